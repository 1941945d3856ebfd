/**
 * A quiz under way can be finished without a connection (decision 361): the code of the screens
 * after the questions — data entry, the result and its body, the HTTP client — is fetched in the
 * background on the start page, and kept by the service worker and the HTTP cache. This is its own
 * chunk, which the start page (./start-route) asks for once it is on screen: no page's first render
 * carries it (decision 345).
 */
import { http } from 'shared-kit';
import { loadDataEntry, loadResultBody, loadResultRoute } from './loaders';

/** Where webpack loads this build's files from: its version folder (the entry's, decision 360). */
declare const __webpack_public_path__: string;

/** Asks the site's service worker to keep this build's stylesheets (some load only on render). */
async function keepStyles() {
  if (typeof __webpack_public_path__ !== 'string') return;
  const registration = await navigator.serviceWorker?.ready;
  registration?.active?.postMessage({ type: 'keep-styles', base: __webpack_public_path__ });
}

/** Through the app's own loaders (./loaders), so the files fetched are those the pages need. */
export function fetchRestOfQuiz() {
  return Promise.all([loadDataEntry(), loadResultRoute(), loadResultBody(), http(), keepStyles()]);
}
