// The Module Federation `shared` map used by the shell and every remote, defined once so the apps
// cannot drift. Only what must be one copy in the page is shared (shared modules are not
// tree-shaken): React and its DOM client, react-intl, shared-kit and its atoms. jotai is not shared
// on its own: only shared-kit/state imports it (apps may not; eslint.config.mjs), so it is bundled
// inside that singleton, and the page's one store comes in one file, not two (decision 369).
// react-router is not shared: each remote that routes bundles it tree-shaken through `shared-kit/router`
// (≈12 KB gzip instead of the whole library's ≈62 KB; decision 051). An app shares the packages
// it or shared-kit declares; versions come from the package.json files (exact pins).
const path = require('node:path');

const kit = require('../package.json');

const SINGLETONS = {
  react: 'react',
  'react/jsx-runtime': 'react',
  'react-dom': 'react-dom',
  'react-dom/client': 'react-dom',
  'react-intl': 'react-intl',
};

/** shared-kit's entries shared as singletons: the page runs the shell's copy of each. */
const KIT_SINGLETONS = ['shared-kit', 'shared-kit/state', 'shared-kit/query'];

/**
 * What a host bundles into its entry (`eager`): the packages every first render runs, so they come
 * with main.js instead of one request more after it. A remote still reads them from the host's
 * share scope (decision 367). A host's async boundary stays: shared-kit's other entries are not
 * eager.
 */
const HOST_EAGER = ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client', 'react-intl', 'shared-kit'];

/**
 * @param {string} appDir the app's folder
 * @param {{ eager?: readonly string[] }} [opts] the shared requests bundled into the entry (a host's)
 * @returns {Record<string, object>} the `shared` option of ModuleFederationPlugin
 */
function sharedMap(appDir, { eager = [] } = {}) {
  const app = require(path.join(appDir, 'package.json'));
  const declared = { ...kit.dependencies, ...app.dependencies };
  const shared = {};
  /** One copy in the page, at least `version`; bundled into the entry when `eager` names it. */
  const singleton = (request, version) => ({
    singleton: true,
    requiredVersion: `^${version}`,
    version,
    ...(eager.includes(request) ? { eager: true } : {}),
  });
  for (const [request, pkg] of Object.entries(SINGLETONS)) {
    if (!app.dependencies?.[pkg] && !(app.dependencies?.['shared-kit'] && kit.dependencies[pkg])) continue;
    const version = declared[pkg].replace(/^[\^~]/, '');
    shared[request] = singleton(request, version);
  }
  if (app.dependencies?.['shared-kit']) {
    // shared-kit/state holds the atoms: one copy in the page, so every app reads one store.
    // shared-kit/query holds TanStack Query and the page's one QueryClient: a singleton of its
    // own, so it loads with the first component that fetches, not with shared-kit (decision 041).
    for (const request of KIT_SINGLETONS) {
      shared[request] = singleton(request, kit.version);
    }
  }
  return shared;
}

module.exports = { sharedMap, KIT_SINGLETONS, HOST_EAGER };
