/** @jest-environment ../shared-kit/test/msw-environment.cjs */
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EventItem } from 'api/contract';
import { axeViolations, renderIntl } from 'shared-kit/testing';
import en from '../../i18n/en.json';
import ms from '../../i18n/ms.json';
import { api, http, HttpResponse, server, startApiServer } from 'shared-kit/testing/network';
import { EventsPage } from './events-page';

const messages = { en, ms };
startApiServer();
// The machine running the suites may be busy: give lazy chunks and the network time.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

function event(id: string, over: Partial<EventItem> = {}): EventItem {
  return {
    id,
    slug: `event-${id}`,
    title: { en: `Example: Open day ${id}`, ms: `Contoh: Hari terbuka ${id}` },
    summary: { en: 'Development example only.', ms: 'Contoh untuk tujuan pembangunan sahaja.' },
    starts_at: '2027-03-20T10:00:00+08:00',
    ends_at: '2027-03-20T15:00:00+08:00',
    display: 'ignored: the page formats dates itself',
    venue: { en: 'Community hall', ms: 'Dewan orang ramai' },
    url: null,
    example: true,
    ...over,
  };
}

const UPCOMING = [
  event('3'),
  event('5', {
    title: { en: 'Career fair', ms: 'Pameran kerjaya' },
    summary: { en: 'A real fair.', ms: 'Pameran sebenar.' },
    starts_at: '2027-05-08T20:00:00+08:00',
    ends_at: '2027-05-08T21:00:00+08:00',
    venue: { en: 'Online (video call)', ms: 'Dalam talian (panggilan video)' },
    url: 'https://example.org/fair',
    example: false,
  }),
];
const PAST = [event('1', { starts_at: '2025-03-14T09:00:00+08:00', ends_at: '2025-03-14T12:00:00+08:00' })];
const REAL_PAST = event('7', {
  title: { en: 'Past careers talk', ms: 'Ceramah kerjaya lalu' },
  starts_at: '2026-03-14T09:00:00+08:00',
  ends_at: '2026-03-14T12:00:00+08:00',
  example: false,
});

type Answer = EventItem[] | (() => Response);
function serveEvents(upcoming: Answer, past: Answer = PAST) {
  server.use(
    http.get(api('/events'), ({ request }) => {
      const answer = new URL(request.url).searchParams.get('when') === 'past' ? past : upcoming;
      return typeof answer === 'function' ? answer() : HttpResponse.json({ data: answer });
    }),
  );
}

describe('EventsPage', () => {
  it('shows real upcoming and past events in Malay style, Malaysia time, with a calendar file; never an example', async () => {
    serveEvents(UPCOMING, [...PAST, REAL_PAST]);
    renderIntl(<EventsPage />, { locale: 'ms', messages, path: '/ms/acara' });
    expect(screen.getByRole('heading', { level: 1, name: 'Acara' })).toBeInTheDocument();
    expect(document.title).toBe('Acara · Laluan Kerjaya');
    const upcoming = within(await screen.findByRole('region', { name: 'Acara akan datang' }));
    const real = await upcoming.findByRole('article', { name: 'Pameran kerjaya' });
    expect(upcoming.getAllByRole('article')).toHaveLength(1); // the example is not shown
    expect(screen.queryByText(/Hari terbuka/)).not.toBeInTheDocument();
    expect(within(real).getByText('Sabtu, 8 Mei 2027, 8:00–9:00 PTG (waktu Malaysia)')).toBeInTheDocument();
    expect(within(real).getByText('Dalam talian (panggilan video)')).toBeInTheDocument();
    expect(within(real).getByRole('link', { name: /Tambah ke kalendar/ })).toHaveAttribute(
      'href',
      '/api/v1/events/5/calendar.ics?lang=ms',
    );
    expect(within(real).getByRole('link', { name: /Laman acara atau pautan dalam talian/ })).toHaveAttribute(
      'href',
      'https://example.org/fair',
    );

    const past = within(screen.getByRole('region', { name: 'Acara lepas' }));
    const old = await past.findByRole('article');
    expect(within(old).getByText('Sabtu, 14 Mac 2026, 9:00 PG – 12:00 PTG (waktu Malaysia)')).toBeInTheDocument();
    expect(within(old).queryByRole('link', { name: /kalendar/ })).not.toBeInTheDocument();
  });

  it.each([
    ['en', '/en/event', 'Organiser', 'Majlis Belia Contoh', 'For', 'Students', /Join online/, /Organiser's event page/],
    [
      'ms',
      '/ms/acara',
      'Penganjur',
      'Majlis Belia Contoh',
      'Untuk',
      'Pelajar',
      /Sertai dalam talian/,
      /Halaman acara penganjur/,
    ],
  ])(
    'an event the team published says who runs it and who it is for, with the organiser’s page and where to join (%s)',
    async (locale, path, organiserLabel, organiser, audienceLabel, audience, join, organiserPage) => {
      serveEvents([
        event('team-1', {
          title: { en: 'Scholarship talk', ms: 'Ceramah biasiswa' },
          example: false,
          venue: { en: 'Online', ms: 'Dalam talian' },
          url: 'https://organiser.example.my/events/talk',
          online_url: 'https://meet.example.my/talk',
          organiser,
          audience: 'students',
        }),
      ]);
      const { container } = renderIntl(<EventsPage />, { locale: locale as 'en' | 'ms', messages, path });
      const card = within(
        await screen.findByRole('article', { name: locale === 'en' ? 'Scholarship talk' : 'Ceramah biasiswa' }),
      );
      const fact = (label: string) => card.getByText(label).closest('div')!;
      expect(within(fact(organiserLabel)).getByText(organiser)).toBeInTheDocument();
      expect(within(fact(audienceLabel)).getByText(audience)).toBeInTheDocument();
      expect(card.getByRole('link', { name: join })).toHaveAttribute('href', 'https://meet.example.my/talk');
      expect(card.getByRole('link', { name: organiserPage })).toHaveAttribute(
        'href',
        'https://organiser.example.my/events/talk',
      );
      expect(await axeViolations(container)).toEqual([]);
    },
  );

  it('a past online event offers no link to join', async () => {
    serveEvents(
      [],
      [
        event('team-2', {
          title: { en: 'Past webinar', ms: 'Webinar lalu' },
          example: false,
          url: 'https://organiser.example.my/events/webinar',
          online_url: 'https://meet.example.my/webinar',
          organiser: 'Majlis Belia Contoh',
          audience: 'parents',
        }),
      ],
    );
    renderIntl(<EventsPage />, { locale: 'en', messages, path: '/en/event' });
    const card = within(await screen.findByRole('article', { name: 'Past webinar' }));
    expect(card.getByText('Parents')).toBeInTheDocument();
    expect(card.queryByRole('link', { name: /Join online/ })).not.toBeInTheDocument();
  });

  it('writes dates in English on /en, still Malaysia time whatever the device’s zone', async () => {
    serveEvents(UPCOMING);
    renderIntl(<EventsPage />, { locale: 'en', messages, path: '/en/event' });
    const card = await screen.findByRole('article', { name: 'Career fair' });
    expect(within(card).getByText('Saturday, 8 May 2027, 8:00 – 9:00 pm (Malaysia time)')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /Add to calendar/ })).toHaveAttribute(
      'href',
      '/api/v1/events/5/calendar.ics?lang=en',
    );
    // No real past event: that list says so.
    expect(screen.getByText('No past events.')).toBeInTheDocument();
  });

  it.each([
    ['en', '/en/event', 'Coming soon.', /No events are listed yet/],
    ['ms', '/ms/acara', 'Akan datang.', /Belum ada acara disenaraikan/],
  ])('says "coming soon" while only development examples exist (%s)', async (locale, path, soon, body) => {
    serveEvents([event('3')], PAST);
    const { container } = renderIntl(<EventsPage />, { locale: locale as 'en' | 'ms', messages, path });
    expect(await screen.findByText(soon)).toBeInTheDocument();
    expect(screen.getByText(body)).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /calendar|kalendar/ })).not.toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('says when there is nothing upcoming but a real past event exists', async () => {
    serveEvents([], [REAL_PAST]);
    renderIntl(<EventsPage />, { locale: 'en', messages });
    expect(await screen.findByText(/No upcoming events yet/)).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Past careers talk' })).toBeInTheDocument();
  });

  it('says when the events failed to load, and tries again', async () => {
    let calls = 0;
    serveEvents(() => {
      calls += 1;
      return calls <= 2
        ? HttpResponse.json({ error: { code: 'X' } }, { status: 500 })
        : HttpResponse.json({ data: UPCOMING });
    });
    renderIntl(<EventsPage />, { locale: 'en', messages });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load the events right now.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Career fair' })).toBeInTheDocument();
  });

  it.each(['en', 'ms'] as const)('has no accessibility violations (%s)', async (locale) => {
    serveEvents(UPCOMING);
    const { container } = renderIntl(<EventsPage />, { locale, messages });
    await screen.findAllByRole('article');
    expect(await axeViolations(container)).toEqual([]);
  });
});
