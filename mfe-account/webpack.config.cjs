const { createConfig } = require('shared-kit/build/webpack.cjs');

module.exports = createConfig({
  appDir: __dirname,
  role: 'remote',
  name: 'mfe_account',
  exposes: { './app': './src/app/lifecycles.tsx', './signup-dialog': './src/app/signup-dialog-parcel.tsx' },
  devPort: 3103,
});
