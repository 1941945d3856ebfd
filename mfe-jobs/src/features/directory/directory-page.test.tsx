import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations, renderIntl } from 'shared-kit/testing';
import en from '../../i18n/en.json';
import ms from '../../i18n/ms.json';
import type { JobListItem } from 'api/contract';
import type { DirectoryGroup } from 'api/contract';
import { getDirectory } from './api/get-directory';
import { DirectoryPage } from './directory-page';

jest.mock('./api/get-directory', () => ({ getDirectory: jest.fn() }));

const directory = jest.mocked(getDirectory);
const messages = { en, ms };

function job(
  id: number,
  industry: string,
  name: string,
  name_bm: string,
  slug: string,
  slug_bm: string,
  bm: JobListItem['bm_data_status'] = 'complete',
): JobListItem {
  return {
    id,
    name,
    name_bm,
    industry,
    slug,
    slug_bm,
    en_data_status: 'complete',
    bm_data_status: bm,
    search_name: name.toLowerCase(),
    search_name_bm: name_bm.toLowerCase(),
  };
}

const GROUPS: DirectoryGroup[] = [
  {
    id: 'health',
    name: 'Health',
    name_bm: 'Kesihatan',
    jobs: [
      job(1, 'health', 'Nurse', 'Jururawat', 'nurse', 'jururawat'),
      job(2, 'health', 'Pharmacist', 'Ahli farmasi', 'pharmacist', 'ahli-farmasi', 'coming_soon'),
    ],
  },
  {
    id: 'ict',
    name: 'ICT',
    name_bm: 'ICT',
    jobs: [job(3, 'ict', 'Software developer', 'Pembangun perisian', 'software-developer', 'pembangun-perisian')],
  },
];

beforeEach(() => {
  directory.mockReset();
});

describe('DirectoryPage', () => {
  it('groups jobs by industry with counts and English paths', async () => {
    directory.mockResolvedValue(GROUPS);
    renderIntl(<DirectoryPage />, { locale: 'en', messages, path: '/en/directory/all-jobs' });
    expect(screen.getByRole('heading', { level: 1, name: 'All jobs' })).toBeInTheDocument();
    expect(await screen.findByText(/^3 jobs in 2 industries\./)).toBeInTheDocument();
    expect(directory).toHaveBeenCalledWith('en', expect.any(AbortSignal));
    expect(document.title).toBe('All jobs · Laluan Kerjaya');

    const jump = screen.getByRole('navigation', { name: 'Jump to an industry' });
    expect(
      within(jump)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Health', '#industry-health'],
      ['ICT', '#industry-ict'],
    ]);

    const health = screen.getByRole('region', { name: 'Health' });
    expect(health).toHaveAttribute('id', 'industry-health');
    expect(within(health).getAllByRole('listitem')).toHaveLength(2);
    expect(within(health).getByRole('link', { name: 'Nurse' })).toHaveAttribute('href', '/en/jobs/nurse');
    expect(within(health).getByRole('link', { name: 'Pharmacist' })).toHaveAttribute('href', '/en/jobs/pharmacist');
    expect(within(health).queryByText(/coming soon/)).not.toBeInTheDocument();
    const ict = screen.getByRole('region', { name: 'ICT' });
    expect(within(ict).getByRole('link', { name: 'Software developer' })).toHaveAttribute(
      'href',
      '/en/jobs/software-developer',
    );
  });

  it('shows Malay names, Malay slugs and the Malay coming-soon note', async () => {
    directory.mockResolvedValue(GROUPS);
    renderIntl(<DirectoryPage />, { locale: 'ms', messages, path: '/ms/direktori/semua-pekerjaan' });
    expect(screen.getByRole('heading', { level: 1, name: 'Semua pekerjaan' })).toBeInTheDocument();
    expect(await screen.findByText(/^3 pekerjaan dalam 2 industri\./)).toBeInTheDocument();
    expect(directory).toHaveBeenCalledWith('ms', expect.any(AbortSignal));
    expect(document.title).toBe('Semua pekerjaan · Laluan Kerjaya');
    const health = screen.getByRole('region', { name: 'Kesihatan' });
    expect(within(health).getByRole('link', { name: 'Jururawat' })).toHaveAttribute('href', '/ms/pekerjaan/jururawat');
    expect(within(health).getByRole('link', { name: 'Ahli farmasi' })).toHaveAttribute(
      'href',
      '/ms/pekerjaan/ahli-farmasi',
    );
    expect(within(health).getByText(/akan datang/)).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Pergi terus ke industri' })).toBeInTheDocument();
  });

  it('uses the singular for one job in one industry', async () => {
    directory.mockResolvedValue([GROUPS[1]!]);
    renderIntl(<DirectoryPage />, { locale: 'en', messages });
    expect(await screen.findByText(/^1 job in 1 industry\./)).toBeInTheDocument();
  });

  it('shows a loading state first', () => {
    directory.mockReturnValue(new Promise(() => undefined));
    renderIntl(<DirectoryPage />, { locale: 'ms', messages });
    expect(screen.getByRole('status')).toHaveTextContent('Sedang dimuatkan…');
  });

  it('says when the list failed to load and tries again on request', async () => {
    directory.mockRejectedValueOnce(new Error('Network Error')).mockResolvedValueOnce(GROUPS);
    renderIntl(<DirectoryPage />, { locale: 'en', messages });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load the jobs right now.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Nurse' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(directory).toHaveBeenCalledTimes(2);
  });

  it('says so in Malay when the list failed to load', async () => {
    directory.mockRejectedValue(new Error('Network Error'));
    renderIntl(<DirectoryPage />, { locale: 'ms', messages });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Senarai pekerjaan tidak dapat dimuatkan buat masa ini.');
    expect(within(alert).getByRole('button', { name: 'Cuba lagi' })).toBeInTheDocument();
  });

  it.each(['en', 'ms'] as const)('has no accessibility violations, loaded and failed (%s)', async (locale) => {
    directory.mockResolvedValueOnce(GROUPS).mockRejectedValueOnce(new Error('x'));
    const first = renderIntl(<DirectoryPage />, { locale, messages });
    await screen.findAllByRole('region');
    expect(await axeViolations(first.container)).toEqual([]);
    first.unmount();
    const second = renderIntl(<DirectoryPage />, { locale, messages });
    await screen.findByRole('alert');
    expect(await axeViolations(second.container)).toEqual([]);
  });
});
