/** @jest-environment ../shared-kit/test/msw-environment.cjs */
import { screen, within } from '@testing-library/react';
import type { JobDetail } from 'api/contract';
import { buildPath } from 'shared-kit';
import { RemoteRoutes } from 'shared-kit/router';
import { axeViolations, renderIntl } from 'shared-kit/testing';
import en from '../../i18n/en.json';
import ms from '../../i18n/ms.json';
import { api, http, HttpResponse, server, startApiServer } from 'shared-kit/testing/network';
import { alsoCalled, hasDetails } from './details/has-details';
import { JOB } from './job.fixture';
import { JOB_GUIDE_PAGES } from './routed-guide';
import type { Section } from './sections';

startApiServer();

const src = (path: string, year: number | null = 2024) => ({
  name: `Test source ${path}`,
  year,
  url: `https://example.org/${path}`,
});

/** A guide with every detail of decision 220 (test data, not real facts). */
const DETAILED: JobDetail = {
  ...JOB,
  synonyms: ['staff nurse', 'registered nurse', 'Nurse'],
  synonyms_bm: ['misi', 'staff nurse', 'jururawat terlatih'],
  pathway: {
    ...JOB.pathway!,
    routes: [
      {
        ...JOB.pathway!.routes[0]!,
        min_entry: { text: { en: 'Five SPM credits.', ms: 'Lima kepujian SPM.' }, source: src('entry') },
      },
    ],
  },
  work_pattern: {
    hours: { en: 'Rotating shifts.', ms: 'Syif bergilir.' },
    pattern: ['shifts', 'weekends'],
    source: src('hours', null),
  },
  tools: { en: ['Infusion pump'], ms: ['Pam infusi'], source: src('tools') },
  requirements: [
    { kind: 'medical', text: { en: 'A medical check.', ms: 'Pemeriksaan kesihatan.' }, source: src('medical') },
  ],
  professional_bodies: [
    {
      name: 'Nursing Board Malaysia',
      name_bm: 'Lembaga Jururawat Malaysia',
      url: 'https://example.org/board',
      role: { en: 'Registers nurses.', ms: 'Mendaftar jururawat.' },
    },
  ],
  demand: {
    list: 'Test Occupations List',
    edition: '2018/2019',
    in_list: true,
    listed_as: 'Nursing professionals',
    source: src('list', 2019),
  },
};

function show(section: Section | null, locale: 'en' | 'ms', job: JobDetail) {
  server.use(http.get(api('/jobs/:slug'), () => HttpResponse.json({ data: job })));
  const slug = locale === 'ms' ? 'jururawat' : 'nurse';
  const path = section
    ? buildPath('jobs.section', locale, { slug, section })
    : buildPath('jobs.detail', locale, { slug });
  return renderIntl(<RemoteRoutes remote="mfe-jobs" pages={JOB_GUIDE_PAGES} />, {
    locale,
    messages: { en, ms },
    path,
  });
}

describe('job guide details (decision 220)', () => {
  it('overview: other titles, the critical-occupation listing with its source, hours and tools', async () => {
    show(null, 'en', DETAILED);
    expect(await screen.findByText('staff nurse, registered nurse')).toBeInTheDocument();
    expect(screen.getByText('Also called:')).toBeInTheDocument();

    const demand = screen.getByRole('region', { name: 'In demand' });
    expect(demand).toHaveTextContent(
      'Listed as “Nursing professionals” in the Test Occupations List 2018/2019: jobs employers found hard to fill that year.',
    );
    const link = within(demand).getByRole('link', { name: 'Source: Test source list (2019) (opens in a new tab)' });
    expect(link).toHaveAttribute('href', 'https://example.org/list');
    expect(link).toHaveAttribute('target', '_blank');

    expect(screen.getByRole('heading', { level: 3, name: 'Hours and work pattern' })).toBeInTheDocument();
    expect(screen.getByText('Rotating shifts.')).toBeInTheDocument();
    expect(screen.getByText('Shift work')).toBeInTheDocument();
    expect(screen.getByText('Weekends')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Source: Test source hours (opens in a new tab)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Tools and technology' })).toBeInTheDocument();
    expect(screen.getByText('Infusion pump')).toBeInTheDocument();
  });

  it('education pathway in Malay: minimum results per route, requirements, professional bodies', async () => {
    show('education-pathway', 'ms', DETAILED);
    expect(await screen.findByRole('heading', { level: 3, name: 'Kelayakan masuk minimum' })).toBeInTheDocument();
    expect(screen.getByText('Lima kepujian SPM.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Syarat dan sekatan' })).toBeInTheDocument();
    expect(screen.getAllByRole('term').map((t) => t.textContent)).toEqual(['Diploma', 'Kesihatan']);
    expect(screen.getByText('Pemeriksaan kesihatan.')).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Sumber: Test source medical (2024) (dibuka dalam tab baharu)' }),
    ).toHaveAttribute('href', 'https://example.org/medical');
    expect(screen.getByRole('heading', { level: 3, name: 'Badan profesional dan pengawal selia' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Lembaga Jururawat Malaysia (dibuka dalam tab baharu)' })).toHaveAttribute(
      'href',
      'https://example.org/board',
    );
    expect(screen.getByText('Mendaftar jururawat.')).toBeInTheDocument();
    expect(screen.queryByText('Registers nurses.')).not.toBeInTheDocument();
  });

  it('a guide without details shows no empty headings', async () => {
    show('education-pathway', 'en', JOB);
    expect(await screen.findByRole('heading', { level: 3, name: 'Routes after SPM' })).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 50));
    for (const name of [
      'Minimum entry results',
      'Requirements and restrictions',
      'Professional bodies and regulators',
    ]) {
      expect(screen.queryByRole('heading', { name })).not.toBeInTheDocument();
    }
    expect(screen.queryByText(/Also called/)).not.toBeInTheDocument();
  });

  it('"also called" leaves out the job\'s own name, repeats and, on a Malay page, English names', () => {
    expect(alsoCalled(DETAILED, 'en')).toEqual(['staff nurse', 'registered nurse']);
    expect(alsoCalled(DETAILED, 'ms')).toEqual(['misi', 'jururawat terlatih']);
    expect(hasDetails(JOB, 'overview', 'en')).toBe(false);
    expect(hasDetails(JOB, 'knowledge', 'en')).toBe(false);
    expect(hasDetails(JOB, 'pathway', 'en')).toBe(false);
    expect(hasDetails(DETAILED, 'pathway', 'ms')).toBe(true);
  });

  it.each([
    ['en', null],
    ['ms', 'education-pathway'],
  ] as const)('has no accessibility violations with every detail shown (%s, %s)', async (locale, section) => {
    const { container } = show(section, locale, DETAILED);
    await screen.findByText(locale === 'en' ? 'Infusion pump' : 'Lima kepujian SPM.');
    expect(await axeViolations(container)).toEqual([]);
  });
});
