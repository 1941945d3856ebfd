// Webpack loader for the message catalogues (src/i18n/en.json, ms.json; the kit's
// src/i18n/messages/*.json): `formatjs compile --ast --format simple` turns each ICU string into
// its parsed form, so the browser never parses a message and the ICU parser is left out of the
// bundle (webpack.cjs points `@formatjs/icu-messageformat-parser` at its `no-parser.js`).
// Jest does not use this loader: tests read the ICU strings and react-intl parses them.
const { execFileSync } = require('node:child_process');
const path = require('node:path');

const FORMATJS = path.join(__dirname, '..', '..', 'node_modules', '.bin', 'formatjs');

module.exports = function compileMessages() {
  // The CLI reads the file itself (the catalogue is plain JSON; no other loader runs before this).
  const out = execFileSync(FORMATJS, ['compile', '--ast', '--format', 'simple', this.resourcePath], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // The CLI prints {} with a warning for an empty catalogue; anything else is the compiled JSON.
  return JSON.stringify(JSON.parse(out));
};
