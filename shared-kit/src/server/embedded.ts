/**
 * http/embedded.ts as the server build sees it (decision 350): the server bundle of first views
 * resolves every import of http/embedded to this file (shared-kit/build/first-views-plugin.cjs).
 * `apiGet` takes the page's embedded answers from here; a GET the page does not carry throws
 * `NotEmbedded` instead of reaching the network, and the view shows what the app shows while it
 * waits. The browser build never includes it.
 */
export { EMBEDDED_DATA_ID } from '../http/embedded';

let answers: Record<string, unknown> | null = null;

/** Thrown for a GET whose answer the page does not embed: the site server asks nothing. */
export class NotEmbedded extends Error {}

/** The answers the page being rendered carries (`career-data`): API path → the API's body. */
export function serveEmbedded(values: Record<string, unknown> | null): void {
  answers = values ? { ...values } : null;
}

export function takeEmbedded(path: string): { readonly body: unknown } {
  let key = path;
  try {
    key = decodeURIComponent(path);
  } catch {
    /* a malformed escape is never a key */
  }
  if (!answers || !Object.prototype.hasOwnProperty.call(answers, key)) throw new NotEmbedded(key);
  const body = answers[key];
  delete answers[key];
  return { body };
}

export function resetEmbedded(): void {
  answers = null;
}
