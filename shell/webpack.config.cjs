const path = require('node:path');
const { createConfig } = require('shared-kit/build/webpack.cjs');

module.exports = createConfig({
  appDir: __dirname,
  role: 'host',
  name: 'shell',
  entry: './src/index.ts',
  template: path.join(__dirname, 'src/index.html'),
  devPort: 3100,
});
