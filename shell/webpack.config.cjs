const path = require('node:path');
const { createConfig } = require('shared-kit/build/webpack.cjs');

module.exports = createConfig({
  appDir: __dirname,
  role: 'host',
  name: 'shell',
  entry: './src/index.ts',
  template: path.join(__dirname, 'src/index.html'),
  // Lucide's compass (ISC licence) on the brand blue; emitted as /favicon.svg and linked from the page.
  favicon: path.join(__dirname, 'src/favicon.svg'),
  // The site's service worker, written to /sw.js with the boot files to precache (decision 361).
  serviceWorker: path.join(__dirname, 'src/service-worker/sw.js'),
  // React, react-dom, react-intl and shared-kit in main.js, one first-render stylesheet (359, 367).
  firstRenderChunk: true,
  // The header in every page's first paint, rendered by the site server (decision 346).
  firstViews: { chrome: 'src/chrome/chrome-paint.tsx' },
  devPort: 3100,
});
