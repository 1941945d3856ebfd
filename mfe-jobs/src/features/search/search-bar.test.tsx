/** @jest-environment ../shared-kit/test/msw-environment.cjs */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { JobListItem, RequestJobBody } from 'api/contract';
import { useCallback, useEffect, useState } from 'react';
import { on, type BusEvents } from 'shared-kit';
import { MessagingModal } from 'shared-kit/messaging';
import { axeViolations, renderIntl } from 'shared-kit/testing';
import en from '../../i18n/en.json';
import ms from '../../i18n/ms.json';
import { api, http, HttpResponse, server, startApiServer } from 'shared-kit/testing/network';
import { REQUEST_CONFIRMATION_MS, SEARCH_DEBOUNCE_MS, SearchBar } from './search-bar';

const messages = { en, ms };

/** What the shell does with `messaging:open`: mounts the kit's modal until it is closed. */
function MessagingHost() {
  const [request, setRequest] = useState<BusEvents['messaging:open'] | null>(null);
  useEffect(() => on('messaging:open', setRequest), []);
  const close = useCallback(() => setRequest(null), []);
  return request ? <MessagingModal {...request} onClose={close} /> : null;
}
startApiServer();

function job(
  id: number,
  name: string,
  name_bm: string,
  slug: string,
  slug_bm: string,
  status: JobListItem['en_data_status'] = 'complete',
): JobListItem {
  return {
    id,
    name,
    name_bm,
    industry: 'health',
    slug,
    slug_bm,
    en_data_status: status,
    bm_data_status: status,
    search_name: name.toLowerCase(),
    search_name_bm: name_bm.toLowerCase(),
  };
}

const NURSE = job(1, 'Nurse', 'Jururawat', 'nurse', 'jururawat');
const DIETITIAN = job(2, 'Dietitian', 'Pakar diet', 'dietitian', 'pakar-diet', 'coming_soon');

function setup(locale: 'en' | 'ms' = 'en', props: { onNavigate?: () => void } = {}) {
  const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  const view = renderIntl(<SearchBar {...props} />, { locale, messages });
  const input = screen.getByRole('combobox', { name: locale === 'en' ? 'Search for a job' : 'Cari pekerjaan' });
  return { user, input, ...view };
}

/** Lets the debounce run out; the request then goes out to the (msw) network. */
async function settle(ms = SEARCH_DEBOUNCE_MS) {
  await act(async () => {
    jest.advanceTimersByTime(ms);
  });
}

type Answer = JobListItem[] | Response | Promise<JobListItem[] | Response>;

/**
 * The API answers GET job-list; every search request's search_term and lang are recorded. The
 * search index (loaded on focus, decisions 175 and 395) is refused, so these tests exercise the
 * API's answers; use-job-search.test.tsx covers the index.
 */
function serveSearch(answer: (term: string, lang: string) => Answer) {
  const asked: [string, string][] = [];
  server.use(
    http.get(api('/search-index'), () =>
      HttpResponse.json({ error: { code: 'SERVICE_UNAVAILABLE' } }, { status: 503 }),
    ),
    http.get(api('/job-list'), async ({ request }) => {
      const url = new URL(request.url);
      const term = url.searchParams.get('search_term') ?? '';
      const lang = url.searchParams.get('lang') ?? '';
      if (term === '') return HttpResponse.json({ error: { code: 'SERVICE_UNAVAILABLE' } }, { status: 503 });
      asked.push([term, lang]);
      const result = await answer(term, lang);
      return result instanceof Response ? result : HttpResponse.json({ data: result });
    }),
  );
  return asked;
}

/** The API answers POST request-job with `status`; the bodies are recorded. */
function serveRequestJob(status = 201) {
  const bodies: RequestJobBody[] = [];
  server.use(
    http.post(api('/request-job'), async ({ request }) => {
      bodies.push((await request.json()) as RequestJobBody);
      return status === 201
        ? HttpResponse.json({ type: 'success', message: 'Noted', data: { id: 'r1' } }, { status })
        : HttpResponse.json({ error: { code: 'SERVICE_UNAVAILABLE' } }, { status });
    }),
  );
  return bodies;
}

function busyPages() {
  const seen: number[] = [];
  on('app:server-busy', (p) => seen.push(p.status));
  return seen;
}

beforeEach(() => {
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
});

describe('SearchBar debounce', () => {
  it('sends no search before 300 ms and exactly one after', async () => {
    const asked = serveSearch(() => [NURSE]);
    const { user, input } = setup();
    await user.type(input, 'nur');
    expect(asked).toEqual([]);
    await settle(SEARCH_DEBOUNCE_MS - 1);
    expect(asked).toEqual([]);
    await settle(1);
    expect(await screen.findByRole('link', { name: 'Nurse' })).toBeInTheDocument();
    expect(asked).toEqual([['nur', 'en']]);
  });

  it('starts the wait again when the user keeps typing', async () => {
    const asked = serveSearch(() => [NURSE]);
    const { user, input } = setup();
    await user.type(input, 'nu');
    await settle(200);
    await user.type(input, 'r');
    await settle(200);
    expect(asked).toEqual([]);
    await settle(100);
    await screen.findByRole('link', { name: 'Nurse' });
    expect(asked).toEqual([['nur', 'en']]);
  });

  it('never lets a late answer for an older term replace the newer one', async () => {
    let answerFirst: () => void = () => undefined;
    const firstAnswered = new Promise<void>((r) => (answerFirst = r));
    const asked = serveSearch(async (term) => {
      if (term === 'di') {
        await firstAnswered;
        return [DIETITIAN];
      }
      return [NURSE];
    });
    const { user, input } = setup();
    await user.type(input, 'di');
    await settle();
    await waitFor(() => expect(asked).toEqual([['di', 'en']]));
    await user.type(input, 'x');
    await settle();
    expect(await screen.findByRole('link', { name: 'Nurse' })).toBeInTheDocument();
    answerFirst();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(50);
    });
    expect(asked).toEqual([
      ['di', 'en'],
      ['dix', 'en'],
    ]);
    expect(screen.getByRole('link', { name: 'Nurse' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Dietitian Guide coming soon' })).not.toBeInTheDocument();
  });

  it('does not search for blank input', async () => {
    const asked = serveSearch(() => [NURSE]);
    const { user, input } = setup();
    await user.type(input, '   ');
    await settle(1000);
    expect(asked).toEqual([]);
  });
});

describe('SearchBar results', () => {
  it('lists matching jobs with English names and paths', async () => {
    serveSearch(() => [NURSE, DIETITIAN]);
    const onNavigate = jest.fn();
    const { user, input } = setup('en', { onNavigate });
    await user.type(input, 'n');
    await settle();
    expect(await screen.findByText('2 jobs found')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('dialog', { name: 'Search results' });
    expect(input).toHaveAttribute('aria-controls', panel.id);
    const list = within(panel).getByRole('list');
    const results = within(list).getAllByRole('listitem');
    expect(results).toHaveLength(2);
    expect(within(results[0]!).getByRole('link', { name: 'Nurse' })).toHaveAttribute('href', '/en/jobs/nurse');
    expect(within(results[0]!).getByRole('link', { name: 'Open Nurse in a new tab' })).toHaveAttribute(
      'target',
      '_blank',
    );
    expect(within(results[1]!).getByRole('link', { name: 'Dietitian Guide coming soon' })).toHaveAttribute(
      'href',
      '/en/jobs/dietitian',
    );
    expect(within(results[1]!).getByText('Guide coming soon')).toBeInTheDocument();

    await user.click(within(results[0]!).getByRole('link', { name: 'Nurse' }));
    expect(window.location.pathname).toBe('/en/jobs/nurse');
    expect(onNavigate).toHaveBeenCalledTimes(1);
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('lists matching jobs with Malay names and Malay slugs', async () => {
    const asked = serveSearch(() => [NURSE, DIETITIAN]);
    const { user, input } = setup('ms');
    expect(input).toHaveAttribute('placeholder', 'cth. jururawat, jurutera, cef');
    await user.type(input, 'jur');
    await settle();
    expect(await screen.findByText('2 pekerjaan dijumpai')).toBeInTheDocument();
    expect(asked).toEqual([['jur', 'ms']]);
    expect(screen.getByRole('link', { name: 'Jururawat' })).toHaveAttribute('href', '/ms/pekerjaan/jururawat');
    expect(screen.getByRole('link', { name: 'Pakar diet Panduan akan datang' })).toHaveAttribute(
      'href',
      '/ms/pekerjaan/pakar-diet',
    );
    expect(screen.getByText('Panduan akan datang')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Buka Jururawat dalam tab baharu' })).toHaveAttribute(
      'href',
      '/ms/pekerjaan/jururawat',
    );
  });

  it('shows the searching state while the request is out', async () => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((r) => (answer = r));
    serveSearch(async () => {
      await answered;
      return [NURSE];
    });
    const { user, input } = setup('ms');
    await user.type(input, 'jur');
    await settle();
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('Sedang mencari…');
    answer();
    expect(await screen.findByRole('link', { name: 'Jururawat' })).toBeInTheDocument();
  });

  // Spec §8: a failed job list is the no-results state, where it happened — never the 504 page.
  it.each([
    ['en', 503, 'nurse', 'No job found for “nurse”.', 'Request “nurse”'],
    ['ms', 503, 'jururawat', 'Tiada pekerjaan dijumpai untuk “jururawat”.', 'Minta “jururawat”'],
    ['en', 504, 'nurse', 'No job found for “nurse”.', 'Request “nurse”'],
  ] as const)(
    'shows no results, and not the 504 page, when the job list answers %s %s',
    async (locale, status, term, none, button) => {
      const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
      const asked = serveSearch(() => HttpResponse.json({ error: { code: 'SERVICE_UNAVAILABLE' } }, { status }));
      const seen = busyPages();
      const { user, input } = setup(locale);
      await user.type(input, term);
      await settle();
      expect(await screen.findByText(none)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: button })).toBeInTheDocument();
      expect(screen.queryByRole('list')).not.toBeInTheDocument();
      expect(asked).toHaveLength(2); // one retry (spec §7)
      expect(seen).toEqual([]);
      warn.mockRestore();
    },
  );

  it('shows no results, and not the 504 page, when no answer comes', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    serveSearch(() => HttpResponse.error());
    const seen = busyPages();
    const { user, input } = setup();
    await user.type(input, 'nurse');
    await settle();
    expect(await screen.findByText('No job found for “nurse”.')).toBeInTheDocument();
    expect(seen).toEqual([]);
    warn.mockRestore();
  });
});

describe('SearchBar request-a-job', () => {
  it('offers to request a missing job, sends it and confirms', async () => {
    serveSearch(() => []);
    const bodies = serveRequestJob();
    const { user, input } = setup();
    await user.type(input, 'astronaut');
    await settle();
    expect(await screen.findByText('No job found for “astronaut”.')).toBeInTheDocument();
    expect(screen.getByText('Can’t find it? Ask us to add this job.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Request “astronaut”' }));
    expect(await screen.findByText('Thanks! We have noted your request.')).toBeInTheDocument();
    expect(bodies).toEqual([{ job_request_name: 'astronaut', user_type: null }]);
    expect(screen.queryByRole('button', { name: /Request/ })).not.toBeInTheDocument();
    // The confirmation holds focus (the button is gone) while it shows, 2 s (spec §4)…
    expect(screen.getByText('Thanks! We have noted your request.').closest('p')).toHaveFocus();
    const asked: unknown[] = [];
    const off = on('messaging:open', (request) => asked.push(request));
    await settle(REQUEST_CONFIRMATION_MS - 1);
    expect(asked).toEqual([]);
    // …then asks for the messaging modal about that job, once; the confirmation stays.
    await settle(1);
    expect(asked).toEqual([{ origin: 'Others', title: 'astronaut' }]);
    await settle(REQUEST_CONFIRMATION_MS * 2);
    expect(asked).toHaveLength(1);
    expect(screen.getByText('Thanks! We have noted your request.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Request/ })).not.toBeInTheDocument();
    off();
  });

  it('in the drawer: the 2 s confirmation, then the messaging modal (origin Drawer) opens; focus comes back', async () => {
    serveSearch(() => []);
    serveRequestJob();
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    renderIntl(
      <>
        <SearchBar messagingOrigin="Drawer" />
        <MessagingHost />
      </>,
      { locale: 'ms', messages },
    );
    const input = screen.getByRole('combobox', { name: 'Cari pekerjaan' });
    await user.type(input, 'angkasawan');
    await settle();
    await user.click(await screen.findByRole('button', { name: 'Minta “angkasawan”' }));
    const note = (await screen.findByText('Terima kasih! Permintaan anda telah kami catat.')).closest('p')!;
    expect(note).toHaveClass('jobs-search__sent--live'); // the animation (still under reduced motion: CSS)
    await settle(REQUEST_CONFIRMATION_MS - 100);
    expect(screen.queryByRole('dialog', { name: /WhatsApp|Berita/ })).not.toBeInTheDocument();
    await settle(100);
    const dialog = await screen.findByRole('dialog', { name: 'Berita terkini tentang “angkasawan”' });
    expect(note).not.toHaveClass('jobs-search__sent--live');
    const link = within(dialog).getByRole('link', { name: 'Buka WhatsApp (dibuka dalam tab baharu)' });
    expect(link).toHaveFocus();
    expect(new URL(link.getAttribute('href')!).searchParams.get('text')).toBe(
      'Hai Laluan Kerjaya! Saya telah meminta panduan untuk “angkasawan”. Tolong beritahu saya apabila ia sudah siap.',
    );
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: /Berita/ })).not.toBeInTheDocument();
    expect(note).toHaveFocus();
  });

  it('in Malay, and a failed request (503) simply stops loading: no confirmation, no 504 page', async () => {
    serveSearch(() => []);
    const bodies = serveRequestJob(503);
    const seen = busyPages();
    const { user, input } = setup('ms');
    await user.type(input, 'angkasawan');
    await settle();
    expect(await screen.findByText('Tiada pekerjaan dijumpai untuk “angkasawan”.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Minta “angkasawan”' }));
    await waitFor(() => expect(bodies).toHaveLength(1)); // a request with a body is never retried
    await waitFor(() => expect(screen.getByRole('button', { name: 'Minta “angkasawan”' })).toBeEnabled());
    expect(screen.queryByText('Terima kasih! Permintaan anda telah kami catat.')).not.toBeInTheDocument();
    expect(seen).toEqual([]);
  });
});

describe('SearchBar keyboard', () => {
  it('closes the panel on Escape and reopens it on typing', async () => {
    serveSearch(() => [NURSE]);
    const { user, input } = setup();
    await user.type(input, 'nur');
    await settle();
    expect(await screen.findByRole('link', { name: 'Nurse' })).toBeVisible();
    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Nurse' })).not.toBeInTheDocument(); // hidden panel: not in the accessibility tree
    expect(input).toHaveFocus();
    await user.type(input, 's');
    await settle();
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByRole('link', { name: 'Nurse' })).toBeVisible();
  });

  it('moves into the list with ArrowDown, along it, and back to the input with ArrowUp', async () => {
    serveSearch(() => [NURSE, DIETITIAN]);
    const { user, input } = setup();
    await user.type(input, 'n');
    await settle();
    await screen.findByRole('link', { name: 'Nurse' });
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Nurse' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Dietitian Guide coming soon' })).toHaveFocus();
    await user.keyboard('{ArrowDown}'); // stays on the last result
    expect(screen.getByRole('link', { name: 'Dietitian Guide coming soon' })).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(input).toHaveFocus();
    await user.keyboard('{ArrowDown}{Escape}');
    expect(input).toHaveFocus();
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('reopens a closed panel with ArrowDown and focuses the first result', async () => {
    serveSearch(() => [NURSE, DIETITIAN]);
    const { user, input } = setup();
    await user.type(input, 'n');
    await settle();
    await screen.findByRole('link', { name: 'Nurse' });
    await user.keyboard('{Escape}');
    // A browser cannot focus inside a hidden panel, so it must be shown by the time focus moves.
    let visibleOnFocus: boolean | null = null;
    document.addEventListener(
      'focusin',
      (e) => {
        visibleOnFocus = !(e.target as HTMLElement).closest('[hidden]');
      },
      { once: true },
    );
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Nurse' })).toHaveFocus();
    expect(visibleOnFocus).toBe(true);
  });
});

describe('SearchBar accessibility', () => {
  it.each(['en', 'ms'] as const)('has no violations with results and with none found (%s)', async (locale) => {
    serveSearch((term) => (term === 'n' ? [NURSE, DIETITIAN] : []));
    const { user, input, container } = setup(locale);
    await user.type(input, 'n');
    await settle();
    await screen.findByRole('link', { name: locale === 'en' ? 'Nurse' : 'Jururawat' });
    jest.useRealTimers();
    expect(await axeViolations(container)).toEqual([]);
    jest.useFakeTimers();
    await user.type(input, 'zz');
    await settle();
    expect(await screen.findByRole('button', { name: /zz/ })).toBeInTheDocument();
    jest.useRealTimers();
    expect(await axeViolations(container)).toEqual([]);
  });
});
