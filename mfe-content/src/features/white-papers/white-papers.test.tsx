/** @jest-environment ../shared-kit/test/msw-environment.cjs */
import { configure, render, screen, waitFor, within } from '@testing-library/react';
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

function servePapers() {
  server.use(
    http.get(api('/white-papers'), () => HttpResponse.json({ data: [PAPER, REAL].map(({ body: _body, ...p }) => p) })),
    http.get(api('/white-papers/:slug'), ({ params }) => {
      const found = [PAPER, REAL].find((p) => p.slug === params.slug || p.slug_bm === params.slug);
      return found
        ? HttpResponse.json({ data: found })
        : HttpResponse.json({ error: { code: 'WHITE_PAPER_NOT_FOUND' } }, { status: 404 });
    }),
  );
}

describe('white papers', () => {
  it('lists papers with links in the page’s language, examples marked', async () => {
    servePapers();
    renderIntl(<WhitePapersPage />, { locale: 'ms', messages, path: '/ms/kertas-putih' });
    expect(screen.getByRole('heading', { level: 1, name: 'Kertas putih' })).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: 'Contoh: Mengapa TVET wajar dinilai semula' });
    expect(link).toHaveAttribute('href', '/ms/kertas-putih/contoh-mengapa-tvet');
    expect(screen.getByRole('link', { name: 'Pembiayaan' })).toHaveAttribute('href', '/ms/kertas-putih/pembiayaan');
    const items = screen.getAllByRole('article');
    expect(within(items[0]!).getByText('Contoh')).toBeInTheDocument();
    expect(within(items[0]!).getByText('Diterbitkan 15 Jun 2026')).toBeInTheDocument();
    expect(within(items[1]!).queryByText('Contoh')).not.toBeInTheDocument();
  });

  it('shows a paper with its Markdown body, marked as an example', async () => {
    servePapers();
    renderIntl(<WhitePaperPage />, { locale: 'en', messages, path: '/en/white-paper/example-why-tvet' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Example: Why TVET deserves a second look' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Example: Why TVET deserves a second look · Laluan Kerjaya');
    expect(screen.getByText('Example')).toBeInTheDocument();
    expect(screen.getByText('Published 15 June 2026')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Why it matters' })).toBeInTheDocument();
    expect(screen.getByText('real').tagName).toBe('STRONG');
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Skills', 'Jobs']);
    expect(screen.getByRole('link', { name: 'All white papers' })).toHaveAttribute('href', '/en/white-paper');
  });

  it('replaces a slug of the other language with the page language’s own', async () => {
    servePapers();
    renderIntl(<WhitePaperPage />, { locale: 'ms', messages, path: '/ms/kertas-putih/example-why-tvet' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Contoh: Mengapa TVET wajar dinilai semula' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe('/ms/kertas-putih/contoh-mengapa-tvet'));
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
