import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { AppIntl, Drawer, matchPath, on, useHref, useLocale } from 'shared-kit';
import { loadShellMessages } from '../i18n/load';
import { preloadRemoteModule } from '../remotes/load-module';
import { RemoteParcel } from '../remotes/remote-parcel';
import { UpdateNotice } from '../updates/update-notice';
import { Footer } from './footer';
import { Header } from './header';
import { languageHrefs } from './language-hrefs';
import { Menu } from './menu';
import { shellMessages as m } from './shell-messages';
import { ShellPage, type ShellPageKind } from './shell-page';
import { useLocaleSwitch } from './use-locale-switch';
import { useScrollOnNavigate } from './use-scroll-on-navigate';
import { useShellEvents } from './use-shell-events';

const SEARCH_BAR = './search-bar';

// The messaging-app modal (shared-kit/messaging) loads when someone first asks for it, so no
// page's first render carries it (decision 111).
const MessagingModal = lazy(() => import('shared-kit/messaging').then((m) => ({ default: m.MessagingModal })));

/**
 * Which shell page shows: the 504 once the server was found busy (until a reload), the 404 for a
 * path no route matches or a path its remote rejected, else none (the remotes' slots show).
 */
function shellPageFor(pathname: string, search: string, events: ReturnType<typeof useShellEvents>): ShellPageKind {
  if (events.serverBusy) return { kind: '504' };
  const unknown = pathname !== '/' && pathname !== '' && !matchPath(pathname);
  if (unknown) return { kind: '404', path: pathname + search };
  if (events.rejectedPath === pathname) return { kind: '404', path: pathname };
  return null;
}

function ChromeInner() {
  const intl = useIntl();
  const locale = useLocale();
  const href = useHref();
  const url = new URL(href, 'http://x');
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [focusSearch, setFocusSearch] = useState(false);
  const events = useShellEvents();
  const switchLocale = useLocaleSwitch(href);
  useScrollOnNavigate(url.pathname, url.hash);
  // Stable, so the drawer's focus trap is not set up again (and focus moved) on every render.
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);
  // A remote asks for the drawer (the subject quiz's "search all jobs", decision 091).
  useEffect(
    () =>
      on('drawer:open', ({ focus }) => {
        setFocusSearch(focus === 'search');
        setDrawerOpen(true);
      }),
    [],
  );

  return (
    <>
      <Header
        locale={locale}
        languageHrefs={languageHrefs(href)}
        drawerOpen={drawerOpen}
        onOpenMenu={() => setDrawerOpen(true)}
        onOpenSearch={() => {
          setFocusSearch(true);
          setDrawerOpen(true);
        }}
        onSwitchLocale={(to) => void switchLocale(to)}
        onDrawerIntent={() => preloadRemoteModule('mfe-jobs', SEARCH_BAR)}
      />
      <Drawer open={drawerOpen} onClose={closeDrawer} label={intl.formatMessage(m.menu)}>
        <div id="shell-drawer" className="shell-drawer">
          {drawerOpen ? (
            <RemoteParcel
              owner="mfe-jobs"
              expose={SEARCH_BAR}
              className="shell-drawer__search"
              props={{ autoFocus: focusSearch, origin: 'Hamburger', onNavigate: closeDrawer }}
            />
          ) : null}
          <Menu locale={locale} onChosen={closeDrawer} />
        </div>
      </Drawer>
      <ShellPage page={shellPageFor(url.pathname, url.search, events)} />
      <Footer />
      <UpdateNotice />
      {events.signup ? (
        <RemoteParcel
          owner="mfe-account"
          expose="./signup-dialog"
          size={null}
          props={{ ...events.signup, onClose: events.closeSignup }}
        />
      ) : null}
      {events.messaging ? (
        <Suspense fallback={null}>
          <MessagingModal {...events.messaging} onClose={events.closeMessaging} />
        </Suspense>
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
