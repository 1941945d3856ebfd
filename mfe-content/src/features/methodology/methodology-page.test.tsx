import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations, renderIntl } from 'shared-kit/testing';
import en from '../../i18n/en.json';
import ms from '../../i18n/ms.json';
import { MethodologyPage } from './methodology-page';
import { loadMethodologyText, METHODOLOGY_PAGE_IDS } from './methodology-text';

// The real loader everywhere; one test makes a single load fail, as a lost chunk would.
jest.mock('./methodology-text', () => {
  const actual = jest.requireActual<typeof import('./methodology-text')>('./methodology-text');
  return { ...actual, loadMethodologyText: jest.fn(actual.loadMethodologyText) };
});

const messages = { en, ms };

/** The page's "updated" date as the page writes it ("27 November 2026"), from its own text file. */
function updatedOf(page: string, lang: 'en' | 'ms'): string {
  const { updated } = jest.requireActual<{ updated: string }>(`./texts/${page}.${lang}.json`);
  return new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'ms-MY', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Kuala_Lumpur',
  }).format(new Date(`${updated}T00:00:00+08:00`));
}

const MS_WORDS: Record<string, string> = {
  'career-quiz': 'kuiz-kerjaya',
  'career-quiz-vs-imk': 'kuiz-kerjaya-vs-imk',
  'job-guide': 'panduan-kerjaya',
  job: 'pekerjaan',
  salary: 'gaji',
  'subject-job-match': 'padanan-subjek-kerjaya',
};

const EN_TITLES: Record<string, string> = {
  'career-quiz': 'How the career quiz works',
  'career-quiz-vs-imk': 'Our career quiz and IMK',
  'job-guide': 'How a job guide is written',
  job: 'What a job entry holds',
  salary: 'How we show pay',
  'subject-job-match': 'How the subject match works',
};

describe('MethodologyPage', () => {
  it.each(METHODOLOGY_PAGE_IDS)(
    'renders %s in English: title, sections, sources and the five other pages',
    async (page) => {
      renderIntl(<MethodologyPage />, { locale: 'en', messages, path: `/en/about-us/methodology/${page}` });
      const h1 = await screen.findByRole('heading', { level: 1 });
      expect(h1).toHaveTextContent(EN_TITLES[page]!);
      await waitFor(() => expect(document.title).toBe(`${EN_TITLES[page]} · Laluan Kerjaya`));
      expect(screen.getAllByRole('region').length).toBeGreaterThanOrEqual(3);
      expect(screen.getByRole('region', { name: 'Sources' })).toBeInTheDocument();
      expect(screen.getByText(`Last updated ${updatedOf(page, 'en')}`, { exact: true })).toBeInTheDocument();
      const others = within(screen.getByRole('navigation', { name: 'More on how the site works' })).getAllByRole(
        'link',
      );
      expect(others.map((a) => a.getAttribute('href'))).toEqual(
        METHODOLOGY_PAGE_IDS.filter((p) => p !== page).map((p) => `/en/about-us/methodology/${p}`),
      );
      expect(screen.getByRole('link', { name: 'About us: all methodologies' })).toHaveAttribute(
        'href',
        '/en/about-us#methodologies',
      );
    },
  );

  it.each(METHODOLOGY_PAGE_IDS)('renders %s in Malay, with Malay links', async (page) => {
    renderIntl(<MethodologyPage />, {
      locale: 'ms',
      messages,
      path: `/ms/tentang-kami/metodologi/${MS_WORDS[page]}`,
    });
    const h1 = await screen.findByRole('heading', { level: 1 });
    expect(h1.textContent).not.toBe(EN_TITLES[page]);
    expect(screen.getByRole('region', { name: 'Sumber' })).toBeInTheDocument();
    expect(screen.getByText(`Dikemas kini ${updatedOf(page, 'ms')}`, { exact: true })).toBeInTheDocument();
    const others = within(
      screen.getByRole('navigation', { name: 'Lagi tentang cara laman ini berfungsi' }),
    ).getAllByRole('link');
    expect(others.map((a) => a.getAttribute('href'))).toEqual(
      METHODOLOGY_PAGE_IDS.filter((p) => p !== page).map((p) => `/ms/tentang-kami/metodologi/${MS_WORDS[p]}`),
    );
  });

  it('credits O*NET as its CC BY 4.0 licence asks, on the job page, in both languages', async () => {
    renderIntl(<MethodologyPage />, { locale: 'en', messages, path: '/en/about-us/methodology/job' });
    const credit = await screen.findByText(/This site incorporates information from the/);
    expect(credit).toHaveTextContent(
      'U.S. Department of Labor, Employment and Training Administration (USDOL/ETA). Used under the CC BY 4.0 license. O*NET® is a trademark of USDOL/ETA.',
    );
    expect(within(credit).getByRole('link', { name: 'CC BY 4.0' })).toHaveAttribute(
      'href',
      'https://creativecommons.org/licenses/by/4.0/',
    );
    // The worked example is the nurse's real data, and internal links use the route table.
    expect(screen.getByText(/the code is/)).toHaveTextContent('S 6, C 5, I 5, R 3, E 2, A 1, and the code is SCI');
    expect(screen.getByRole('link', { name: 'subject match' })).toHaveAttribute(
      'href',
      '/en/about-us/methodology/subject-job-match',
    );
  });

  it('says how few guides show pay, on the salary page', async () => {
    renderIntl(<MethodologyPage />, { locale: 'ms', messages, path: '/ms/tentang-kami/metodologi/gaji' });
    expect(await screen.findByText(/panduan kerjaya kami memaparkan gaji/)).toHaveTextContent('23 daripada 160');
  });

  it('shows an error with a retry when the page text cannot load, and recovers', async () => {
    const load = jest.mocked(loadMethodologyText);
    load.mockClear();
    load.mockImplementationOnce(() => Promise.reject(new Error('ChunkLoadError')));
    renderIntl(<MethodologyPage />, { locale: 'en', messages, path: '/en/about-us/methodology/salary' });
    expect(await screen.findByRole('alert')).toHaveTextContent('This page could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'How we show pay' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('has no axe violations', async () => {
    const { container } = renderIntl(<MethodologyPage />, {
      locale: 'en',
      messages,
      path: '/en/about-us/methodology/career-quiz',
    });
    await screen.findByRole('heading', { level: 1 });
    expect(await axeViolations(container)).toEqual([]);
  });
});
