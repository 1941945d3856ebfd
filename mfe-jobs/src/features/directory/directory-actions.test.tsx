/** @jest-environment ../shared-kit/test/msw-environment.cjs */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DirectoryGroup } from 'api/contract';
import { getLocal, on, removeCookie, setCookie, type Locale } from 'shared-kit';
import { axeViolations, renderIntl } from 'shared-kit/testing';
import en from '../../i18n/en.json';
import ms from '../../i18n/ms.json';
import { api, http, HttpResponse, server, startApiServer } from 'shared-kit/testing/network';
import { DirectoryPage } from './directory-page';

startApiServer();
beforeEach(() => {
  window.localStorage.clear();
  removeCookie('readJobGuidesList');
  removeCookie('authorization_token');
});

const item = (id: number, name: string, name_bm: string, slug: string): DirectoryGroup['jobs'][number] => ({
  id,
  name,
  name_bm,
  industry: 'health',
  slug,
  slug_bm: `${slug}-bm`,
  en_data_status: 'complete',
  bm_data_status: 'complete',
  tvet: false,
  search_name: name.toLowerCase(),
  search_name_bm: name_bm.toLowerCase(),
});
const GROUPS: DirectoryGroup[] = [
  {
    id: 'health',
    name: 'Health',
    name_bm: 'Kesihatan',
    count: 4,
    tvet_count: 0,
    jobs: [
      item(1, 'Nurse', 'Jururawat', 'nurse'),
      item(2, 'Pharmacist', 'Ahli farmasi', 'pharmacist'),
      item(3, 'Dietitian', 'Pakar diet', 'dietitian'),
      item(4, 'Physiotherapist', 'Ahli fisioterapi', 'physiotherapist'),
    ],
  },
];

const T = {
  en: { save: 'Save', compare: 'Compare', read: 'You have read this guide', full: /You can compare up to 3 jobs/ },
  ms: { save: 'Simpan', compare: 'Bandingkan', read: 'Anda sudah membaca panduan ini', full: /sehingga 3 pekerjaan/ },
} as const;

describe.each(['en', 'ms'] as Locale[])('directory rows: save, compare, read mark (%s)', (locale) => {
  const t = T[locale];
  const nameOf = (i: number) => (locale === 'ms' ? GROUPS[0]!.jobs[i]!.name_bm : GROUPS[0]!.jobs[i]!.name);

  it('each row has Save and Compare; a read guide has a quiet mark', async () => {
    setCookie('readJobGuidesList', [3]);
    server.use(http.get(api('/directory'), () => HttpResponse.json({ data: GROUPS })));
    const asked: unknown[] = [];
    on('account:open-signup', (p) => asked.push(p));
    renderIntl(<DirectoryPage />, { locale, messages: { en, ms }, path: `/${locale}` });
    const row = (await screen.findByRole('link', { name: nameOf(0) })).closest('li')!;
    await userEvent.click(within(row).getByRole('button', { name: new RegExp(`^${t.save}\\W*${nameOf(0)}$`) }));
    expect(asked).toEqual([{ context: 'job' }]);
    expect(screen.getAllByText(t.read)).toHaveLength(1);
    expect(screen.getByRole('link', { name: nameOf(2) }).closest('li')).toHaveTextContent(t.read);
    expect(await axeViolations()).toEqual([]);
  });

  it('signed in: three to compare, the fourth refused with a message', async () => {
    setCookie('authorization_token', 'tok');
    server.use(
      http.get(api('/directory'), () => HttpResponse.json({ data: GROUPS })),
      http.get(api('/user/saved-jobs'), () => HttpResponse.json({ type: 'success', count: 0, data: [] })),
      http.get(api('/user/read-jobs'), () => HttpResponse.json({ type: 'success', data: [] })),
    );
    renderIntl(<DirectoryPage />, { locale, messages: { en, ms }, path: `/${locale}` });
    await screen.findByRole('link', { name: nameOf(0) });
    const buttons = screen.getAllByRole('button', { name: new RegExp(`^${t.compare}`) });
    for (const b of buttons) await userEvent.click(b);
    expect(getLocal('compareJobs')).toEqual(['nurse', 'pharmacist', 'dietitian']);
    expect(screen.getByText(t.full)).toHaveAttribute('role', 'status');
  });
});
