/** Where the shell's build writes the site's service worker (decision 361). */
export const SERVICE_WORKER_URL = '/sw.js';

type Container = Pick<ServiceWorkerContainer, 'register' | 'getRegistration'>;

const containerOf = (nav: Navigator): Container | undefined =>
  'serviceWorker' in nav ? (nav.serviceWorker as Container) : undefined;

/**
 * Registers the site's service worker, scoped to the whole site. Called once the app is up (after
 * the first route and the page's load event), never during the first render. A browser without
 * service workers, or one that refuses (private mode, a test that blocks them), simply goes on
 * without: nothing on the page depends on it.
 */
export async function registerServiceWorker(nav: Navigator = navigator): Promise<void> {
  try {
    await containerOf(nav)?.register(SERVICE_WORKER_URL, { scope: '/' });
  } catch {
    /* no worker: every request goes to the network as before */
  }
}

/**
 * A newer build is out (the build check): ask the browser to fetch /sw.js again now rather than at
 * its next navigation, so a new shell's files are precached in the background while the visitor
 * reads the update notice.
 */
export async function refreshServiceWorker(nav: Navigator = navigator): Promise<void> {
  try {
    await (await containerOf(nav)?.getRegistration(SERVICE_WORKER_URL))?.update();
  } catch {
    /* the next navigation checks again */
  }
}
