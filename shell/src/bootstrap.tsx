import { registerApplication, start } from 'single-spa';
import { announcePersistedState, createAppLifecycles, getCookie, matchPath, type Owner } from 'shared-kit';
import { Chrome } from './chrome/chrome';
import { hideSplash } from './chrome/splash';
import { loadLayout } from './layouts/layouts';
import { resilientApp } from './remotes/resilient-app';
import { currentRemotes, reregisterRemotes } from './remotes/registry';
import './shell.css';

const OWNERS: readonly Owner[] = ['mfe-content', 'mfe-quiz', 'mfe-jobs', 'mfe-account'];

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

async function main() {
  announcePersistedState();
  await reregisterRemotes();

  registerApplication({
    name: 'shell-chrome',
    app: async () => createAppLifecycles(Chrome),
    activeWhen: () => true,
    customProps: { domElement: document.getElementById('chrome')! },
  });
  for (const owner of OWNERS) {
    registerApplication({
      name: owner,
      app: async () => resilientApp(owner, currentRemotes, reregisterRemotes),
      activeWhen: activeFor(owner),
      customProps: { domElement: slot(owner) },
    });
  }

  // Preload the next route's layout before its app mounts (spec §2).
  window.addEventListener('single-spa:before-routing-event', (e) => {
    const detail = (e as CustomEvent<{ newUrl: string }>).detail;
    const match = detail?.newUrl ? matchPath(new URL(detail.newUrl).pathname) : null;
    if (match) void loadLayout(match.route.layout);
  });
  // The first route's apps have mounted (or none owns the path): reveal the page, then start
  // journey, UTM, visit and screen tracking (spec §4), loaded after the first render so it costs
  // the first paint nothing; it counts the landing page itself.
  window.addEventListener(
    'single-spa:routing-event',
    () => {
      hideSplash();
      void import(/* webpackChunkName: "tracking" */ './tracking/journey').then((m) =>
        m.startTracking(window, { trackCurrent: true }),
      );
    },
    { once: true },
  );
  start({ urlRerouteOnly: true });
}

void main();
