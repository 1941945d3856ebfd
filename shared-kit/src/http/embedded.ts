/**
 * The first answers the site server wrote into the page (decision 150): a JSON data block
 * `<script type="application/json" id="career-data">` mapping an API path (relative to
 * `{apiBase}{apiVersion}`, decoded, with its query; `unversioned:` and the path relative to `{apiBase}`
 * for the few unversioned routes) to the body the API answers for a GET of it — the job guide of a
 * guide's page, the directory's list, the quiz's questions. `apiGet` takes an answer from here before it asks the API, so the first render needs
 * no round trip and does not load axios. Each answer is used once: a later GET (a refetch, a retry)
 * asks the API.
 */
export const EMBEDDED_DATA_ID = 'career-data';

let embedded: Record<string, unknown> | null | undefined;

function read(): Record<string, unknown> | null {
  if (embedded !== undefined) return embedded;
  embedded = null;
  const el = typeof document === 'undefined' ? null : document.getElementById(EMBEDDED_DATA_ID);
  if (!el) return embedded;
  el.remove();
  try {
    const value: unknown = JSON.parse(el.textContent ?? '');
    if (value && typeof value === 'object' && !Array.isArray(value)) embedded = value as Record<string, unknown>;
  } catch {
    console.error('The embedded page data is not JSON; asking the API');
  }
  return embedded;
}

function keyOf(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path; // a malformed escape is never a key
  }
}

/** The embedded answer to a GET of `path`, taken once; null when the page has none for it. */
export function takeEmbedded(path: string): { readonly body: unknown } | null {
  const all = read();
  const key = keyOf(path);
  if (!all || !Object.prototype.hasOwnProperty.call(all, key)) return null;
  const body = all[key];
  delete all[key];
  return { body };
}

/** Whether the page holds an answer to a GET of `path` not taken yet (it stays there). */
export function hasEmbedded(path: string): boolean {
  const all = read();
  return !!all && Object.prototype.hasOwnProperty.call(all, keyOf(path));
}

/** For tests: read the page's block again. */
export function resetEmbedded(): void {
  embedded = undefined;
}
