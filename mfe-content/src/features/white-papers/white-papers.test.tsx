/** @jest-environment ../shared-kit/test/msw-environment.cjs */
import { configure, render, screen, waitFor } from '@testing-library/react';
import type { WhitePaper } from 'api/contract';
import { on } from 'shared-kit';
import { axeViolations, renderIntl } from 'shared-kit/testing';
import en from '../../i18n/en.json';
import ms from '../../i18n/ms.json';
import { api, http, HttpResponse, server, startApiServer } from 'shared-kit/testing/network';
import { Markdown } from './markdown';
import { WhitePaperPage } from './white-paper-page';
import { WhitePapersPage } from './white-papers-page';

const messages = { en, ms };
startApiServer();
// The machine running the suites may be busy: give lazy chunks and the network time.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

const PAPER: WhitePaper = {
  id: '1',
  slug: 'example-why-tvet',
  slug_bm: 'contoh-mengapa-tvet',
  title: { en: 'Example: Why TVET deserves a second look', ms: 'Contoh: Mengapa TVET wajar dinilai semula' },
  summary: { en: 'Development example only.', ms: 'Contoh untuk tujuan pembangunan sahaja.' },
  body: {
    en: '*This is a development example.*\n\n## Why it matters\n\nTVET is a **real** choice.\n\n- Skills\n- Jobs',
    ms: '*Ini ialah contoh untuk tujuan pembangunan.*\n\n## Mengapa penting\n\nTVET ialah pilihan **sebenar**.',
  },
  published_on: '2026-06-15',
  example: true,
};
const REAL = {
  ...PAPER,
  id: '2',
  slug: 'funding',
  slug_bm: 'pembiayaan',
  title: { en: 'Funding', ms: 'Pembiayaan' },
  example: false,
};

function servePapers(list: WhitePaper[] = [PAPER, REAL]) {
  server.use(
    http.get(api('/white-papers'), () => HttpResponse.json({ data: list.map(({ body: _body, ...p }) => p) })),
    http.get(api('/white-papers/:slug'), ({ params }) => {
      const found = [PAPER, REAL].find((p) => p.slug === params.slug || p.slug_bm === params.slug);
      return found
        ? HttpResponse.json({ data: found })
        : HttpResponse.json({ error: { code: 'WHITE_PAPER_NOT_FOUND' } }, { status: 404 });
    }),
  );
}

describe('white papers', () => {
  it('lists published papers with links in the page’s language, never an example', async () => {
    servePapers();
    renderIntl(<WhitePapersPage />, { locale: 'ms', messages, path: '/ms/kertas-putih' });
    expect(screen.getByRole('heading', { level: 1, name: 'Kertas putih' })).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: 'Pembiayaan' });
    expect(link).toHaveAttribute('href', '/ms/kertas-putih/pembiayaan');
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.getByText('Diterbitkan 15 Jun 2026')).toBeInTheDocument();
    expect(screen.queryByText(/Mengapa TVET/)).not.toBeInTheDocument();
  });

  it.each([
    ['en', '/en/white-paper', 'Coming soon.', /No white paper has been published yet/],
    ['ms', '/ms/kertas-putih', 'Akan datang.', /Belum ada kertas putih yang diterbitkan/],
  ])('says "coming soon" while only development examples exist (%s)', async (locale, path, soon, body) => {
    servePapers([PAPER]);
    const { container } = renderIntl(<WhitePapersPage />, { locale: locale as 'en' | 'ms', messages, path });
    expect(await screen.findByText(soon)).toBeInTheDocument();
    expect(screen.getByText(body)).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /TVET/ })).not.toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('an example paper’s own page says "coming soon" and shows none of its text', async () => {
    servePapers();
    renderIntl(<WhitePaperPage />, { locale: 'ms', messages, path: '/ms/kertas-putih/contoh-mengapa-tvet' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Kertas putih' })).toBeInTheDocument();
    expect(screen.getByText('Akan datang.')).toBeInTheDocument();
    expect(screen.getByText('Kertas putih ini belum diterbitkan.')).toBeInTheDocument();
    expect(document.title).toBe('Kertas putih · Laluan Kerjaya');
    expect(screen.queryByText(/TVET/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Semua kertas putih' })).toHaveAttribute('href', '/ms/kertas-putih');
  });

  it('shows a paper with its Markdown body', async () => {
    servePapers();
    renderIntl(<WhitePaperPage />, { locale: 'en', messages, path: '/en/white-paper/funding' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Funding' })).toBeInTheDocument();
    expect(document.title).toBe('Funding · Laluan Kerjaya');
    expect(screen.getByText('Published 15 June 2026')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Why it matters' })).toBeInTheDocument();
    expect(screen.getByText('real').tagName).toBe('STRONG');
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Skills', 'Jobs']);
    expect(screen.getByRole('link', { name: 'All white papers' })).toHaveAttribute('href', '/en/white-paper');
  });

  it('replaces a slug of the other language with the page language’s own', async () => {
    servePapers();
    renderIntl(<WhitePaperPage />, { locale: 'ms', messages, path: '/ms/kertas-putih/funding' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Pembiayaan' })).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe('/ms/kertas-putih/pembiayaan'));
  });

  it('shows the 404 page for an unknown slug', async () => {
    servePapers();
    const missing: string[] = [];
    on('route:not-found', (p) => missing.push(p.path));
    renderIntl(<WhitePaperPage />, { locale: 'en', messages, path: '/en/white-paper/no-such-paper' });
    await waitFor(() => expect(missing).toEqual(['/en/white-paper/no-such-paper']));
  });

  it('renders Markdown as elements, never as HTML', () => {
    const { container } = render(
      <Markdown
        source={
          '# Title\n\n<img src=x onerror=alert(1)> and [a link](javascript:alert(1)) and [ok](https://example.org)'
        }
      />,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('h2')).toHaveTextContent('Title');
    const links = container.querySelectorAll('a');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute('href', 'https://example.org');
  });

  it.each(['en', 'ms'] as const)('has no accessibility violations (%s)', async (locale) => {
    servePapers();
    const list = renderIntl(<WhitePapersPage />, { locale, messages });
    await screen.findAllByRole('article');
    expect(await axeViolations(list.container)).toEqual([]);
    list.unmount();
    const page = renderIntl(<WhitePaperPage />, {
      locale,
      messages,
      path: `/${locale}/${locale === 'ms' ? 'kertas-putih' : 'white-paper'}/pembiayaan`,
    });
    await screen.findByRole('heading', { level: 1 });
    expect(await axeViolations(page.container)).toEqual([]);
  });
});
