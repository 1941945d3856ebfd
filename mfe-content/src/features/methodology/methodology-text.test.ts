import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { METHODOLOGY_PAGES } from '../../pages';
import { METHODOLOGY_PAGE_IDS, type Block, type MethodologyText } from './methodology-text';

/** The page texts are data (decision 161): both languages present, shaped alike, links valid. */
const dir = join(__dirname, 'texts');
const read = (file: string) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as MethodologyText;
const strings = (t: MethodologyText): string[] => [
  t.title,
  t.lead,
  ...t.sections.flatMap((s) => [s.heading, ...s.blocks.flatMap((b: Block) => (typeof b === 'string' ? [b] : b.list))]),
  ...t.sources,
  ...(t.attribution ? [t.attribution] : []),
];
const links = (t: MethodologyText) => strings(t).flatMap((s) => [...s.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]!));

describe('methodology texts', () => {
  test('one file per page and language, and nothing else', () => {
    expect(readdirSync(dir).sort()).toEqual(
      METHODOLOGY_PAGE_IDS.flatMap((p) => [`${p}.en.json`, `${p}.ms.json`]).sort(),
    );
    expect(Object.keys(METHODOLOGY_PAGES).sort()).toEqual([...METHODOLOGY_PAGE_IDS].sort());
  });

  test.each(METHODOLOGY_PAGE_IDS)('%s: en and ms have the same shape, the same links and no empty text', (page) => {
    const en = read(`${page}.en.json`);
    const ms = read(`${page}.ms.json`);
    const shape = (t: MethodologyText) => ({
      sections: t.sections.map((s) => s.blocks.map((b) => (typeof b === 'string' ? 'p' : b.list.length))),
      sources: t.sources.length,
      attribution: Boolean(t.attribution),
      updated: t.updated,
    });
    expect(shape(ms)).toEqual(shape(en));
    expect(links(ms).map((l) => (l.startsWith('route:') ? l : new URL(l).href))).toEqual(links(en));
    for (const s of [...strings(en), ...strings(ms)]) expect(s.trim()).not.toBe('');
    expect(en.updated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    for (const link of links(en)) {
      if (link.startsWith('route:methodology:')) {
        expect(METHODOLOGY_PAGE_IDS).toContain(link.slice('route:methodology:'.length));
      } else if (link.startsWith('route:')) {
        expect(['about', 'contact', 'privacy', 'quiz.intro']).toContain(link.slice('route:'.length));
      } else {
        expect(link).toMatch(/^https?:\/\//);
      }
    }
  });

  test('pages that use O*NET data carry its attribution', () => {
    for (const page of ['career-quiz', 'job'] as const) {
      for (const lang of ['en', 'ms']) {
        expect(read(`${page}.${lang}.json`).attribution).toMatch(/USDOL\/ETA.*CC BY 4\.0.*USDOL\/ETA/s);
      }
    }
  });
});
