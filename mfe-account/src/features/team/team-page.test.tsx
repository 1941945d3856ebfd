import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setCookie } from 'shared-kit';
import { axeViolations, renderIntl } from 'shared-kit/testing';
import { api, apiError, http, HttpResponse, server } from '../../../test/network';
import en from '../../i18n/en.json';
import ms from '../../i18n/ms.json';
import TeamPage from './team-page';

const step = (s: string, sessions: number, lang = 'en') => ({ week: '2026-11-23', lang, step: s, sessions });

function serveTeam() {
  const writes: { method: string; url: string; body: unknown }[] = [];
  const events: {
    id: string;
    title: { en: string; ms: string };
    starts_at: string;
    published: boolean;
    organiser: string;
  }[] = [];
  server.use(
    http.get(api('/team/me'), () => HttpResponse.json({ editor: true })),
    http.get(api('/team/funnel'), () =>
      HttpResponse.json({
        data: [
          step('Quiz Started', 10),
          step('Quiz Question Answered:1', 9),
          step('Quiz Question Answered:7', 6),
          step('Quiz Result Shown', 5),
          step('Quiz Started', 4, 'ms'),
        ],
      }),
    ),
    http.get(api('/team/subject-match'), () =>
      HttpResponse.json({ data: [step('Subject Match Started', 3), step('Subject Match Results', 2)] }),
    ),
    http.get(api('/team/searches'), () =>
      HttpResponse.json({
        data: [{ term: 'pakar forensik', searches: 7, noResults: 5, lastAt: '2026-11-26T02:00:00Z', note: null }],
      }),
    ),
    http.get(api('/team/job-requests'), () =>
      HttpResponse.json({ data: [{ name: 'Drone pilot', requests: 4, lastAt: '2026-11-25T02:00:00Z' }] }),
    ),
    http.get(api('/team/contact-messages'), () =>
      HttpResponse.json({
        data: [
          {
            id: '00000000-0000-4000-8000-000000000001',
            createdAt: '2026-11-25T02:00:00Z',
            name: 'Aina',
            email: 'aina@example.com',
            role: 'student',
            topic: 'general',
            message: 'Boleh tambah kerjaya juruterbang dron?',
            lang: 'ms',
            status: 'new',
          },
        ],
      }),
    ),
    http.get(api('/team/overview'), () =>
      HttpResponse.json({
        data: {
          guides: [{ key: 'jururawat', count: 12 }],
          languages: [
            { key: 'en', count: 30 },
            { key: 'ms', count: 20 },
          ],
          devices: [
            { key: 'phone', count: 41 },
            { key: 'desktop', count: 9 },
          ],
          campaigns: [{ key: 'spm-2026', count: 8 }],
        },
      }),
    ),
    http.get(api('/team/events'), () => HttpResponse.json({ data: events })),
    http.post(api('/team/events'), async ({ request }) => {
      const body = (await request.json()) as { source_url: string | null; title: { en: string; ms: string } };
      writes.push({ method: 'POST', url: request.url, body });
      if (!body.source_url) return apiError(400, 'SOURCE_PAGE_REQUIRED');
      events.push({
        id: 'e1',
        title: body.title,
        starts_at: '2027-03-14T09:00',
        published: true,
        organiser: 'KV Kuala Kangsar',
      });
      return HttpResponse.json(events[0], { status: 201 });
    }),
    http.put(api('/team/search-notes'), async ({ request }) => {
      writes.push({ method: 'PUT', url: request.url, body: await request.json() });
      return HttpResponse.json({ term: 'pakar forensik', note: 'synonym' });
    }),
    http.patch(api('/team/contact-messages/:id'), async ({ request }) => {
      writes.push({ method: 'PATCH', url: request.url, body: await request.json() });
      return HttpResponse.json({ id: '00000000-0000-4000-8000-000000000001', status: 'answered' });
    }),
  );
  return writes;
}

beforeEach(() => {
  setCookie('authorization_token', 'tok-editor');
  jest.spyOn(console, 'error').mockImplementation(() => undefined); // jsdom has no canvas for the charts
});
afterEach(() => jest.restoreAllMocks());

describe('TeamPage', () => {
  it('shows the funnel, searches with one-click notes, requests, contact status and reading (en)', async () => {
    const writes = serveTeam();
    renderIntl(<TeamPage />, { locale: 'en', messages: { en, ms }, path: '/en/my-profile?view=team' });
    const funnel = await screen.findByRole('region', { name: 'Career quiz: where students stop' });
    expect(within(funnel).getByRole('img', { name: /visits reaching each quiz step/ })).toBeInTheDocument();
    const rows = within(funnel)
      .getAllByRole('row')
      .slice(1, 5)
      .map((r) => r.textContent);
    expect(rows).toEqual(['Started104', 'Question 190', 'Question 200', 'Question 300']);

    const searches = screen.getByRole('region', { name: 'Searches that found little or nothing' });
    const user = userEvent.setup();
    await user.click(within(searches).getByRole('button', { name: 'Add as synonym' }));
    expect(await within(searches).findByText('Synonym to add')).toBeInTheDocument();
    expect(writes).toEqual([
      expect.objectContaining({ method: 'PUT', body: { term: 'pakar forensik', kind: 'synonym' } }),
    ]);

    expect(screen.getByRole('region', { name: 'Jobs students asked for' })).toHaveTextContent('Drone pilot4');
    const contact = screen.getByRole('region', { name: 'Contact messages' });
    expect(contact).toHaveTextContent('New');
    await user.click(within(contact).getByRole('button', { name: 'Mark answered' }));
    expect(await within(contact).findByText('Answered')).toBeInTheDocument();
    expect(writes[1]).toEqual(expect.objectContaining({ method: 'PATCH', body: { status: 'answered' } }));

    expect(screen.getByRole('region', { name: 'Devices' })).toHaveTextContent('Phone41');
    expect(screen.getByRole('button', { name: 'Download CSV of “Contact messages”' })).toBeInTheDocument();
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('an editor publishes an event in both languages; without the organiser’s page it is not published', async () => {
    const writes = serveTeam();
    renderIntl(<TeamPage />, { locale: 'en', messages: { en, ms }, path: '/en/my-profile?view=team' });
    const section = await screen.findByRole('region', { name: 'Events' });
    expect(within(section).getByText('No events entered yet.')).toBeInTheDocument();
    const user = userEvent.setup();
    // Text is pasted, not typed key by key: ten fields typed a character at a time took over 5 s
    // on a loaded CI machine. The two date-time fields are typed (a paste does not fill them).
    const fill = async (label: string | RegExp, value: string) => {
      const field = within(section).getByLabelText(label);
      if (field.getAttribute('type') === 'datetime-local') return user.type(field, value);
      await user.click(field);
      return user.paste(value);
    };
    await fill('Title in English', 'Open day: vocational college');
    await fill('Title in Malay', 'Hari terbuka: kolej vokasional');
    await fill('Summary in English', 'Visit the workshops.');
    await fill('Summary in Malay', 'Lawati bengkel.');
    await fill('Starts (Malaysia time)', '2027-03-14T09:00');
    await fill('Ends (Malaysia time)', '2027-03-14T13:00');
    await fill('Place in English (empty if online)', 'Kuala Kangsar');
    await fill('Place in Malay (empty if online)', 'Kuala Kangsar');
    await fill('Organiser', 'KV Kuala Kangsar');
    await user.click(within(section).getByRole('button', { name: 'Save event' }));
    expect(within(section).getByRole('status')).toHaveTextContent(
      'To publish, give the organiser’s own page for the event.',
    );
    expect(writes.filter((w) => w.method === 'POST')).toEqual([]);
    await fill(/organiser’s own page/, 'https://kvkk.example.my/hari-terbuka');
    await user.click(within(section).getByRole('button', { name: 'Save event' }));
    expect(await within(section).findByText('Open day: vocational college')).toBeInTheDocument();
    expect(within(section).getByRole('status')).toHaveTextContent('Event saved.');
    expect(writes.find((w) => w.method === 'POST')?.body).toMatchObject({
      title: { en: 'Open day: vocational college', ms: 'Hari terbuka: kolej vokasional' },
      starts_at: '2027-03-14T09:00',
      place: { en: 'Kuala Kangsar', ms: 'Kuala Kangsar' },
      source_url: 'https://kvkk.example.my/hari-terbuka',
      audience: 'students',
      published: true,
    });
  });

  it('in Malay', async () => {
    serveTeam();
    renderIntl(<TeamPage />, { locale: 'ms', messages: { en, ms }, path: '/ms/profil-saya?view=team' });
    expect(await screen.findByRole('region', { name: 'Kuiz kerjaya: di mana pelajar berhenti' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tambah sebagai sinonim' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Peranti' })).toHaveTextContent('Telefon41');
  });

  it('anyone who is not an editor is told so, and nothing else is asked for', async () => {
    let asked = 0;
    server.use(
      http.get(api('/team/me'), () => apiError(403, 'EDITOR_ROLE_REQUIRED')),
      http.get(api('/team/funnel'), () => {
        asked += 1;
        return HttpResponse.json({ data: [] });
      }),
    );
    renderIntl(<TeamPage />, { locale: 'en', messages: { en, ms }, path: '/en/my-profile?view=team' });
    expect(await screen.findByRole('alert')).toHaveTextContent('This page is for the site team’s editors.');
    expect(asked).toBe(0);
  });
});
