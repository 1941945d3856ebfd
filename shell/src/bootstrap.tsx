// The kit's stylesheet first: the shell's own stylesheets come after it in first-render.css.
import 'shared-kit/styles.css';
import { registerApplication, start } from 'single-spa';
import { createAppLifecycles, getCookie, matchPath, type Owner } from 'shared-kit';
import { Chrome } from './chrome/chrome';
import { hideSplash } from './chrome/splash';
import { settleChromePaint, settleFirstPaint } from './first-paint/first-paint';
import { OWNERS } from './remotes/owners';
import { resilientApp } from './remotes/resilient-app';
import { reregisterRemotes } from './remotes/registry';
import { installRouteRules } from './routing/route-rules';
import { FIRST_CHECK_AFTER_MS, setUpdateAvailable } from './updates/update-available';
import './shell.css';

/** How long after the page's load event tracking starts (it counts the landing page either way). */
const TRACKING_AFTER_LOAD_MS = 1000;

function slot(owner: Owner): HTMLElement {
  return document.getElementById(`slot-${owner}`)!;
}

/** Is `owner` the remote for this location? Unknown paths activate none (the shell shows its 404). */
function activeFor(owner: Owner) {
  return (location: Location) => {
    const match = matchPath(location.pathname);
    if (!match || match.route.owner !== owner) return false;
    return !match.route.auth || !!getCookie('authorization_token');
  };
}

/**
 * The chrome app's React root: a block of its own in `#chrome`, after the server's copy of the
 * header (decision 346). React empties its root's element at its first commit, and the chrome's
 * first commit is empty while its messages load: in `#chrome` itself the copy would go a moment
 * before the app's header shows (a flash of an empty header). settleChromePaint removes the copy.
 */
function chromeRoot(): HTMLElement {
  const root = document.createElement('div');
  root.id = 'chrome-app';
  document.getElementById('chrome')!.append(root);
  return root;
}

async function main() {
  // Redirects and the page frame (layout, html lang) before any app mounts, now and on every route change.
  installRouteRules();
  // The server's static first view stays until the app renders its own heading (decision 245).
  settleFirstPaint();
  // The server's copy of the header goes when the chrome app renders its own (decision 346).
  settleChromePaint();
  await reregisterRemotes();

  registerApplication({
    name: 'shell-chrome',
    app: async () => createAppLifecycles(Chrome),
    activeWhen: () => true,
    customProps: { domElement: chromeRoot() },
  });
  for (const owner of OWNERS) {
    registerApplication({
      name: owner,
      app: async () => resilientApp(owner),
      activeWhen: activeFor(owner),
      customProps: { domElement: slot(owner) },
    });
  }

  // The first route's apps have mounted (or none owns the path): reveal the page, then start
  // journey, UTM, visit and screen tracking (spec §4), loaded after the first render so it costs
  // the first paint nothing; it counts the landing page itself.
  window.addEventListener(
    'single-spa:routing-event',
    () => {
      hideSplash();
      // A second after the page has loaded (by then the first route's own lazy chunks have been
      // asked for), so on a slow connection the tracking code never competes with the page's first
      // render for bandwidth; it still counts the landing page.
      afterLoad(() => {
        void import('./after-first-view').then((m) => {
          m.startTracking(window, { trackCurrent: true });
          // The service worker (decision 361) once the app is up and the page has loaded.
          void m.registerServiceWorker();
        });
      });
      // Build-update detection (spec §4): 1 s after ready, then hourly; a newer build shows the
      // notice and has the service worker fetch the new shell in the background. Its code loads
      // at that second too, so it is not part of the first render. It shares the tracking chunk
      // (both load after the first view): one chunk fewer in the runtime's chunk table of every
      // page's first render (decision 381).
      setTimeout(() => {
        void import('./after-first-view').then((m) =>
          m.startBuildCheck({
            onUpdate: () => {
              setUpdateAvailable(true);
              void m.refreshServiceWorker();
            },
            firstCheckAfterMs: 0,
          }),
        );
      }, FIRST_CHECK_AFTER_MS);
    },
    { once: true },
  );
  start({ urlRerouteOnly: true });
}

/** Runs `fn` a second after the window's load event (or after now, when it has already fired). */
function afterLoad(fn: () => void) {
  const later = () => setTimeout(fn, TRACKING_AFTER_LOAD_MS);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}

void main();
