const path = require('node:path');
const { createConfig } = require('shared-kit/build/webpack.cjs');

// The job search ranks in the browser with the API's own module (decision 175) over its compact
// index (395).
const API_SEARCH = ['search.ts', 'normalise.ts', 'compact-index.ts'].map((f) =>
  path.join(__dirname, '../api/src/content', f),
);

module.exports = createConfig({
  appDir: __dirname,
  role: 'remote',
  name: 'mfe_jobs',
  exposes: { './app': './src/app/lifecycles.tsx', './search-bar': './src/features/search/search-bar-parcel.tsx' },
  devPort: 3102,
  extraInputs: API_SEARCH,
});
