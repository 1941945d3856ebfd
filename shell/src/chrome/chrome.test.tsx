import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emit, getCookie, navigate, removeCookie, resetBus, setCookie } from 'shared-kit';
import { Chrome } from './chrome';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(async () => ({
    bootstrap: async () => undefined,
    mount: async (p: { domElement: HTMLElement }) =>
      p.domElement.insertAdjacentHTML('beforeend', '<input aria-label="Search for a job">'),
    unmount: async (p: { domElement: HTMLElement }) => {
      p.domElement.innerHTML = '';
    },
  })),
}));
jest.mock('../remotes/registry', () => ({
  currentRemotes: () => ({
    'mfe-jobs': { name: 'mfe_jobs', entry: '/remotes/mfe-jobs/v1/remoteEntry.js' },
    'mfe-account': { name: 'mfe_account', entry: '/remotes/mfe-account/v1/remoteEntry.js' },
  }),
  reregisterRemotes: async () => ({}),
}));
const translateSlug = jest.fn(
  async (slug: string, _to: string, _route?: string): Promise<string | null> => `${slug}-bm`,
);
jest.mock('./api/translate-slug', () => ({
  translateSlug: (slug: string, to: string, route?: string) => translateSlug(slug, to, route),
}));
jest.mock('single-spa', () => ({
  mountRootParcel: (
    config: { mount: (p: unknown) => Promise<void>; unmount: (p: unknown) => Promise<void> },
    props: unknown,
  ) => {
    let status = 'NOT_MOUNTED';
    const mountPromise = config.mount(props).then(() => {
      status = 'MOUNTED';
    });
    return { mountPromise, getStatus: () => status, unmount: () => config.unmount(props), update: undefined };
  },
}));

function setup(path: string) {
  document.body.innerHTML =
    '<div id="chrome"></div><main id="main"><div id="shell-page"></div></main><footer id="footer"></footer><div id="splash"></div>';
  window.history.replaceState(null, '', path);
  window.singleSpaNavigate = (url: string) => {
    window.history.pushState(null, '', url);
    window.dispatchEvent(new PopStateEvent('popstate'));
  };
  return render(<Chrome />, { container: document.getElementById('chrome')! });
}

/** A language link of the wide screens' EN/BM toggle (the dropdown holds the same two). */
async function languageLink(name: string) {
  const toggle = await screen.findByRole('group', { name: /^(Language|Bahasa)$/ });
  return within(toggle).getByRole('link', { name });
}

beforeEach(() => {
  jest.useRealTimers();
  (jest.requireMock('@module-federation/enhanced/runtime') as { loadRemote: jest.Mock }).loadRemote.mockClear();
  resetBus();
  removeCookie('authorization_token');
  removeCookie('i18n_redirected');
});

describe('the shell chrome', () => {
  it('renders the header in English with the logo linking home', async () => {
    setup('/en/career-quiz');
    const logo = await screen.findByRole('link', { name: 'Laluan Kerjaya — home' });
    expect(logo).toHaveAttribute('href', '/en');
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Search jobs' })).toBeInTheDocument();
    // The language switch is a link to the same page in Malay (decision 346); English is current.
    const ms = await languageLink('BM (Bahasa Melayu)');
    expect(ms).toHaveAttribute('href', '/ms/kuiz-kerjaya');
    expect(ms).not.toHaveAttribute('aria-current');
    expect(await languageLink('EN (English)')).toHaveAttribute('aria-current', 'true');
  });

  it('opens the drawer with every menu item and highlights the current page, in Malay', async () => {
    const user = userEvent.setup();
    setup('/ms/direktori/semua-pekerjaan');
    await user.click(await screen.findByRole('button', { name: 'Buka menu' }));
    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    const nav = within(drawer).getByRole('navigation', { name: 'Menu' });
    const names = within(nav)
      .getAllByRole('link')
      .map((a) => a.textContent);
    expect(names).toEqual([
      'Laman utama',
      'Kuiz kerjaya',
      'Kuiz subjek',
      'Lihat semua pekerjaan',
      'Profil saya',
      'Hubungi kami',
    ]);
    expect(within(nav).getByRole('link', { name: 'Lihat semua pekerjaan' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Kuiz subjek' })).toHaveAttribute(
      'href',
      '/ms/padanan-subjek-kerjaya?origin=hamburger',
    );
    // The About group toggles its children.
    await user.click(within(nav).getByRole('button', { name: /Tentang/ }));
    expect(within(nav).getByRole('link', { name: 'Metodologi' })).toHaveAttribute(
      'href',
      '/ms/tentang-kami#methodologies',
    );
    // No placeholder sections, and nothing that leads to example-only content (decision 261).
    expect(within(nav).queryByRole('link', { name: 'Pasukan' })).not.toBeInTheDocument();
    expect(
      nav.querySelector('a[href*="#team"], a[href*="#friends"], a[href*="/acara"], a[href*="/kertas-putih"]'),
    ).toBeNull();
    // The search bar exposed by mfe-jobs is mounted in the drawer.
    expect(await within(drawer).findByLabelText('Search for a job')).toBeInTheDocument();
  });

  it('shows "Page not found" with the full path for an unknown path', async () => {
    setup('/en/no-such-page?x=1');
    expect(await screen.findByText('Page not found: /en/no-such-page?x=1')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/en');
  });

  it('shows the 404 page when a remote rejects its route', async () => {
    setup('/ms/pekerjaan/tiada-kerja');
    await screen.findByRole('button', { name: 'Buka menu' });
    act(() => emit('route:not-found', { path: '/ms/pekerjaan/tiada-kerja' }));
    expect(await screen.findByText('Halaman tidak dijumpai: /ms/pekerjaan/tiada-kerja')).toBeInTheDocument();
  });

  it('shows the 504 page in Malay when the server is busy', async () => {
    setup('/ms');
    await screen.findByRole('button', { name: 'Buka menu' });
    act(() => emit('app:server-busy', { status: 504 }));
    expect(
      await screen.findByRole('heading', { name: 'Fuh, tak sangka pula sambutan luar biasa!' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Tunggu sekejap ya. Trafik tinggi buat sistem kami perlahan. Terima kasih atas kesabaran anda!'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cuba lagi' })).toBeInTheDocument();
  });

  it('switches language keeping the place and remembers the choice', async () => {
    const user = userEvent.setup();
    setup('/en/about-us/methodology/salary#sources');
    await user.click(await languageLink('BM (Bahasa Melayu)'));
    await waitFor(() => expect(window.location.pathname).toBe('/ms/tentang-kami/metodologi/gaji'));
    expect(window.location.hash).toBe('#sources');
    expect(getCookie('i18n_redirected')).toBe('ms');
    expect(await screen.findByRole('button', { name: 'Buka menu' })).toBeInTheDocument();
  });

  it('links the language switch to the same page, query kept, and to a guide by the served alternate (346)', async () => {
    setup('/en/compare-jobs?jobs=nurse,pharmacist');
    expect(await languageLink('BM (Bahasa Melayu)')).toHaveAttribute(
      'href',
      '/ms/banding-pekerjaan?jobs=nurse,pharmacist',
    );
    // The page the server answered names its other-language address in the head (hreflang).
    document.head.innerHTML =
      '<link rel="canonical" href="https://localhost/en/jobs/nurse"><link rel="alternate" hreflang="ms" href="https://localhost/ms/pekerjaan/jururawat">';
    act(() => navigate('/en/jobs/nurse'));
    expect(await languageLink('BM (Bahasa Melayu)')).toHaveAttribute('href', '/ms/pekerjaan/jururawat');
    // After a navigation the head names another page: the link leads to the Malay directory.
    act(() => navigate('/en/jobs/pharmacist'));
    expect(await languageLink('BM (Bahasa Melayu)')).toHaveAttribute('href', '/ms/direktori/semua-pekerjaan');
    document.head.innerHTML = '';
  });

  it("switches language from the small screens' dropdown and closes it", async () => {
    const user = userEvent.setup();
    setup('/en/about-us');
    // Its name holds what it shows (WCAG 2.5.3).
    const summary = (await screen.findByText('Language:', { exact: false })).closest('summary')!;
    expect(summary).toHaveTextContent('Language: EN (English)▾');
    const dropdown = summary.closest('details')!;
    await user.click(summary);
    expect(dropdown.open).toBe(true);
    await user.click(within(dropdown).getByRole('link', { name: 'BM (Bahasa Melayu)' }));
    await waitFor(() => expect(window.location.pathname).toBe('/ms/tentang-kami'));
    expect(dropdown.open).toBe(false);
    await waitFor(() => expect(dropdown.querySelector('summary')).toHaveTextContent('Bahasa: BM (Bahasa Melayu)▾'));
  });

  it('leaves a modified click on a language link to the browser (a new tab)', async () => {
    setup('/en/about-us');
    const link = await languageLink('BM (Bahasa Melayu)');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(window.location.pathname).toBe('/en/about-us');
    expect(getCookie('i18n_redirected')).toBeNull();
  });

  it('sends a visitor who picks "my profile" to the sign-up dialog instead', async () => {
    const user = userEvent.setup();
    const opened: unknown[] = [];
    window.addEventListener('career-bus:account:open-signup', (e) => opened.push((e as CustomEvent).detail));
    setup('/en');
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    await user.click(screen.getByRole('link', { name: 'My profile' }));
    expect(window.location.pathname).toBe('/en');
    expect(opened).toEqual([{ context: 'profile' }]);
  });

  it('lets a signed-in user reach the profile', async () => {
    const user = userEvent.setup();
    setCookie('authorization_token', 't');
    setup('/en');
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    await user.click(screen.getByRole('link', { name: 'My profile' }));
    expect(window.location.pathname).toBe('/en/my-profile');
  });

  it('opens the sign-up dialog when a verification link lands on the site', async () => {
    setup('/ms?verification=verified');
    await screen.findByRole('button', { name: 'Buka menu' });
    const { loadRemote } = jest.requireMock('@module-federation/enhanced/runtime') as { loadRemote: jest.Mock };
    await waitFor(() => expect(loadRemote).toHaveBeenCalledWith('mfe_account/signup-dialog'));
  });

  it('asks the API for the job slug in the other language when switching on a job guide', async () => {
    const user = userEvent.setup();
    setup('/en/jobs/nurse/salary-and-progression');
    await user.click(await languageLink('BM (Bahasa Melayu)'));
    await waitFor(() => expect(window.location.pathname).toBe('/ms/pekerjaan/nurse-bm/gaji-dan-kemajuan'));
    expect(translateSlug).toHaveBeenCalledWith('nurse', 'ms', 'jobs.section');
  });

  it('keeps the white paper when switching language on it', async () => {
    const user = userEvent.setup();
    setup('/en/white-paper/why-tvet');
    await user.click(await languageLink('BM (Bahasa Melayu)'));
    await waitFor(() => expect(window.location.pathname).toBe('/ms/kertas-putih/why-tvet-bm'));
    expect(translateSlug).toHaveBeenCalledWith('why-tvet', 'ms', 'whitePaper');
  });

  it('lands on the other language white-paper list when the paper cannot be found', async () => {
    const user = userEvent.setup();
    translateSlug.mockResolvedValueOnce(null);
    setup('/ms/kertas-putih/tiada');
    await user.click(await languageLink('EN (English)'));
    await waitFor(() => expect(window.location.pathname).toBe('/en/white-paper'));
  });

  it('lands quietly on the other language job directory when the slug cannot be had', async () => {
    const user = userEvent.setup();
    translateSlug.mockResolvedValueOnce(null);
    setup('/ms/pekerjaan/jururawat');
    await user.click(await languageLink('EN (English)'));
    await waitFor(() => expect(window.location.pathname).toBe('/en/directory/all-jobs'));
    expect(document.getElementById('shell-page')).toBeEmptyDOMElement();
  });

  it('opens the sign-up dialog asked for before the chrome mounted (the profile guard at start)', async () => {
    emit('account:open-signup', { context: 'profile' });
    setup('/en');
    await screen.findByRole('button', { name: 'Open menu' });
    const { loadRemote } = jest.requireMock('@module-federation/enhanced/runtime') as { loadRemote: jest.Mock };
    await waitFor(() => expect(loadRemote).toHaveBeenCalledWith('mfe_account/signup-dialog'));
  });

  it('starts loading the search bar when the pointer reaches the menu button', async () => {
    const user = userEvent.setup();
    setup('/en');
    const { loadRemote } = jest.requireMock('@module-federation/enhanced/runtime') as { loadRemote: jest.Mock };
    await user.hover(await screen.findByRole('button', { name: 'Open menu' }));
    expect(loadRemote).toHaveBeenCalledWith('mfe_jobs/search-bar');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps focus where it is in the open drawer when the chrome renders again', async () => {
    const user = userEvent.setup();
    setup('/en');
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    const careerQuiz = within(drawer).getByRole('link', { name: 'Career quiz' });
    careerQuiz.focus();
    // Something unrelated re-renders the chrome (a remote rejects another path).
    act(() => emit('route:not-found', { path: '/en/elsewhere' }));
    expect(careerQuiz).toHaveFocus();
  });

  it('opens the drawer, with its job search, when the subject quiz asks (drawer:open)', async () => {
    setup('/en/subject-job-match?subjects=BIO&view=jobs');
    await screen.findByRole('button', { name: 'Open menu' });
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
    act(() => emit('drawer:open', { focus: 'search' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(await within(drawer).findByLabelText('Search for a job')).toBeInTheDocument();
  });
});

describe('the footer', () => {
  it('waits while the page shows a spinner, then shows below the finished page (decision 363)', async () => {
    setup('/en');
    const footer = document.getElementById('footer')!;
    await screen.findByRole('button', { name: 'Get updates on WhatsApp' });
    expect(footer.hidden).toBe(false);
    const page = document.getElementById('shell-page')!;
    // The page's content is still arriving…
    act(() => {
      page.innerHTML = '<h1>Your career personality</h1><span class="ck-spinner" role="status">Loading</span>';
    });
    await waitFor(() => expect(footer.hidden).toBe(true));
    expect(screen.queryByRole('button', { name: 'Get updates on WhatsApp' })).toBeNull();
    // …a spinner in a part the page hides does not count…
    act(() => {
      page.innerHTML = '<h1>Your career personality</h1><div hidden><span class="ck-spinner"></span></div>';
    });
    await waitFor(() => expect(footer.hidden).toBe(false));
    // …and once it has come, the footer is there again.
    act(() => {
      page.innerHTML = '<span class="ck-spinner" role="status">Loading</span>';
    });
    await waitFor(() => expect(footer.hidden).toBe(true));
    act(() => {
      page.innerHTML = '<h1>Your career personality</h1><article>The result</article>';
    });
    await waitFor(() => expect(footer.hidden).toBe(false));
    expect(screen.getByRole('button', { name: 'Get updates on WhatsApp' })).toBeVisible();
  });
});

describe('the messaging-app modal', () => {
  it('opens from the footer (origin Footer), lazily, and gives focus back on close', async () => {
    const user = userEvent.setup();
    setup('/en');
    const button = await screen.findByRole('button', { name: 'Get updates on WhatsApp' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Get updates on WhatsApp' });
    const link = within(dialog).getByRole('link', { name: 'Open WhatsApp (opens in a new tab)' });
    expect(link).toHaveFocus();
    expect(new URL(link.getAttribute('href')!).searchParams.get('text')).toBe(
      'Hi Laluan Kerjaya! Please keep me posted on what is new on the site.',
    );
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Get updates on WhatsApp' })).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('opens when any app emits messaging:open, in the page’s language, with the title', async () => {
    setup('/ms');
    await screen.findByRole('button', { name: 'Buka menu' });
    act(() => emit('messaging:open', { origin: 'Drawer', title: 'Angkasawan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Berita terkini tentang “Angkasawan”' });
    const href = within(dialog)
      .getByRole('link', { name: /Buka WhatsApp/ })
      .getAttribute('href')!;
    expect(href.startsWith('https://wa.me/?text=')).toBe(true);
    expect(new URL(href).searchParams.get('text')).toBe(
      'Hai Laluan Kerjaya! Saya telah meminta panduan untuk “Angkasawan”. Tolong beritahu saya apabila ia sudah siap.',
    );
  });
});
