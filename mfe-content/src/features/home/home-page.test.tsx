import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configure } from 'shared-kit';
import { axeViolations, renderIntl } from 'shared-kit/testing';
import en from '../../i18n/en.json';
import ms from '../../i18n/ms.json';
import { HomePage } from './home-page';

const messages = { en, ms };

// Whether an editor has published an upcoming event is the page configuration's (decision 365).
afterEach(() => configure({ upcomingEvents: false }));

describe('HomePage', () => {
  it('shows the title, calls to action and feature cards in English', () => {
    document.title = 'Nurse · Laluan Kerjaya'; // left by the page before
    renderIntl(<HomePage />, { locale: 'en', messages });
    expect(document.title).toBe('Laluan Kerjaya · Career guidance for Malaysian students');
    expect(screen.getByRole('heading', { level: 1, name: 'Find a career that fits who you are' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Take the career quiz' })).toHaveAttribute('href', '/en/career-quiz');
    expect(screen.getByRole('link', { name: 'Match my SPM subjects' })).toHaveAttribute(
      'href',
      '/en/subject-job-match?origin=home',
    );

    const cards = screen.getByRole('region', { name: 'What you can do here' });
    const links = within(cards).getAllByRole('link');
    // Without a published upcoming event, and with only example papers, those cards say so and link nowhere (decisions 261, 365).
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Career quiz', '/en/career-quiz'],
      ['Subject match', '/en/subject-job-match'],
      ['Job guides', '/en/directory/all-jobs'],
      ['Funding search', '/en/funding-search'],
    ]);
    expect(
      within(cards)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual([
      'Career quiz',
      'Subject match',
      'Job guides',
      'Funding search',
      'Events Coming soon',
      'White papers Coming soon',
    ]);
    expect(document.querySelector('a[href*="/event"], a[href*="/white-paper"]')).toBeNull();
    // Icons are SVG, hidden from screen readers; no emoji (they show as empty boxes without an emoji font).
    const icons = cards.querySelectorAll('svg');
    expect(icons).toHaveLength(6);
    icons.forEach((svg) => expect(svg).toHaveAttribute('aria-hidden', 'true'));
    expect(document.body.textContent).not.toMatch(/\p{Extended_Pictographic}/u);
    expect(screen.getByRole('heading', { level: 2, name: 'For students, parents and teachers' })).toBeInTheDocument();
  });

  it('shows Malay text and Malay paths in Malay', () => {
    renderIntl(<HomePage />, { locale: 'ms', messages });
    expect(document.title).toBe('Laluan Kerjaya · Bimbingan kerjaya untuk pelajar Malaysia');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Cari kerjaya yang sesuai dengan diri anda' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Jawab kuiz kerjaya' })).toHaveAttribute('href', '/ms/kuiz-kerjaya');
    expect(screen.getByRole('link', { name: 'Padankan subjek SPM saya' })).toHaveAttribute(
      'href',
      '/ms/padanan-subjek-kerjaya?origin=home',
    );

    const cards = screen.getByRole('region', { name: 'Apa yang boleh anda buat di sini' });
    expect(
      within(cards)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Kuiz kerjaya', '/ms/kuiz-kerjaya'],
      ['Padanan subjek', '/ms/padanan-subjek-kerjaya'],
      ['Panduan kerjaya', '/ms/direktori/semua-pekerjaan'],
      ['Carian pembiayaan', '/ms/funding-search'],
    ]);
    expect(within(cards).getByRole('heading', { level: 3, name: 'Acara Akan datang' })).toBeInTheDocument();
    expect(within(cards).getByRole('heading', { level: 3, name: 'Kertas putih Akan datang' })).toBeInTheDocument();
    expect(document.querySelector('a[href*="/acara"], a[href*="/kertas-putih"]')).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Untuk pelajar, ibu bapa dan guru' })).toBeInTheDocument();
  });

  it.each([
    ['en', 'What you can do here', 'Events', '/en/event', 'Events Coming soon'],
    ['ms', 'Apa yang boleh anda buat di sini', 'Acara', '/ms/acara', 'Acara Akan datang'],
  ] as const)(
    'links the Events card to the events page while an upcoming event is published, and says "coming soon" without (%s)',
    (locale, region, title, href, soon) => {
      configure({ upcomingEvents: true });
      const { unmount } = renderIntl(<HomePage />, { locale, messages });
      let cards = screen.getByRole('region', { name: region });
      expect(within(cards).getByRole('link', { name: title })).toHaveAttribute('href', href);
      expect(within(cards).queryByRole('heading', { level: 3, name: soon })).toBeNull();
      expect(within(cards).getByRole('link', { name: title }).closest('li')).not.toHaveClass('home__card--soon');
      unmount();

      configure({ upcomingEvents: false });
      renderIntl(<HomePage />, { locale, messages });
      cards = screen.getByRole('region', { name: region });
      expect(within(cards).queryByRole('link', { name: title })).toBeNull();
      expect(within(cards).getByRole('heading', { level: 3, name: soon })).toBeInTheDocument();
    },
  );

  it('navigates inside the site without a reload', async () => {
    renderIntl(<HomePage />, { locale: 'ms', messages });
    await userEvent.click(screen.getByRole('link', { name: 'Jawab kuiz kerjaya' }));
    expect(window.location.pathname).toBe('/ms/kuiz-kerjaya');
  });

  it.each(['en', 'ms'] as const)('has no accessibility violations (%s)', async (locale) => {
    const { container } = renderIntl(<HomePage />, { locale, messages });
    expect(await axeViolations(container)).toEqual([]);
  });

  it.each(['en', 'ms'] as const)('has no accessibility violations with the Events card live (%s)', async (locale) => {
    configure({ upcomingEvents: true });
    const { container } = renderIntl(<HomePage />, { locale, messages });
    expect(await axeViolations(container)).toEqual([]);
  });
});
