import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { defaultContentDir } from '../paths.js';
import { NAMED_MIN_SCORE, QUESTIONS, profileOf, type Pick } from '../quiz/scoring.js';
import { computedDataStatus } from './completeness.js';
import type { JobContent } from './schemas.js';

/**
 * Rules the methodology pages state and the code implements, read from the pages themselves
 * (issue 24 item 3, decision 291), in both languages, so that page and code cannot drift apart.
 */
const texts = join(defaultContentDir, '..', 'mfe-content', 'src', 'features', 'methodology', 'texts');
const page = (name: string, lang: 'en' | 'ms') => readFileSync(join(texts, `${name}.${lang}.json`), 'utf8');

const TYPE_NAMES: Record<'en' | 'ms', Record<string, Pick['type']>> = {
  en: {
    Realistic: 'R',
    Investigative: 'I',
    Artistic: 'A',
    Social: 'S',
    Enterprising: 'E',
    Conventional: 'C',
  },
  ms: { Realistik: 'R', Investigatif: 'I', Artistik: 'A', Sosial: 'S', Enterprising: 'E', Konvensional: 'C' },
};

describe('career quiz page: the pick rule', () => {
  const rule = {
    en: /main type is named only if you picked it at least (\d) times out of (\d)/,
    ms: /Jenis utama anda hanya dinamakan jika anda memilihnya sekurang-kurangnya (\d) kali daripada (\d)/,
  };
  const example = {
    en: /picking (\w+) (\d) times, then (\w+) once and (\w+) once, gives \*\*([A-Z]+)\*\*/,
    ms: /memilih (\w+) (\d) kali, kemudian (\w+) sekali dan (\w+) sekali, memberikan \*\*([A-Z]+)\*\*/,
  };

  test.each(['en', 'ms'] as const)('%s: the main type needs the stated number of picks; the page says no more', (lang) => {
    const [, min, of] = rule[lang].exec(page('career-quiz', lang))!;
    expect(Number(min)).toBe(NAMED_MIN_SCORE);
    expect(Number(of)).toBe(QUESTIONS);
    // The rule no longer claims every named type needs it (the second type is named from one pick).
    expect(page('career-quiz', lang)).not.toMatch(/A type is named only|Sesuatu jenis hanya dinamakan/);
  });

  test.each(['en', 'ms'] as const)('%s: the worked example gives the code the page says', (lang) => {
    const [, first, times, second, third, code] = example[lang].exec(page('career-quiz', lang))!;
    const letters = [
      ...Array<string>(Number(times)).fill(first!),
      second!,
      third!,
    ].map((name) => TYPE_NAMES[lang][name]!);
    expect(letters).toHaveLength(QUESTIONS);
    const picks: Pick[] = letters.map((type, i) => ({ question: i + 1, activity: `a${i}`, type }));
    expect(profileOf(picks).code).toBe(code);
  });

  test.each(['en', 'ms'] as const)('%s: no claim that O*NET’s Interest Profiler matches by correlation', (lang) => {
    expect(page('career-quiz', lang)).not.toMatch(/as O\*NET's own Interest Profiler does|sama seperti Interest Profiler/);
    expect(page('career-quiz', lang)).not.toMatch(/method of matching by correlation|kaedah pemadanan menggunakan korelasi/);
  });
});

describe('job guide page: what "Complete" means', () => {
  const jobs = readdirSync(join(defaultContentDir, 'jobs'))
    .filter((f) => f.endsWith('.json'))
    .map((f) => JSON.parse(readFileSync(join(defaultContentDir, 'jobs', f), 'utf8')) as JobContent);
  const complete = jobs.find((j) => computedDataStatus(j, 'en') === 'complete' && computedDataStatus(j, 'ms') === 'complete')!;
  /** The parts the page names, and how to take each away from a job. */
  const PARTS: Record<'en' | 'ms', [string, keyof JobContent][]> = {
    en: [
      ['the summary', 'summary'],
      ['job knowledge', 'knowledge'],
      ['education pathway', 'pathway'],
      ['pay', 'salary'],
      ['career progression', 'progression'],
    ],
    ms: [
      ['ringkasan', 'summary'],
      ['pengetahuan kerja', 'knowledge'],
      ['laluan pendidikan', 'pathway'],
      ['gaji', 'salary'],
      ['kemajuan kerjaya', 'progression'],
    ],
  };
  const completeLine = (lang: 'en' | 'ms') =>
    /\*\*(?:Complete|Lengkap)\*\*: ([^"]+)"/.exec(page('job-guide', lang))![1]!;

  test.each(['en', 'ms'] as const)('%s: every part the page names is required, and nothing else', (lang) => {
    const line = completeLine(lang);
    expect(complete).toBeDefined();
    expect(complete.experts_say ?? null).toBeNull(); // "What experts say" is not counted, as the page says
    for (const [words, key] of PARTS[lang]) {
      expect(line).toContain(words);
      expect(computedDataStatus({ ...complete, [key]: null }, lang)).not.toBe('complete');
    }
    expect(line).toMatch(/What experts say|Kata pakar/);
    expect(line).not.toMatch(/every part|setiap bahagian/);
  });
});

describe('job guide page: the route kinds and the status counts (issue 24, decisions 255 and 286)', () => {
  const jobs = readdirSync(join(defaultContentDir, 'jobs'))
    .filter((f) => f.endsWith('.json'))
    .map((f) => JSON.parse(readFileSync(join(defaultContentDir, 'jobs', f), 'utf8')) as JobContent);
  /** The guide's own label for each route kind: mfe-jobs' `jobs.guide.routeType` message (ICU select). */
  const labels = (lang: 'en' | 'ms') => {
    const catalogue = JSON.parse(
      readFileSync(join(defaultContentDir, '..', 'mfe-jobs', 'src', 'i18n', `${lang}.json`), 'utf8'),
    ) as Record<string, string>;
    const select = catalogue['jobs.guide.routeType']!;
    return new Map([...select.matchAll(/(\w+) \{([^{}]+)\}/g)].map((m) => [m[1]!, m[2]!]));
  };
  const pathwayLine = (lang: 'en' | 'ms') =>
    /\*\*(?:Education pathway|Laluan pendidikan)\*\*: ([^"]+)"/.exec(page('job-guide', lang))![1]!.toLowerCase();

  test.each(['en', 'ms'] as const)('%s: every route kind the guides use is named on the page, as the guide names it', (lang) => {
    const used = new Set(jobs.flatMap((j) => (j.pathway?.routes ?? []).map((r) => r.type)));
    const names = labels(lang);
    const line = pathwayLine(lang);
    const missing = [...used].filter((kind) => !line.includes(names.get(kind)!.toLowerCase()));
    expect(used.size).toBeGreaterThan(15);
    expect(missing).toEqual([]);
  });

  test.each(['en', 'ms'] as const)('%s: the complete and partial counts are the content’s', (lang) => {
    const status = (j: JobContent) => computedDataStatus(j, lang);
    const complete = jobs.filter((j) => status(j) === 'complete').length;
    const partial = jobs.filter((j) => status(j) === 'partial').length;
    const re = {
      en: /(\d+) of our (\d+) guides were complete and (\d+) were partial/,
      ms: /(\d+) daripada (\d+) panduan kami berstatus lengkap dan (\d+) berstatus separa/,
    }[lang];
    expect(re.exec(page('job-guide', lang))?.slice(1).map(Number)).toEqual([complete, jobs.length, partial]);
    // a guide whose only pay is its group's median is not complete
    const contextOnly = jobs.filter((j) => j.salary && !j.salary.entry && !j.salary.mid && !j.salary.senior);
    expect(contextOnly.length).toBeGreaterThan(0);
    expect(contextOnly.filter((j) => status(j) === 'complete')).toEqual([]);
  });
});
