const { createConfig } = require('shared-kit/build/webpack.cjs');

module.exports = createConfig({
  appDir: __dirname,
  role: 'remote',
  name: 'mfe_content',
  exposes: { './app': './src/app/lifecycles.tsx' },
  devPort: 3104,
});
