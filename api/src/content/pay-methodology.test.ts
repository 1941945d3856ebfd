import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { defaultContentDir, repoRoot } from '../paths.js';
import { loadContent, type LoadedContent } from './loader.js';
import { hasJobPay } from './rules.js';

/**
 * The salary methodology page (decision 161 texts) states how many guides show a pay figure for the
 * job itself, how many only the group median as context, and how many neither (decision 285). The
 * counts are read from the page, in both languages, and must be what the content holds.
 */
const text = (lang: 'en' | 'ms') =>
  readFileSync(resolve(repoRoot, `mfe-content/src/features/methodology/texts/salary.${lang}.json`), 'utf8');
const PATTERNS = {
  en: {
    own: /\*\*(\d+) of our (\d+)\*\* job guides showed a pay figure for the job itself/,
    context: /Another (\d+) show no figure of their own, only the median/,
    none: /and (\d+) — [^:]*— show neither/,
    medians: /Given for (\d+) jobs, (\d+) of which have no figure of their own/,
    appointment: /Used as entry pay for (\d+) jobs/,
  },
  ms: {
    own: /\*\*(\d+) daripada (\d+)\*\* panduan kerjaya kami memaparkan gaji bagi pekerjaan itu sendiri/,
    context: /Sebanyak (\d+) lagi tiada angka sendiri/,
    none: /manakala (\d+) — [^:]*— tiada kedua-duanya/,
    medians: /Diberikan bagi (\d+) pekerjaan, dan (\d+) daripadanya tiada angka sendiri/,
    appointment: /Digunakan sebagai gaji permulaan bagi (\d+) pekerjaan/,
  },
} as const;

let loaded: LoadedContent;
beforeAll(async () => {
  loaded = await loadContent(defaultContentDir);
});

describe.each(['en', 'ms'] as const)('the salary methodology page (%s)', (lang) => {
  test('states the counts of job figures, context-only guides and empty guides that the content holds', () => {
    const jobs = loaded.content.jobs;
    const own = jobs.filter(hasJobPay).length;
    const withMedian = jobs.filter((j) => j.salary?.group_median).length;
    const contextOnly = jobs.filter((j) => j.salary && !hasJobPay(j)).length;
    const none = jobs.filter((j) => !j.salary).length;
    const page = text(lang);
    const read = (re: RegExp) => page.match(re)?.slice(1).map(Number);
    expect(read(PATTERNS[lang].own)).toEqual([own, jobs.length]);
    expect(read(PATTERNS[lang].context)).toEqual([contextOnly]);
    expect(read(PATTERNS[lang].none)).toEqual([none]);
    expect(read(PATTERNS[lang].medians)).toEqual([withMedian, contextOnly]);
    const appointment = jobs.filter((j) => j.salary?.entry?.basis === 'appointment_pay').length;
    expect(read(PATTERNS[lang].appointment)).toEqual([appointment]);
  });
});
