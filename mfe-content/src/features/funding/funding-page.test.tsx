/** @jest-environment ../shared-kit/test/msw-environment.cjs */
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FundingItem } from 'api/contract';
import { on } from 'shared-kit';
import { RemoteRoutes } from 'shared-kit/router';
import { axeViolations, renderIntl } from 'shared-kit/testing';
import en from '../../i18n/en.json';
import ms from '../../i18n/ms.json';
import { api, http, HttpResponse, server, startApiServer } from 'shared-kit/testing/network';
import { FundingHeading } from './funding-heading';
import { FundingPage } from './funding-page';
import { SCHEMES, scheme } from './funding.fixture';

const messages = { en, ms };
const PAGES = { funding: FundingPage };

startApiServer();
// The machine running the suites may be busy: give lazy chunks and the network time.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

const INDUSTRIES = [
  { id: 'engineering', name: 'Engineering', name_bm: 'Kejuruteraan', job_count: 3 },
  { id: 'ict', name: 'ICT and Digital', name_bm: 'ICT dan Digital', job_count: 2 },
  { id: 'law', name: 'Law', name_bm: 'Undang-undang', job_count: 1 },
];

/** The API answers the funding list with each answer in turn (the last repeats); returns the requests' page sizes. */
function serveFunding(...answers: (FundingItem[] | (() => Response))[]) {
  const asked: string[] = [];
  server.use(
    http.get(api('/funding'), ({ request }) => {
      asked.push(new URL(request.url).search);
      const answer = answers[Math.min(asked.length - 1, answers.length - 1)]!;
      if (typeof answer === 'function') return answer();
      return HttpResponse.json({ data: answer, page: 1, page_size: 100, total: answer.length });
    }),
    http.get(api('/industries'), () => HttpResponse.json({ data: INDUSTRIES })),
  );
  return asked;
}

const failure = (status: number) => () =>
  HttpResponse.json({ error: { code: 'X', message: 'x', messageKey: 'errors.x' } }, { status });

/** The page as the app shows it: its heading, then the search under the remote's router (filters in search params). */
function open(path: string) {
  return renderIntl(
    <>
      <FundingHeading />
      <RemoteRoutes remote="mfe-content" pages={PAGES} />
    </>,
    {
      locale: path.startsWith('/ms') ? 'ms' : 'en',
      messages,
      path,
    },
  );
}

const results = (name: string) => within(screen.getByRole('region', { name }));
const cardNames = (name: string) =>
  results(name)
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

describe('FundingPage', () => {
  it('lists every scheme with provider, cover, who can apply, deadline, official link and last check (en)', async () => {
    const asked = serveFunding(SCHEMES);
    open('/en/funding-search');
    expect(await screen.findByRole('heading', { level: 1, name: 'Funding search' })).toBeInTheDocument();
    expect(await screen.findByText('6 schemes in our list. Use the filters to narrow it down.')).toBeInTheDocument();
    expect(asked).toEqual(['?page=1&page_size=100']);
    // Decision 235: the page says why a well-known scheme may be missing.
    expect(screen.getByText(/We list a scheme only after we have read its own official page/)).toBeInTheDocument();
    expect(document.title).toBe('Funding search · Laluan Kerjaya');

    const card = screen.getByRole('article', { name: 'B40 study grant' });
    expect(within(card).getByText('Grant')).toBeInTheDocument();
    expect(within(card).getByText('Provider b40-grant')).toBeInTheDocument();
    expect(within(card).getByText('Fees for b40-grant.')).toBeInTheDocument();
    expect(within(card).getByText('Household income limit: RM4,000 a month')).toBeInTheDocument();
    expect(within(card).getByText('Study levels: Certificate or TVET and Diploma')).toBeInTheDocument();
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Citizenship: Malaysian',
      'Study levels: Certificate or TVET and Diploma',
      'Household income limit: RM4,000 a month',
      'Results needed: SPM: 5 credits',
    ]);
    expect(within(card).getByText('Open now')).toBeInTheDocument();
    expect(within(card).getByText('Closes 15 January 2099')).toBeInTheDocument();
    expect(within(card).getByText('Last checked by us: 22 November 2026')).toBeInTheDocument();
    const link = within(card).getByRole('link', { name: /Official page of B40 study grant/ });
    expect(link).toHaveAttribute('href', 'https://example.gov.my/b40-grant');
    expect(link).toHaveAttribute('target', '_blank');

    const selangor = screen.getByRole('article', { name: 'Selangor study loan' });
    expect(within(selangor).getByText('Only for people from Selangor')).toBeInTheDocument();
    expect(within(selangor).getByText('Opens twice a year.')).toBeInTheDocument(); // the window as the content says it
    const ptptn = screen.getByRole('article', { name: 'PTPTN education loan' });
    expect(within(ptptn).getByText('Dates not stated: check the provider’s page.')).toBeInTheDocument();
  });

  it('puts every filter in the URL, and Back restores the previous filters', async () => {
    const user = userEvent.setup();
    serveFunding(SCHEMES);
    open('/en/funding-search');
    await screen.findByText(/6 schemes in our list/);

    await user.selectOptions(screen.getByLabelText('Type'), 'Study loan');
    await waitFor(() => expect(window.location.search).toBe('?type=loan'));
    expect(await screen.findByText('2 schemes match your filters.')).toBeInTheDocument();
    expect(cardNames('Matches')).toEqual(['PTPTN education loan', 'Selangor study loan']);

    await user.selectOptions(screen.getByLabelText('Your state'), 'Sabah');
    await waitFor(() => expect(window.location.search).toBe('?type=loan&state=sabah'));
    expect(cardNames('Matches')).toEqual(['PTPTN education loan']);

    await user.selectOptions(screen.getByLabelText('Sort by'), 'Name (A–Z)');
    await waitFor(() => expect(window.location.search).toBe('?type=loan&state=sabah&sort=name'));

    act(() => window.history.back());
    await waitFor(() => expect(window.location.search).toBe('?type=loan&state=sabah'));
    act(() => window.history.back());
    await waitFor(() => expect(window.location.search).toBe('?type=loan'));
    expect(await screen.findByText('2 schemes match your filters.')).toBeInTheDocument();
    expect(screen.getByLabelText('Your state')).toHaveValue('');
    expect(screen.getByLabelText('Type')).toHaveValue('loan');

    await user.type(screen.getByLabelText('Search by name, provider or keyword'), 'sara hidup{Enter}');
    await waitFor(() => expect(window.location.search).toBe('?q=sara+hidup&type=loan'));
    expect(cardNames('Matches')).toEqual(['PTPTN education loan']);

    await user.click(screen.getByRole('button', { name: 'Clear all filters' }));
    await waitFor(() => expect(window.location.search).toBe(''));
    expect(screen.getByLabelText('Search by name, provider or keyword')).toHaveValue('');
  });

  it('opens a shared link with its filters, in Malay, and lists schemes that do not say apart', async () => {
    serveFunding(SCHEMES);
    open('/ms/funding-search?level=diploma&income=below-4000&field=law');
    expect(await screen.findByRole('heading', { level: 1, name: 'Carian pembiayaan' })).toBeInTheDocument();
    expect(await screen.findByText(/Tiada skim yang sepadan dengan penapis anda\./)).toBeInTheDocument();
    expect(screen.getByText(/3 lagi mungkin sesuai/)).toBeInTheDocument();
    expect(
      screen.getByText(/Kami hanya menyenaraikan skim selepas membaca laman rasminya sendiri/),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Peringkat pengajian')).toHaveValue('diploma');
    expect(screen.getByLabelText('Pendapatan isi rumah (sebulan)')).toHaveValue('below-4000');
    expect(screen.getByLabelText('Bidang pengajian')).toHaveValue('law');
    // Study level first (after SPM, then degree, then not stated), as the default sort.
    expect(cardNames('Mungkin sesuai — semak dengan penyedia')).toEqual([
      'Bantuan pengajian B40',
      'Pinjaman pendidikan PTPTN',
      'Biasiswa sijil profesional',
    ]);
    const grant = screen.getByRole('article', { name: 'Bantuan pengajian B40' });
    expect(within(grant).getByText('Tidak menyatakan: bidang pengajian')).toBeInTheDocument();
    expect(within(grant).getByText('Kewarganegaraan: Warganegara Malaysia')).toBeInTheDocument();
    // A fact the content gives in English only is marked as English on the Malay page.
    expect(within(grant).getByText('SPM: 5 credits')).toHaveAttribute('lang', 'en');
    expect(within(grant).getByText('Tutup pada 15 Januari 2099')).toBeInTheDocument();
    expect(within(grant).getByText('Dibuka sekarang')).toBeInTheDocument();
    expect(within(grant).getByText('Kali terakhir kami semak: 22 November 2026')).toBeInTheDocument();
    const ptptn = screen.getByRole('article', { name: 'Pinjaman pendidikan PTPTN' });
    expect(within(ptptn).getByText('Tidak menyatakan: pendapatan isi rumah')).toBeInTheDocument(); // "any field" is stated
    const professional = screen.getByRole('article', { name: 'Biasiswa sijil profesional' });
    expect(
      within(professional).getByText(
        'Tidak menyatakan: peringkat pengajian, bidang pengajian dan pendapatan isi rumah',
      ),
    ).toBeInTheDocument();
    expect(
      within(ptptn).getByText('Yuran dan kos sara hidup, dibayar balik selepas tamat belajar.'),
    ).toBeInTheDocument();
  });

  const sorts = () =>
    within(screen.getByLabelText('Sort by'))
      .getAllByRole('option')
      .map((o) => o.textContent);

  it('offers "Applications" and "Soonest deadline" when some scheme has round dates', async () => {
    serveFunding(SCHEMES);
    open('/en/funding-search');
    await screen.findByText(/6 schemes in our list/);
    expect(screen.getByLabelText('Applications')).toBeInTheDocument();
    expect(sorts()).toEqual(['Study level: after SPM first', 'Soonest deadline', 'Name (A–Z)']);
  });

  it('offers neither when no scheme has round dates, and ignores them in a link', async () => {
    // The filter could match nothing, so it is not there, and a link's status is ignored.
    serveFunding(SCHEMES.map((s) => ({ ...s, opens_on: null, closes_on: null })));
    open('/en/funding-search?status=open&sort=deadline');
    expect(await screen.findByText(/6 schemes in our list/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Applications')).not.toBeInTheDocument();
    expect(sorts()).toEqual(['Study level: after SPM first', 'Name (A–Z)']);
    expect(screen.getByLabelText('Sort by')).toHaveValue('level');
    expect(screen.queryByRole('button', { name: 'Clear all filters' })).not.toBeInTheDocument();
  });

  it('shows a scheme open to every income under any income filter, with its stated condition', async () => {
    const open_to_all = scheme('ptptn-any', {
      name: 'PTPTN education loan',
      type: 'loan',
      levels: ['diploma', 'degree'],
      eligibility: {
        citizenship: 'Malaysian',
        min_results: null,
        income_limit: 'any',
        bumiputera_only: false,
        other: null,
        income_condition: { en: 'No income limit; the share depends on income.', ms: 'Tiada had pendapatan.' },
      },
    });
    serveFunding([open_to_all]);
    open('/en/funding-search?income=below-4000');
    expect(await screen.findByText('1 scheme matches your filters.')).toBeInTheDocument();
    const card = within(results('Matches').getByRole('article', { name: 'PTPTN education loan' }));
    expect(card.getByText('Household income: any — No income limit; the share depends on income.')).toBeInTheDocument();
    expect(card.queryByText(/Does not state/)).not.toBeInTheDocument();
  });

  it.each([
    [
      'en',
      '/en/funding-search?income=4000-7000',
      'Household income limit: RM4,000 a month',
      'Check its income condition below against your household’s income.',
      'RM4,000–7,000',
      'Also look at',
      'Form 6 (STPM)',
    ],
    [
      'ms',
      '/ms/funding-search?income=4000-7000',
      'Had pendapatan isi rumah: RM4,000 sebulan',
      'Semak syarat pendapatannya di bawah dengan pendapatan isi rumah anda.',
      'RM4,000–7,000',
      'Lihat juga',
      'Tingkatan 6 (STPM)',
    ],
  ])(
    'matches the household band against each scheme’s own ceiling, and lists routes we cannot link yet (%s)',
    async (_locale, path, limit4000, check, band, also, form6) => {
      const ceiling = (id: string, name: string, monthly_max: number) =>
        scheme(id, {
          name,
          name_bm: name,
          eligibility: { ...SCHEMES[0]!.eligibility, income_limit: { monthly_max, per: 'household' } },
        });
      serveFunding([ceiling('under-4000', 'Grant A', 4000), ceiling('under-5000', 'Grant B', 5000)]);
      const { container } = open(path);
      // RM4,000 or less: not for a family on RM4,000–7,000; RM5,000: inside the band, so "check".
      const card = within(await screen.findByRole('article', { name: 'Grant B' }));
      expect(screen.queryByRole('article', { name: 'Grant A' })).not.toBeInTheDocument();
      expect(card.getByText(check)).toBeInTheDocument();
      expect(card.getByText(limit4000.replace('4,000', '5,000'))).toBeInTheDocument();
      expect(screen.getByRole('option', { name: band, selected: true })).toBeInTheDocument();
      expect(screen.queryByRole('option', { name: /B40|M40|T20/ })).not.toBeInTheDocument();
      const section = within(screen.getByRole('region', { name: also }));
      expect(section.getByText(form6)).toBeInTheDocument();
      expect(section.queryAllByRole('link')).toEqual([]); // no link we have not read
      expect(await axeViolations(container)).toEqual([]);
    },
  );

  it('an old link’s “below RM7,000 (B40)” spans two bands: dropped, and the page says so', async () => {
    serveFunding(SCHEMES);
    open('/en/funding-search?income=B40');
    expect(await screen.findByText(/6 schemes in our list/)).toBeInTheDocument();
    expect(screen.getByText(/Your link asked for “below RM7,000”/)).toBeInTheDocument();
    expect(screen.getByLabelText('Household income (a month)')).toHaveValue('');
  });

  describe('when no scheme matches every filter, it says which one to remove, and removes it', () => {
    const diploma = (id: string, name: string, name_bm: string, state: string) =>
      scheme(id, {
        name,
        name_bm,
        levels: ['diploma'],
        fields: ['any'],
        states: [state] as never,
        eligibility: {
          ...SCHEMES[0]!.eligibility,
          income_limit: { monthly_max: 4000, per: 'household' },
          income_condition: null,
        },
      });
    const ITEMS = [
      diploma('johor', 'Johor loan', 'Pinjaman Johor', 'johor'),
      diploma('selangor', 'Selangor grant', 'Bantuan Selangor', 'selangor'),
      diploma('penang', 'Penang grant', 'Bantuan Pulau Pinang', 'penang'),
    ];
    const FOUR = '?level=diploma&field=engineering&income=below-4000&state=kelantan';

    it.each([
      [
        'en',
        `/en/funding-search${FOUR}`,
        'No scheme matches all four filters.',
        'Removing “State: Kelantan” gives 3 matches.',
        'Remove “State: Kelantan”',
        '3 schemes match your filters.',
      ],
      [
        'ms',
        `/ms/funding-search${FOUR}`,
        'Tiada skim yang memenuhi keempat-empat penapis.',
        'Jika “Negeri: Kelantan” dibuang, 3 skim sepadan.',
        'Buang “Negeri: Kelantan”',
        '3 skim sepadan dengan penapis anda.',
      ],
    ])('%s', async (_locale, path, none, gives, button, after) => {
      const user = userEvent.setup();
      serveFunding(ITEMS);
      const { container } = open(path);
      expect(await screen.findByText(none)).toBeInTheDocument();
      expect(screen.getByText(gives)).toBeInTheDocument();
      expect(await axeViolations(container)).toEqual([]);
      await user.click(screen.getByRole('button', { name: button }));
      await waitFor(() => expect(window.location.search).toBe('?level=diploma&field=engineering&income=below-4000'));
      const count = await screen.findByText(after);
      expect(count).toHaveFocus();
      expect(screen.queryByRole('button', { name: button })).not.toBeInTheDocument();
    });

    it('says "both filters" with two, and keeps the search word when the state is the one to remove', async () => {
      const user = userEvent.setup();
      serveFunding(ITEMS);
      open('/en/funding-search?q=johor&state=kelantan');
      expect(await screen.findByText('Removing “State: Kelantan” gives 1 match.')).toBeInTheDocument();
      expect(screen.getByText('No scheme matches both filters.')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Remove “State: Kelantan”' }));
      await waitFor(() => expect(window.location.search).toBe('?q=johor'));
      expect(await screen.findByText('1 scheme matches your filters.')).toBeInTheDocument();
    });
  });

  it('says when nothing matches', async () => {
    serveFunding(SCHEMES);
    open('/en/funding-search?q=zzzz');
    expect(await screen.findByText('No scheme matches these filters.')).toBeInTheDocument();
    expect(screen.getByText('Try fewer filters, or a shorter search word.')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('says when the list failed to load, and loads it on Try again, with no 504 page', async () => {
    const user = userEvent.setup();
    serveFunding(failure(500), failure(500), SCHEMES);
    const busy: number[] = [];
    on('app:server-busy', (p) => busy.push(p.status));
    open('/ms/funding-search');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Senarai pembiayaan tidak dapat dimuatkan buat masa ini.');
    await user.click(within(alert).getByRole('button', { name: 'Cuba lagi' }));
    expect(await screen.findByText(/6 skim dalam senarai kami/)).toBeInTheDocument();
    expect(busy).toEqual([]);
  });

  it('shows the 504 page when the server is busy (the page’s own data)', async () => {
    serveFunding(failure(503));
    const busy: number[] = [];
    on('app:server-busy', (p) => busy.push(p.status));
    open('/en/funding-search');
    await waitFor(() => expect(busy).toEqual([503]));
  });

  it.each(['/en/funding-search?level=degree&income=below-4000', '/ms/funding-search?q=zzzz'])(
    'has no accessibility violations (%s)',
    async (path) => {
      serveFunding(SCHEMES);
      const { container } = open(path);
      await screen.findByRole('status');
      expect(await axeViolations(container)).toEqual([]);
    },
  );
});
