import type { Locale } from 'shared-kit';

/**
 * A methodology page's text: data, not messages (decision 161). One JSON file per page and
 * language in ./texts/, each its own lazy chunk. Inline markup in any string: **bold** and
 * [text](href), where href is https://…, `route:<route id>` or `route:methodology:<page>`.
 */
export interface MethodologyText {
  readonly title: string;
  readonly lead: string;
  /** ISO date of the last content change. */
  readonly updated: string;
  readonly sections: readonly { readonly heading: string; readonly blocks: readonly Block[] }[];
  readonly sources: readonly string[];
  /** A credit the data's licence asks for (O*NET's CC BY 4.0 statement), shown after the sources. */
  readonly attribution?: string;
}

/** A paragraph, or a bulleted list. */
export type Block = string | { readonly list: readonly string[] };

/** The six pages, canonical (English) page words of route `methodology`, in the About page's order. */
export const METHODOLOGY_PAGE_IDS = [
  'career-quiz',
  'career-quiz-vs-imk',
  'job-guide',
  'job',
  'salary',
  'subject-job-match',
] as const;
export type MethodologyPageId = (typeof METHODOLOGY_PAGE_IDS)[number];

export const isMethodologyPage = (page: string | undefined): page is MethodologyPageId =>
  (METHODOLOGY_PAGE_IDS as readonly string[]).includes(page ?? '');

const cache = new Map<string, Promise<MethodologyText>>();

/** The page's text in a language: its own chunk, fetched once; a failed fetch can be retried. */
export function loadMethodologyText(page: MethodologyPageId, locale: Locale): Promise<MethodologyText> {
  const key = `${page}.${locale}`;
  let text = cache.get(key);
  if (!text) {
    // Unnamed chunks: a name per text would cost an entry each in this remote's runtime chunk
    // table, which every page of the remote loads before its first render (decision 381).
    text = import(`./texts/${page}.${locale}.json`).then((m: { default: MethodologyText }) => m.default);
    text.catch(() => cache.delete(key));
    cache.set(key, text);
  }
  return text;
}
