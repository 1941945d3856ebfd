import { useCallback, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useIntl } from 'react-intl';
import {
  AppIntl,
  buildPath,
  Drawer,
  emit,
  getConfig,
  getCookie,
  apiGet,
  Link,
  navigate,
  on,
  preferredLocale,
  quizProgress,
  resetQuiz,
  RouteLink,
  setCookie,
  switchLocalePath,
  useHref,
  useLocale,
  type Locale,
  type SignupContext,
} from 'shared-kit';
import { matchPath } from 'shared-kit';
import { loadShellMessages } from '../i18n/load';
import { applyLayout, loadLayout } from '../layouts/layouts';
import { RemoteParcel } from '../remotes/remote-parcel';
import { NotFoundPage, ServerBusyPage } from './error-pages';
import { LanguageSwitch } from './language-switch';
import { isCurrent, itemPath, MENU_ITEMS, type MenuItem } from './menu-items';
import { shellMessages as m } from './shell-messages';
import { flashSplash, hideSplash } from './splash';

/** Asks the API for a job's slug in the other language (for the language switch on a job guide). */
async function translateSlug(slug: string, _from: Locale, to: Locale): Promise<string | null> {
  try {
    const res = await apiGet<{ data: { slug: string; slug_bm: string } }>(`/jobs/${encodeURIComponent(slug)}`);
    return to === 'ms' ? res.data.data.slug_bm : res.data.data.slug;
  } catch {
    return null;
  }
}

type ShellPage = { kind: '404'; path: string } | { kind: '504' } | null;

function HomeIcon() {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
      <path d="M3 11.5 12 4l9 7.5V20a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z" fill="currentColor" />
    </svg>
  );
}
function SearchIcon() {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
      <circle cx="10.5" cy="10.5" r="6.5" stroke="currentColor" strokeWidth="2.5" fill="none" />
      <path d="m15.5 15.5 5 5" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}
function MenuIcon() {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
      <path d="M4 6h16M4 12h16M4 18h16" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}

function MenuEntry({
  item,
  locale,
  onChoose,
}: {
  item: MenuItem;
  locale: Locale;
  onChoose: (item: MenuItem, e: React.MouseEvent) => void;
}) {
  const intl = useIntl();
  const href = useHref();
  const url = new URL(href, 'http://x');
  const current = isCurrent(item, locale, url.pathname, url.hash);
  const [expanded, setExpanded] = useState(
    () => !!item.children?.some((c) => isCurrent(c, locale, url.pathname, url.hash)),
  );
  const label = intl.formatMessage(item.name);
  if (item.children) {
    return (
      <li className="shell-menu__group">
        <button
          type="button"
          className="shell-menu__item"
          aria-expanded={expanded}
          onClick={() => setExpanded((v) => !v)}
          data-tracking={item.tracking_name}
        >
          {label}
          <span aria-hidden="true" className="shell-menu__chevron">
            {expanded ? '▴' : '▾'}
          </span>
        </button>
        {expanded ? (
          <ul className="shell-menu__children">
            {item.children.map((child) => (
              <MenuEntry key={child.tracking_name} item={child} locale={locale} onChoose={onChoose} />
            ))}
          </ul>
        ) : null}
      </li>
    );
  }
  return (
    <li>
      <a
        href={itemPath(item, locale)}
        className="shell-menu__item"
        aria-current={current ? 'page' : undefined}
        data-tracking={item.tracking_name}
        onClick={(e) => onChoose(item, e)}
      >
        {label}
      </a>
    </li>
  );
}

function ChromeInner() {
  const intl = useIntl();
  const locale = useLocale();
  const href = useHref();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [focusSearch, setFocusSearch] = useState(0);
  const [page, setPage] = useState<ShellPage>(null);
  const [signup, setSignup] = useState<{ context: SignupContext; view?: string; message?: string } | null>(null);
  const firstRender = useRef(true);
  const url = new URL(href, 'http://x');
  const pathname = url.pathname;

  // Route rules: root redirect, landing-page-only mode, 404, the profile guard, layouts.
  useEffect(() => {
    const config = getConfig();
    if (pathname === '/' || pathname === '') {
      navigate(buildPath('home', preferredLocale(getCookie('i18n_redirected') ?? undefined, navigator.languages)), {
        replace: true,
      });
      return;
    }
    const match = matchPath(pathname);
    if (config.landingPageOnly && match?.route.id !== 'home') {
      navigate(buildPath('home', match?.locale ?? locale), { replace: true });
      return;
    }
    if (!match) {
      setPage({ kind: '404', path: pathname + url.search });
      hideSplash();
      void loadLayout('error-page').then(applyLayout);
      return;
    }
    setPage((p) => (p?.kind === '504' ? p : null));
    if (match.route.auth && !getCookie('authorization_token')) {
      // The profile is the only guarded page (spec §2): a visitor gets the sign-up dialog instead.
      navigate(buildPath('home', match.locale), { replace: true });
      setSignup({ context: 'profile' });
      return;
    }
    void loadLayout(match.route.layout).then(applyLayout);
    document.documentElement.lang = match.locale;
  }, [pathname]); // eslint-disable-line react-hooks/exhaustive-deps

  // Scroll to the top on navigation unless a hash names a target (spec §2); move focus to the page.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    const target = url.hash ? document.getElementById(decodeURIComponent(url.hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [pathname, url.hash]);

  useEffect(() => {
    const offs = [
      on('route:not-found', ({ path }) => {
        setPage({ kind: '404', path });
        hideSplash();
      }),
      on('app:server-busy', () => {
        setPage({ kind: '504' });
        hideSplash();
      }),
      on('account:open-signup', (p) => {
        if (!getCookie('authorization_token')) setSignup(p);
      }),
      on('drawer:open', () => setDrawerOpen(true)),
      on('drawer:close', () => setDrawerOpen(false)),
    ];
    // The links in our emails land here with ?verification=… or ?reset_token=…: open the dialog,
    // which shows the banner or the new-password view.
    const query = new URLSearchParams(window.location.search);
    if ((query.has('verification') || query.has('reset_token')) && !getCookie('authorization_token')) {
      setSignup({ context: 'profile', view: 'login' });
    }
    return () => offs.forEach((off) => off());
  }, []);

  useEffect(() => {
    document.body.dataset.shellPage = page?.kind ?? '';
    if (page)
      document.title = `${page.kind === '404' ? intl.formatMessage(m.notFoundTitle) : intl.formatMessage(m.busyTitle)} · ${intl.formatMessage(m.siteName)}`;
  }, [page, intl]);

  const switchLocale = useCallback(
    async (to: Locale) => {
      const target = await switchLocalePath(href, to, translateSlug);
      setCookie('i18n_redirected', to);
      emit('locale:changed', { locale: to });
      // Any path containing "profil" reloads on a language switch (spec §2).
      if (target.includes('profil')) {
        window.location.assign(target);
        return;
      }
      void flashSplash();
      navigate(target);
    },
    [href],
  );

  const chooseItem = (item: MenuItem, e: React.MouseEvent) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    setDrawerOpen(false);
    if (item.action === 'my-profile' && !getCookie('authorization_token')) {
      emit('account:open-signup', { context: 'profile' });
      return;
    }
    if (item.action === 'career-quiz') {
      const progress = quizProgress();
      if (progress === 'completedQuiz') return navigate(buildPath('quiz.result', locale));
      if (progress === 'notifyUser') {
        resetQuiz();
        emit('quiz:regenerate', {});
      }
      return navigate(buildPath('quiz.start', locale));
    }
    navigate(itemPath(item, locale));
  };

  const shellPage = document.getElementById('shell-page');
  const footer = document.getElementById('footer');
  return (
    <>
      <a className="shell-skip" href="#main">
        {intl.formatMessage(m.skipToContent)}
      </a>
      <header className="shell-header">
        <RouteLink to="home" className="shell-logo" aria-label={intl.formatMessage(m.logoLabel)}>
          <span aria-hidden="true" className="shell-logo__mark">
            ◆
          </span>
          <span className="shell-logo__text">{intl.formatMessage(m.siteName)}</span>
        </RouteLink>
        <nav className="shell-header__actions" aria-label={intl.formatMessage(m.menu)}>
          <RouteLink to="home" className="ck-icon-button shell-wide-only" aria-label={intl.formatMessage(m.home)}>
            <HomeIcon />
          </RouteLink>
          <button
            type="button"
            className="ck-icon-button shell-wide-only"
            aria-label={intl.formatMessage(m.search)}
            onClick={() => {
              setDrawerOpen(true);
              setFocusSearch((n) => n + 1);
            }}
          >
            <SearchIcon />
          </button>
          <LanguageSwitch locale={locale} onSwitch={(to) => void switchLocale(to)} />
          <button
            type="button"
            className="ck-icon-button shell-menu-button"
            aria-label={intl.formatMessage(m.openMenu)}
            aria-expanded={drawerOpen}
            aria-controls="shell-drawer"
            onClick={() => setDrawerOpen(true)}
          >
            <MenuIcon />
          </button>
        </nav>
      </header>
      <Drawer open={drawerOpen} onClose={() => setDrawerOpen(false)} label={intl.formatMessage(m.menu)}>
        <div id="shell-drawer" className="shell-drawer">
          {drawerOpen ? (
            <RemoteParcel
              owner="mfe-jobs"
              expose="./search-bar"
              className="shell-drawer__search"
              props={{ autoFocus: focusSearch > 0, origin: 'Hamburger', onNavigate: () => setDrawerOpen(false) }}
            />
          ) : null}
          <nav aria-label={intl.formatMessage(m.menu)}>
            <ul className="shell-menu">
              {MENU_ITEMS.map((item) => (
                <MenuEntry key={item.tracking_name} item={item} locale={locale} onChoose={chooseItem} />
              ))}
            </ul>
          </nav>
        </div>
      </Drawer>
      {shellPage && page
        ? createPortal(page.kind === '404' ? <NotFoundPage path={page.path} /> : <ServerBusyPage />, shellPage)
        : null}
      {footer
        ? createPortal(
            <div className="shell-footer">
              <p>{intl.formatMessage(m.footerNote)}</p>
              <ul>
                <li>
                  <RouteLink to="about">{intl.formatMessage(m.aboutUs)}</RouteLink>
                </li>
                <li>
                  <RouteLink to="contact">{intl.formatMessage(m.contact)}</RouteLink>
                </li>
                <li>
                  <RouteLink to="privacy">{intl.formatMessage(m.privacy)}</RouteLink>
                </li>
                <li>
                  <Link href="/sitemap.xml">{intl.formatMessage(m.sitemap)}</Link>
                </li>
              </ul>
            </div>,
            footer,
          )
        : null}
      {signup ? (
        <RemoteParcel
          owner="mfe-account"
          expose="./signup-dialog"
          props={{
            context: signup.context,
            view: signup.view,
            message: signup.message,
            onClose: () => setSignup(null),
          }}
        />
      ) : null}
    </>
  );
}

/** The shell's own single-spa application: header, drawer, language switch, 404/504, footer. */
export function Chrome() {
  const locale = useLocale();
  return (
    <AppIntl app="shell" locale={locale} load={loadShellMessages}>
      <ChromeInner />
    </AppIntl>
  );
}
