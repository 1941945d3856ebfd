/** @jest-environment ../shared-kit/test/msw-environment.cjs */
import fs from 'node:fs';
import path from 'node:path';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { JobListItem } from 'api/contract';
import { encodeSearchIndex, JobSearchIndex, searchText } from 'api/search';
import { on } from 'shared-kit';
import { renderIntl } from 'shared-kit/testing';
import en from '../../i18n/en.json';
import ms from '../../i18n/ms.json';
import { api, delay, http, HttpResponse, server, startApiServer } from 'shared-kit/testing/network';
import { SEARCH_DEBOUNCE_MS, SearchBar } from './search-bar';

// The browser-side search (decision 175) over the real catalogue: every job of content/jobs.
interface ContentJob {
  id: number;
  slug: string;
  slug_bm: string;
  name: string;
  name_bm: string;
  industry: string;
  synonyms: string[];
  synonyms_bm: string[];
  en_data_status: JobListItem['en_data_status'];
  bm_data_status: JobListItem['bm_data_status'];
}
const JOBS_DIR = path.join(__dirname, '../../../../content/jobs');
const JOBS: ContentJob[] = fs
  .readdirSync(JOBS_DIR)
  .filter((f) => f.endsWith('.json'))
  .map((f) => JSON.parse(fs.readFileSync(path.join(JOBS_DIR, f), 'utf8')) as ContentJob);
/** GET job-list items, as the API's catalogue makes them. */
const ITEMS: JobListItem[] = JOBS.map((j) => ({
  id: j.id,
  name: j.name,
  name_bm: j.name_bm,
  industry: j.industry,
  slug: j.slug,
  slug_bm: j.slug_bm,
  en_data_status: j.en_data_status,
  bm_data_status: j.bm_data_status,
  search_name: searchText(j.name, j.synonyms),
  search_name_bm: searchText(j.name_bm, j.synonyms_bm),
}));
/** The API's own index, built from the content's names and synonyms (not from the job list). */
const API_INDEX = new JobSearchIndex(JOBS);
const byId = new Map(ITEMS.map((j) => [j.id, j]));

const messages = { en, ms };
startApiServer();

/**
 * The API: GET search-index is the index (answered per `index`, in the API's compact form), GET
 * job-list with a term the API's own search. Requests are recorded.
 */
function serveApi(index: 'ok' | 'pending' | 503 = 'ok') {
  const asked = { index: 0, searches: [] as string[] };
  server.use(
    http.get(api('/search-index'), async () => {
      asked.index++;
      if (index === 'pending') await delay('infinite');
      if (index === 503) return HttpResponse.json({ error: { code: 'SERVICE_UNAVAILABLE' } }, { status: 503 });
      return HttpResponse.json(encodeSearchIndex(ITEMS));
    }),
    http.get(api('/job-list'), async ({ request }) => {
      const url = new URL(request.url);
      const term = url.searchParams.get('search_term') ?? '';
      const lang = url.searchParams.get('lang') === 'ms' ? 'ms' : 'en';
      asked.searches.push(term);
      return HttpResponse.json({ data: API_INDEX.search(term, lang).map((hit) => byId.get(hit.id)!) });
    }),
  );
  return asked;
}

function setup(locale: 'en' | 'ms' = 'en', { warmIndex = false } = {}) {
  const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  renderIntl(<SearchBar warmIndex={warmIndex} />, { locale, messages });
  const input = screen.getByRole('combobox', { name: locale === 'en' ? 'Search for a job' : 'Cari pekerjaan' });
  return { user, input };
}

async function settle(ms = SEARCH_DEBOUNCE_MS) {
  await act(async () => {
    jest.advanceTimersByTime(ms);
  });
}

/** The names of the listed results, in order. */
function shownNames(): string[] {
  return Array.from(document.querySelectorAll('a.jobs-search__result')).map((a) => a.textContent ?? '');
}

async function typeTerm(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, term: string) {
  await user.clear(input);
  await user.type(input, term);
  await settle();
}

beforeEach(() => {
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
});

describe('job search in the browser', () => {
  it('loads the index only when the box is first focused, and once', async () => {
    const asked = serveApi();
    const { user, input } = setup();
    await settle(1000);
    expect(asked.index).toBe(0); // not with the page
    await user.click(input);
    await waitFor(() => expect(asked.index).toBe(1));
    input.blur();
    await user.click(input);
    await settle(1000);
    expect(asked.index).toBe(1);
  });

  it('in the drawer (warmIndex) loads the index as soon as the bar shows, so the first search needs no request (377)', async () => {
    const asked = serveApi();
    const { user, input } = setup('en', { warmIndex: true });
    await waitFor(() => expect(asked.index).toBe(1));
    await act(async () => {
      await jest.runOnlyPendingTimersAsync();
    });
    await user.click(input);
    await typeTerm(user, input, 'nurce');
    expect(await screen.findByRole('link', { name: 'Nurse' })).toBeInTheDocument();
    expect(asked.searches).toEqual([]);
    expect(asked.index).toBe(1);
  });

  it.each([
    ['en', 'nurce', 'Nurse'],
    ['ms', 'jururawt', 'Jururawat'],
  ] as const)('once loaded, finds a typo (%s “%s”) with no request', async (locale, term, name) => {
    const asked = serveApi();
    const { user, input } = setup(locale);
    await user.click(input);
    await waitFor(() => expect(asked.index).toBe(1));
    await act(async () => {
      await jest.runOnlyPendingTimersAsync();
    });
    await typeTerm(user, input, term);
    expect(await screen.findByRole('link', { name })).toBeInTheDocument();
    expect(asked.searches).toEqual([]);
  });

  it('lists the same jobs in the same order as the API, in both languages', async () => {
    const asked = serveApi();
    const terms = ['jurutera', 'doktor gigi', 'cikgu', 'enginer', 'uiux', 'pe'];
    for (const locale of ['en', 'ms'] as const) {
      const { user, input } = setup(locale);
      await user.click(input);
      await waitFor(() => expect(asked.index).toBeGreaterThan(0));
      await act(async () => {
        await jest.runOnlyPendingTimersAsync();
      });
      for (const term of terms) {
        await typeTerm(user, input, term);
        const expected = API_INDEX.search(term, locale).map((h) => {
          const job = byId.get(h.id)!;
          return locale === 'ms' ? job.name_bm : job.name;
        });
        await waitFor(() => expect(shownNames().length).toBeGreaterThan(0));
        // A row shows the name, then a "coming soon" note for a guide not written yet.
        expect(shownNames()).toEqual(
          expected
            .slice(0, shownNames().length)
            .map((n) => expect.stringMatching(`^${n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`)),
        );
      }
      document.body.innerHTML = '';
    }
    expect(asked.searches).toEqual([]);
  }, 60_000);

  it('asks the API while the index is still loading', async () => {
    const asked = serveApi('pending');
    const { user, input } = setup();
    await typeTerm(user, input, 'nurse');
    expect(await screen.findByRole('link', { name: 'Nurse' })).toBeInTheDocument();
    expect(asked.index).toBe(1);
    expect(asked.searches).toEqual(['nurse']);
  });

  it('asks the API, quietly, when the index fails to load', async () => {
    const warn = jest.spyOn(console, 'warn');
    const seen: number[] = [];
    on('app:server-busy', (p) => seen.push(p.status));
    const asked = serveApi(503);
    const { user, input } = setup('ms');
    await user.click(input);
    await waitFor(() => expect(asked.index).toBe(1));
    await typeTerm(user, input, 'jururawat');
    expect(await screen.findByRole('link', { name: 'Jururawat' })).toBeInTheDocument();
    expect(asked.searches).toEqual(['jururawat']);
    expect(asked.index).toBe(2); // the HTTP client's one retry (spec §7), then never again
    expect(warn).not.toHaveBeenCalled();
    expect(seen).toEqual([]);
    warn.mockRestore();
  });
});
