const { createConfig } = require('shared-kit/build/webpack.cjs');

module.exports = createConfig({
  appDir: __dirname,
  role: 'remote',
  name: 'mfe_jobs',
  exposes: { './app': './src/app/lifecycles.tsx', './search-bar': './src/features/search/search-bar-parcel.tsx' },
  devPort: 3102,
});
