// webpack loader (browser builds only): removes the `FirstView` and `Later` properties from a
// remote's src/pages.ts (`Later` names what a route loads after its first render, for the site
// server's preloads, decision 357; the browser imports it where the page does). A first view is rendered by the server from the remote's server build
// (first-views-plugin.cjs, decision 350); the browser never imports it, but an `import()` thunk left
// in pages.ts still gave the view's files chunk ids and hashes in the remote's runtime and its
// exposed app, so a route's first render grew with each first view declared (decision 352).
'use strict';

/**
 * `source` without its `FirstView: …,` and `Later: …,` properties. A property runs from its name at the start of
 * a line to the first comma at its own depth (parentheses, brackets, braces; strings and template
 * literals skipped), and its line ends are removed with it.
 * @param {string} source
 * @returns {string}
 */
function stripFirstViews(source) {
  const start = /^[ \t]*(?:FirstView|Later)\s*:/gm;
  let out = '';
  let from = 0;
  for (let m = start.exec(source); m; m = start.exec(source)) {
    let i = m.index + m[0].length;
    let depth = 0;
    for (; i < source.length; i++) {
      const c = source[i];
      if (c === "'" || c === '"' || c === '`') {
        for (i++; i < source.length && source[i] !== c; i++) if (source[i] === '\\') i++;
      } else if (c === '(' || c === '[' || c === '{') depth++;
      else if (c === ')' || c === ']' || c === '}') {
        if (depth === 0) break; // the object's end: the property had no trailing comma
        depth--;
      } else if (c === ',' && depth === 0) {
        i++;
        break;
      }
    }
    while (i < source.length && (source[i] === ' ' || source[i] === '\t')) i++;
    if (source[i] === '\n') i++;
    out += source.slice(from, m.index);
    from = i;
    start.lastIndex = i;
  }
  return out + source.slice(from);
}

module.exports = function stripFirstViewsLoader(source) {
  return stripFirstViews(source);
};
module.exports.stripFirstViews = stripFirstViews;
