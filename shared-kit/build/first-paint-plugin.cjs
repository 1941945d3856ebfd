// Writes first-paint.json beside a production build: for the routes an app declares in its
// `first-paint.json`, the static HTML of the page's first view (its heading and opening text) in
// each language, and the CSS rules those elements need, read from the app's own stylesheets. The
// site server writes it into the page, so a phone paints the page's words before any script has
// run; the shell removes it as soon as the app renders its own heading (decision 245).
//
// Declaration (`<app>/src/first-paint.json`, so the build's inputs cover it):
//   { "css": ["src/features/home/home-page.css"],
//     "routes": { "home": "<div class=\"home\"><h1 class=\"home__title\">{m:content.home.title}</h1></div>" } }
// `{m:<id>}` is a message of the app's catalogues (src/i18n/{en,ms}.json) without arguments;
// `{m:<id>|count=jobCount}` one with arguments, taken from the route's data when the server writes it
// (`types=holland_code@jobs.guide.type.`: each letter of the field as the message `<prefix><letter>`);
// `{if:field}…{/if}` keeps its markup only when the field is set (true, or a non-empty text);
// `{d:<field>}` is left for the server, which fills it from the route's first data (escaped).
// A route may be `{ "html": "…", "unlessCookies": ["currentQuestion"] }`: the server skips the first
// paint when one of those cookies is set (the user is past the page's first view).
// A host declares only `css` and `keep`: its `:root` rules (the design tokens) and the selectors in
// `keep` (the page frame) are kept whole.
const fs = require('node:fs');
const path = require('node:path');
const { parse } = require('@formatjs/icu-messageformat-parser');

const escapeHtml = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Top-level rules of a stylesheet: `{ prelude, body }`, at-rules with blocks kept as one item. */
function cssBlocks(css) {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const blocks = [];
  let depth = 0;
  let start = 0;
  let open = -1;
  for (let i = 0; i < text.length; i += 1) {
    if (text[i] === '{') {
      if (depth === 0) open = i;
      depth += 1;
    } else if (text[i] === '}') {
      depth -= 1;
      if (depth === 0) {
        blocks.push({ prelude: text.slice(start, open).trim(), body: text.slice(open + 1, i).trim() });
        start = i + 1;
      }
    }
  }
  return blocks;
}

const minify = (s) =>
  s
    .replace(/\s+/g, ' ')
    .replace(/\s*([{};:,>])\s*/g, '$1')
    .replace(/;}/g, '}')
    .replace(/;$/, '')
    .trim();

/**
 * The rules of `css` that style only elements the first paint has: each selector's classes are
 * all among `classes` (and it names at least one). Media queries are kept with
 * the rules inside them that qualify. State selectors (:hover, :focus…) are dropped. Selectors in
 * `keep` are kept as they are (the host's page frame: `#main`, its themes).
 * @param {string} css
 * @param {Set<string>} classes
 * @param {Set<string>} [keep]
 */
function rulesFor(css, classes, keep = new Set()) {
  const out = [];
  for (const { prelude, body } of cssBlocks(css)) {
    if (prelude.startsWith('@media')) {
      const inner = rulesFor(body, classes, keep);
      if (inner) out.push(`${minify(prelude)}{${inner}}`);
      continue;
    }
    if (prelude.startsWith('@')) continue;
    const selectors = prelude.split(',').map((s) => s.trim());
    const kept = selectors.filter((sel) => {
      if (keep.has(sel)) return true;
      if (/:(hover|focus|active|visited|focus-visible|focus-within|disabled|checked)/.test(sel)) return false;
      const used = [...sel.matchAll(/\.([\w-]+)/g)].map((m) => m[1]);
      return used.length > 0 && used.every((c) => classes.has(c));
    });
    if (kept.length) out.push(`${kept.join(',')}{${minify(body)}}`);
  }
  return out.join('');
}

/**
 * Reads an app's declaration and catalogues and returns what first-paint.json holds, or null when
 * the app declares nothing. Throws on a message that is missing or takes arguments.
 * @param {string} appDir
 */
function firstPaintOf(appDir) {
  const declared = path.join(appDir, 'src', 'first-paint.json');
  if (!fs.existsSync(declared)) return null;
  const decl = JSON.parse(fs.readFileSync(declared, 'utf8'));
  const catalogue = (locale) => JSON.parse(fs.readFileSync(path.join(appDir, 'src', 'i18n', `${locale}.json`), 'utf8'));
  const messages = decl.routes ? { en: catalogue('en'), ms: catalogue('ms') } : {};
  const routes = {};
  const classes = new Set();
  for (const [routeId, declaredRoute] of Object.entries(decl.routes ?? {})) {
    const { html: template, unlessCookies } =
      typeof declaredRoute === 'string' ? { html: declaredRoute } : declaredRoute;
    for (const m of template.matchAll(/class="([^"]+)"/g)) for (const c of m[1].split(/\s+/)) classes.add(c);
    routes[routeId] = unlessCookies ? { unlessCookies } : {};
    for (const locale of ['en', 'ms']) {
      const icu = [];
      routes[routeId][locale] = template.replace(/\{m:([\w.-]+)(?:\|([\w=,.@]+))?\}/g, (_, id, argSpec) => {
        const text = messages[locale][id];
        if (typeof text !== 'string') throw new Error(`first-paint.json (${routeId}): no ${locale} message ${id}`);
        if (argSpec) {
          // A message with arguments: its parsed form, formatted by the server with the route's data.
          const args = Object.fromEntries(argSpec.split(',').map((pair) => pair.split('=')));
          // `field@prefix`: each letter of the field named by the message `<prefix><letter>`.
          const lookups = {};
          for (const value of Object.values(args)) {
            const prefix = value.split('@')[1];
            if (!prefix) continue;
            lookups[prefix] = Object.fromEntries(
              Object.entries(messages[locale])
                .filter(([key]) => key.startsWith(prefix))
                .map(([key, name]) => [key.slice(prefix.length), name]),
            );
          }
          icu.push({ ast: parse(text), args, ...(Object.keys(lookups).length ? { lookups } : {}) });
          return `{icu:${icu.length - 1}}`;
        }
        if (/[{}]/.test(text)) throw new Error(`first-paint.json (${routeId}): message ${id} takes arguments`);
        return escapeHtml(text.replace(/''/g, "'"));
      });
      if (icu.length) (routes[routeId].icu ??= {})[locale] = icu;
    }
  }
  const files = (decl.css ?? []).map((f) => path.resolve(appDir, f));
  // A host's declaration keeps the design tokens (`:root`); an app's rules use them.
  const keep = new Set([...(decl.keep ?? []), ...(decl.routes ? [] : [':root'])]);
  const css = files.map((f) => rulesFor(fs.readFileSync(f, 'utf8'), classes, keep)).join('');
  return { value: { css, routes }, files: [declared, ...files] };
}

class FirstPaintPlugin {
  /** @param {{ appDir: string }} opts */
  constructor(opts) {
    this.opts = opts;
  }
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('FirstPaintPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'FirstPaintPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const result = firstPaintOf(this.opts.appDir);
          if (!result) return;
          for (const f of result.files) compilation.fileDependencies.add(f);
          compilation.emitAsset('first-paint.json', new RawSource(`${JSON.stringify(result.value, null, 2)}\n`));
        },
      );
    });
  }
}

module.exports = { FirstPaintPlugin, firstPaintOf, rulesFor };
