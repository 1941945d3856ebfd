import { screen, within } from '@testing-library/react';
import { axeViolations, renderIntl } from 'shared-kit/testing';
import en from '../../i18n/en.json';
import ms from '../../i18n/ms.json';
import { AboutPage } from './about-page';

const messages = { en, ms };

describe('AboutPage', () => {
  it('says what the site is for, for whom, and how, in English', () => {
    renderIntl(<AboutPage />, { locale: 'en', messages, path: '/en/about-us' });
    expect(document.title).toBe('About us · Laluan Kerjaya');
    expect(screen.getByRole('heading', { level: 1, name: 'About us' })).toBeInTheDocument();
    expect(screen.getByText(/helps Malaysian students/)).toHaveTextContent('Parents and teachers can use it too');
    const facts = screen.getByRole('region', { name: 'What to expect' });
    expect(within(facts).getByText(/^It is free\./)).toBeInTheDocument();
    expect(within(facts).getByText(/English and Bahasa Melayu/)).toBeInTheDocument();
    expect(within(facts).getByText(/Holland’s RIASEC model of six interest types/)).toBeInTheDocument();
    expect(within(facts).getByText(/show their source and year/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get in touch' })).toHaveAttribute('href', '/en/contact-us');
  });

  it('has the section the drawer links to (#methodologies), and no placeholder Team or Friends section', () => {
    renderIntl(<AboutPage />, { locale: 'en', messages, path: '/en/about-us' });
    expect(screen.getByRole('region', { name: 'Methodologies' })).toHaveAttribute('id', 'methodologies');
    expect(screen.queryByRole('region', { name: 'Team' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Friends' })).not.toBeInTheDocument();
    expect(document.getElementById('team')).toBeNull();
    expect(document.getElementById('friends')).toBeNull();
    expect(screen.queryByText(/will be listed here/)).not.toBeInTheDocument();
  });

  it('links to the six methodology pages, each with one sentence', () => {
    renderIntl(<AboutPage />, { locale: 'en', messages, path: '/en/about-us' });
    const methods = screen.getByRole('region', { name: 'Methodologies' });
    expect(
      within(within(methods).getByRole('list'))
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Career quiz', '/en/about-us/methodology/career-quiz'],
      ['Career quiz and IMK', '/en/about-us/methodology/career-quiz-vs-imk'],
      ['Job guides', '/en/about-us/methodology/job-guide'],
      ['Jobs and their interest types', '/en/about-us/methodology/job'],
      ['Salary', '/en/about-us/methodology/salary'],
      ['Subject match', '/en/about-us/methodology/subject-job-match'],
    ]);
    expect(
      within(methods).getByText(
        /are O\*NET’s interest ratings for the nearest O\*NET occupation, rounded to whole numbers/,
      ),
    ).toBeInTheDocument();
    // O*NET's CC BY 4.0 attribution, with links to the database and the licence
    const attribution = within(methods).getByText(/This site incorporates information from the/);
    expect(attribution).toHaveTextContent('Used under the CC BY 4.0 license. O*NET® is a trademark of USDOL/ETA.');
    expect(within(attribution).getByRole('link', { name: 'O*NET Database' })).toHaveAttribute(
      'href',
      'https://www.onetcenter.org/database.html',
    );
    expect(
      within(methods).getByText(/indicative monthly amounts in RM, each shown with its published source and year/),
    ).toBeInTheDocument();
    expect(within(methods).getByText(/each essential subject you did not pick halves its score/)).toBeInTheDocument();
  });

  it('shows Malay text and Malay paths in Malay', () => {
    renderIntl(<AboutPage />, { locale: 'ms', messages, path: '/ms/tentang-kami' });
    expect(document.title).toBe('Tentang kami · Laluan Kerjaya');
    expect(screen.getByRole('heading', { level: 1, name: 'Tentang kami' })).toBeInTheDocument();
    expect(screen.getByText(/membantu pelajar Malaysia/)).toBeInTheDocument();
    expect(screen.getByText(/model RIASEC Holland/)).toBeInTheDocument();
    const methods = screen.getByRole('region', { name: 'Metodologi' });
    expect(methods).toHaveAttribute('id', 'methodologies');
    expect(
      within(within(methods).getByRole('list'))
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Kuiz kerjaya', '/ms/tentang-kami/metodologi/kuiz-kerjaya'],
      ['Kuiz kerjaya dan IMK', '/ms/tentang-kami/metodologi/kuiz-kerjaya-vs-imk'],
      ['Panduan kerjaya', '/ms/tentang-kami/metodologi/panduan-kerjaya'],
      ['Pekerjaan dan jenis minatnya', '/ms/tentang-kami/metodologi/pekerjaan'],
      ['Gaji', '/ms/tentang-kami/metodologi/gaji'],
      ['Padanan subjek', '/ms/tentang-kami/metodologi/padanan-subjek-kerjaya'],
    ]);
    expect(screen.queryByRole('region', { name: 'Pasukan' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Rakan' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Hubungi kami' })).toHaveAttribute('href', '/ms/hubungi-kami');
  });

  it('scrolls to the section named in the address when it opens', () => {
    const scrolled: Element[] = [];
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    try {
      renderIntl(<AboutPage />, { locale: 'en', messages, path: '/en/about-us#methodologies' });
      expect(scrolled).toEqual([screen.getByRole('region', { name: 'Methodologies' })]);
    } finally {
      Element.prototype.scrollIntoView = original;
    }
  });

  it.each(['en', 'ms'] as const)('has no accessibility violations (%s)', async (locale) => {
    const { container } = renderIntl(<AboutPage />, { locale, messages });
    expect(await axeViolations(container)).toEqual([]);
  });
});
