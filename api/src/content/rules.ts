import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { computedDataStatus } from './completeness.js';
import { coverageProblems, MIN_JOB_COUNT } from './coverage.js';
import { jobGuideDetailProblems } from './guide-details.js';
import { CONTENT_FILES, type LoadedContent } from './loader.js';
import { deriveRiasec, loadOnet, ONET_DIR } from './onet.js';
import { MIN_PICTURE_TEXT_PX, pictureTextProblems } from './picture-text.js';
import {
  RIASEC_TYPES,
  SALARY_LEVELS,
  SLUG_PATTERN,
  type JobContent,
  type RiasecType,
  type SalaryLevel,
  type SalarySourceContent,
} from './schemas.js';

/**
 * The content rules of content/README.md that no single schema can express. Each rule returns
 * a list of human-readable problems; an empty list means the rule holds. The content test runs
 * each rule as its own test so a failure names the rule and every offending file.
 */

export const MIN_ACTIVITIES_PER_TYPE = 8;
export const MIN_JOBS_PER_PAIR = 3;

const slugRegex = new RegExp(SLUG_PATTERN);
const jobFile = (loaded: LoadedContent, job: JobContent) =>
  loaded.content.jobFiles.get(job.id) ?? `jobs/${job.slug}.json`;

/** Every file parses and matches its schema. */
export function schemaProblems(loaded: LoadedContent): string[] {
  return loaded.problems.map((p) => `${p.file}: ${p.message}`);
}

/** The declared en/bm data status is the one the written sections support. */
export function dataStatusProblems(loaded: LoadedContent): string[] {
  const problems: string[] = [];
  for (const job of loaded.content.jobs) {
    for (const [lang, field] of [
      ['en', 'en_data_status'],
      ['ms', 'bm_data_status'],
    ] as const) {
      const actual = computedDataStatus(job, lang);
      if (job[field] !== actual) {
        problems.push(
          `${jobFile(loaded, job)}: ${field} is "${job[field]}" but the ${lang} sections make it "${actual}"` +
            (job[field] === 'complete'
              ? ' (complete needs summary, knowledge, pathway, salary and progression)'
              : ''),
        );
      }
    }
  }
  return problems;
}

/** Ids unique; slugs URL-safe and unique across both languages; file named after the slug. */
export function slugProblems(loaded: LoadedContent): string[] {
  const problems: string[] = [];
  const owners = new Map<string, JobContent>();
  const ids = new Map<number, JobContent>();
  for (const job of loaded.content.jobs) {
    const file = jobFile(loaded, job);
    const other = ids.get(job.id);
    if (other) problems.push(`${file}: id ${job.id} is also used by ${jobFile(loaded, other)}`);
    ids.set(job.id, job);
    if (file !== `jobs/${job.slug}.json`) problems.push(`${file}: file name should be ${job.slug}.json`);
    for (const slug of new Set([job.slug, job.slug_bm])) {
      if (!slugRegex.test(slug)) problems.push(`${file}: slug "${slug}" is not URL-safe`);
      const owner = owners.get(slug);
      if (owner && owner.id !== job.id) {
        problems.push(`${file}: slug "${slug}" is also used by ${jobFile(loaded, owner)}`);
      }
      owners.set(slug, job);
    }
  }
  return problems;
}

/**
 * holland_code: distinct letters, highest rating first, every letter in the code rated above
 * every letter outside it, and a 2-letter code only when the third letter is weak (≤ 3).
 * Ratings from O*NET are O*NET's values rounded to whole numbers, so there a letter outside the
 * code may tie with the code's lowest: O*NET's unrounded values decide (riasecSourceProblems).
 */
export function hollandProblems(loaded: LoadedContent): string[] {
  const problems: string[] = [];
  for (const job of loaded.content.jobs) {
    const file = jobFile(loaded, job);
    const code = job.holland_code.split('') as RiasecType[];
    const r = job.riasec;
    if (new Set(code).size !== code.length) {
      problems.push(`${file}: holland_code "${job.holland_code}" repeats a letter`);
      continue;
    }
    for (let i = 1; i < code.length; i++) {
      if (r[code[i]!] > r[code[i - 1]!]) {
        problems.push(
          `${file}: holland_code "${job.holland_code}" is not highest first (${code[i - 1]}=${r[code[i - 1]!]} < ${code[i]}=${r[code[i]!]})`,
        );
      }
    }
    const outside = RIASEC_TYPES.filter((t) => !code.includes(t));
    const lowestIn = Math.min(...code.map((t) => r[t]));
    const highestOut = Math.max(...outside.map((t) => r[t]));
    const tieAllowed = job.riasec_source === 'onet';
    if (highestOut > lowestIn || (highestOut === lowestIn && !tieAllowed)) {
      const letters = outside.filter((t) => r[t] === highestOut).join(',');
      problems.push(
        `${file}: holland_code "${job.holland_code}" leaves out ${letters} rated ${highestOut}, not below the code's lowest (${lowestIn})`,
      );
    } else if (code.length === 2 && highestOut > 3) {
      problems.push(
        `${file}: holland_code "${job.holland_code}" has 2 letters but the third-highest rating is ${highestOut} (> 3): use 3 letters`,
      );
    }
  }
  return problems;
}

/**
 * Interest ratings from data (issue 14): every riasec_basis is a real O*NET-SOC occupation with
 * O*NET's own title; a job whose riasec_source is "onet" holds exactly the ratings and code that
 * O*NET's interest data gives (content/onet/README.md has the rule; scripts/onet-riasec.mjs
 * writes them); an "editorial" job says why in riasec_note. A catalogue without content/onet/
 * (a test fixture) may only have editorial jobs.
 */
export function riasecSourceProblems(loaded: LoadedContent): string[] {
  const problems: string[] = [];
  const onet = loadOnet(loaded.content.dir);
  for (const job of loaded.content.jobs) {
    const file = jobFile(loaded, job);
    const { onet_soc_code: code, onet_title: title } = job.riasec_basis;
    if (job.riasec_source === 'editorial') {
      if (!job.riasec_note) problems.push(`${file}: editorial ratings need riasec_note (the reason, en and ms)`);
    } else if (job.riasec_note) {
      problems.push(`${file}: riasec_note is only for editorial ratings (null when riasec_source is onet)`);
    }
    if (!onet) {
      if (job.riasec_source === 'onet') problems.push(`${file}: riasec_source is onet but there is no ${ONET_DIR}/ folder`);
      continue;
    }
    const onetTitle = onet.titles.get(code);
    if (onetTitle === undefined) {
      problems.push(`${file}: riasec_basis ${code} is not an O*NET-SOC code (not in ${ONET_DIR}/Occupation Data.txt)`);
      continue;
    }
    if (onetTitle !== title) problems.push(`${file}: riasec_basis title "${title}" should be O*NET's "${onetTitle}"`);
    if (job.riasec_source !== 'onet') continue;
    const data = onet.interests.get(code);
    if (!data) {
      problems.push(`${file}: O*NET has no interest data for ${code}; make the ratings editorial with a reason`);
      continue;
    }
    const expected = deriveRiasec(data);
    const show = (x: Pick<JobContent, 'riasec' | 'holland_code'>) =>
      `${x.holland_code} ${RIASEC_TYPES.map((t) => `${t}${x.riasec[t]}`).join(' ')}`;
    if (show(expected) !== show(job)) {
      problems.push(
        `${file}: ratings drift from O*NET ${code}: file ${show(job)}, data ${show(expected)} ` +
          '(run node scripts/onet-riasec.mjs, or set riasec_source "editorial" with the reason in riasec_note)',
      );
    }
  }
  return problems;
}

/** Subject codes (subjects and pathway.entry_subjects), industries and related_jobs exist. */
export function referenceProblems(loaded: LoadedContent): string[] {
  const { content } = loaded;
  const problems: string[] = [];
  const subjects = new Set(content.subjects.map((s) => s.code));
  const industries = new Set(content.industries.map((i) => i.id));
  const slugs = new Set(content.jobs.map((j) => j.slug));
  for (const job of content.jobs) {
    const file = jobFile(loaded, job);
    if (!industries.has(job.industry)) problems.push(`${file}: industry "${job.industry}" does not exist`);
    const codes = job.subjects.map((s) => s.code);
    for (const code of new Set([...codes, ...(job.pathway?.entry_subjects ?? [])])) {
      if (!subjects.has(code)) problems.push(`${file}: subject code "${code}" does not exist`);
    }
    for (const related of job.related_jobs) {
      if (related === job.slug) problems.push(`${file}: related_jobs lists the job itself`);
      else if (!slugs.has(related)) problems.push(`${file}: related job "${related}" does not exist`);
    }
  }
  return problems;
}

/** A duration that names a moment ("After SPM", "Selepas tamat pengajian"), not a length of time. */
const MOMENT_NOT_DURATION = { en: /^(after|on graduation|any time after)\b/i, ms: /^(selepas|bila-bila masa selepas)\b/i };

/**
 * A route's `duration` says how long the step takes ("3 years", "A few months", "Ongoing"); the guide
 * shows it beside the step and the comparison page as "How long". A moment ("After SPM") is not a
 * length: when no source gives the length, the duration is null (issue 24, decision 286).
 */
export function routeDurationProblems(loaded: LoadedContent): string[] {
  const problems: string[] = [];
  for (const job of loaded.content.jobs) {
    (job.pathway?.routes ?? []).forEach((route, i) => {
      for (const lang of ['en', 'ms'] as const) {
        const value = route.duration?.[lang];
        if (value && MOMENT_NOT_DURATION[lang].test(value.trim())) {
          problems.push(
            `${jobFile(loaded, job)}: pathway.routes[${i}].duration.${lang} "${value}" is a moment, not how long the step takes (use null when no source gives the length)`,
          );
        }
      }
    });
  }
  return problems;
}

export const MIN_JOBS_WITH_PAY = 23;
/** The oldest pay figure we still show: the public-service schedule of 1 July 2016. */
export const OLDEST_PAY_YEAR = 2016;

/**
 * MASCO 2020 major groups (the first digit of a code), as DOSM names them in its Salaries & Wages
 * Survey. A job's occupation-group median must name its group in both languages.
 */
export const MASCO_MAJOR_GROUPS: Record<string, { en: string; ms: string }> = {
  '1': { en: 'Managers', ms: 'Pengurus' },
  '2': { en: 'Professionals', ms: 'Profesional' },
  '3': { en: 'Technicians and associate professionals', ms: 'Juruteknik dan profesional bersekutu' },
  '4': { en: 'Clerical support workers', ms: 'Pekerja sokongan perkeranian' },
  '5': { en: 'Service and sales workers', ms: 'Pekerja perkhidmatan dan jualan' },
  '6': {
    en: 'Skilled agricultural, forestry, livestock and fishery workers',
    ms: 'Pekerja mahir pertanian, perhutanan, penternakan dan perikanan',
  },
  '7': { en: 'Craft and related trades workers', ms: 'Pekerja kemahiran dan pertukangan yang berkaitan' },
  '8': { en: 'Plant and machine operators and assemblers', ms: 'Operator mesin dan loji serta pemasang' },
  '9': { en: 'Elementary occupations', ms: 'Pekerjaan asas' },
};

const SINGLE_FIGURE_BASES = new Set(['appointment_pay', 'starting_guide']);
const BASES_BY_LEVEL: Record<SalaryLevel, readonly string[]> = {
  entry: ['appointment_pay', 'starting_guide'],
  mid: ['appointment_pay', 'grade_range', 'starting_guide'],
  senior: ['appointment_pay', 'grade_range', 'starting_guide'],
};

const sourceProblems = (where: string, source: SalarySourceContent, thisYear: number): string[] => [
  ...(source.name.trim() ? [] : [`${where}.source.name is empty`]),
  ...(source.year < OLDEST_PAY_YEAR || source.year > thisYear
    ? [`${where}.source.year ${source.year} is not between ${OLDEST_PAY_YEAR} and ${thisYear}`]
    : []),
  ...(/^https?:\/\/\S+\.\S+/.test(source.url) ? [] : [`${where}.source.url is not a link`]),
];

/**
 * Every pay figure says what it is and where it comes from (issue 14 item 2, decision 190; issue 24
 * item 1, decision 285): source name, a year from 2016 to this year and a link on every figure, and a
 * named kind (`basis`) that fits where it is. The job's own pay (entry/mid/senior) is job-specific:
 * entry is an appointment pay or a starting-pay guide's figure, never a grade range or a grade's
 * maximum; an occupation-group median is never one of them — it is only `group_median`, context for
 * a job with a MASCO code, whose note names the group in both languages. Single-figure kinds have
 * min = max; min ≤ max.
 */
export function salaryProblems(loaded: LoadedContent, thisYear = new Date().getUTCFullYear()): string[] {
  const problems: string[] = [];
  for (const job of loaded.content.jobs) {
    const salary = job.salary;
    if (!salary) continue;
    const file = jobFile(loaded, job);
    const figures = SALARY_LEVELS.flatMap((level) => {
      const band = salary[level];
      return band ? [[level, band] as const] : [];
    });
    const context = salary.group_median;
    if (figures.length === 0 && !context) problems.push(`${file}: salary has no figure (use "salary": null)`);
    for (const lang of ['en', 'ms'] as const) {
      if (!salary.note[lang]?.trim()) problems.push(`${file}: salary.note.${lang} is empty`);
    }
    const gradeMaxima = new Set(
      figures.filter(([level, b]) => level !== 'entry' && b.basis === 'grade_range').map(([, b]) => b.max),
    );
    for (const [level, band] of figures) {
      const where = `${file}: salary.${level}`;
      const basis: string = band.basis;
      if (!basis) {
        problems.push(`${where} does not say what kind of figure it is (basis)`);
      } else if (basis === 'occupation_group_median') {
        problems.push(
          `${where} is an occupation-group median shown as the job's pay; a group median is only context (salary.group_median)`,
        );
      } else if (!BASES_BY_LEVEL[level].includes(basis)) {
        problems.push(`${where} cannot be "${basis}" (allowed: ${BASES_BY_LEVEL[level].join(', ')})`);
      }
      if (band.min > band.max) problems.push(`${where} min ${band.min} > max ${band.max}`);
      if (SINGLE_FIGURE_BASES.has(basis) && band.min !== band.max) {
        problems.push(`${where} is one published figure ("${basis}"), so min and max must be equal`);
      }
      problems.push(...sourceProblems(where, band.source, thisYear));
      if (level === 'entry' && (gradeMaxima.has(band.max) || gradeMaxima.has(band.min))) {
        problems.push(`${where} equals a grade maximum; entry pay is the appointment pay`);
      }
    }
    if (context) {
      const where = `${file}: salary.group_median`;
      if ((context.basis as string) !== 'occupation_group_median') {
        problems.push(`${where} must say it is an "occupation_group_median" (basis)`);
      }
      problems.push(...sourceProblems(where, context.source, thisYear));
      const group = job.masco_2020 ? MASCO_MAJOR_GROUPS[job.masco_2020[0]!] : undefined;
      if (!group) {
        problems.push(`${where} is an occupation-group median but the job has no MASCO major group (masco_2020)`);
      } else {
        for (const lang of ['en', 'ms'] as const) {
          if (!salary.note[lang]?.toLowerCase().includes(group[lang].toLowerCase())) {
            problems.push(`${file}: salary.note.${lang} must name the group "${group[lang]}"`);
          }
        }
      }
    }
  }
  return problems;
}

/**
 * A pay figure read in a news report, not on the publisher's own page (the Progressive Wage Policy
 * guidebook and the uniformed services' starting pay, which no stored copy of the ministry's own page
 * gives): its link is the report, its source name says "as reported by <the outlet>", and the note says
 * it was reported, in both languages (issue 24, decision 286). News hosts are the funding check's
 * NEWS_HOSTS: one list for what counts as a news site.
 */
export function reportedPayProblems(loaded: LoadedContent): string[] {
  const problems: string[] = [];
  for (const job of loaded.content.jobs) {
    const salary = job.salary;
    if (!salary) continue;
    const file = jobFile(loaded, job);
    let reported = false;
    for (const level of SALARY_LEVELS) {
      const band = salary[level];
      if (!band || !isNewsUrl(band.source.url)) continue;
      reported = true;
      if (!/\breported by\b/i.test(band.source.name)) {
        problems.push(
          `${file}: salary.${level} links to a news report (${new URL(band.source.url).hostname}); its source name must say "as reported by" the outlet`,
        );
      }
    }
    if (reported) {
      if (!/\breported\b/i.test(salary.note.en ?? "")) problems.push(`${file}: salary.note.en must say the figure was reported (by the news outlet)`);
      if (!/\bdilaporkan\b/i.test(salary.note.ms ?? "")) problems.push(`${file}: salary.note.ms must say the figure was reported ("dilaporkan")`);
    }
  }
  return problems;
}

/** A job's own pay: a job-specific figure at entry, mid or senior (a group median is not one). */
export const hasJobPay = (job: Pick<JobContent, 'salary'>): boolean =>
  !!job.salary && SALARY_LEVELS.some((level) => !!job.salary?.[level]);

/**
 * At least MIN_JOBS_WITH_PAY jobs show a job-specific pay figure; the count may not drop (issue 14
 * item 2; since decision 285 a group median alone does not count).
 */
export function payCoverageProblems(loaded: LoadedContent, min = MIN_JOBS_WITH_PAY): string[] {
  const withPay = loaded.content.jobs.filter(hasJobPay).length;
  return withPay >= min
    ? []
    : [`only ${withPay} jobs have a job-specific pay figure; at least ${min} must (content/SALARY-SOURCES.md)`];
}

/** Every interest type has enough quiz activities; keys unique; every image file exists. */
export function activityProblems(loaded: LoadedContent): string[] {
  const { content } = loaded;
  const problems: string[] = [];
  const file = CONTENT_FILES.activities;
  const keys = new Set<string>();
  for (const activity of content.activities) {
    if (keys.has(activity.key)) problems.push(`${file}: key "${activity.key}" is used twice`);
    keys.add(activity.key);
  }
  for (const type of RIASEC_TYPES) {
    const n = content.activities.filter((a) => a.type === type).length;
    if (n < MIN_ACTIVITIES_PER_TYPE) {
      problems.push(`${file}: type ${type} has ${n} activities, needs at least ${MIN_ACTIVITIES_PER_TYPE}`);
    }
  }
  return problems;
}

export function activityImageProblems(loaded: LoadedContent): string[] {
  const { content } = loaded;
  return content.activities
    .filter((a) => !existsSync(join(content.dir, CONTENT_FILES.activityImages, a.image)))
    .map((a) => `${CONTENT_FILES.activities}: image "${a.image}" of "${a.key}" is not in ${CONTENT_FILES.activityImages}/`);
}

/**
 * Every picture the quiz bank uses is listed in activities/images/LICENSE.md (its licence is
 * recorded) and is a standalone SVG with a viewBox, a width and a height (so it never shifts the
 * layout while it loads).
 */
export function activityLicenceProblems(loaded: LoadedContent): string[] {
  const { content } = loaded;
  const dir = join(content.dir, CONTENT_FILES.activityImages);
  const licencePath = join(dir, 'LICENSE.md');
  if (!existsSync(licencePath)) return [`${CONTENT_FILES.activityImages}/LICENSE.md is missing`];
  const licence = readFileSync(licencePath, 'utf8');
  const problems: string[] = [];
  for (const a of content.activities) {
    if (!licence.includes(`| \`${a.image}\` |`)) {
      problems.push(`${CONTENT_FILES.activityImages}/LICENSE.md: no row for "${a.image}" (the licence of "${a.key}")`);
    }
    const file = join(dir, a.image);
    if (!existsSync(file)) continue; // activityImageProblems reports it
    const open = /<svg\b[^>]*>/.exec(readFileSync(file, 'utf8'))?.[0] ?? '';
    for (const attr of ['viewBox', 'width', 'height']) {
      if (!new RegExp(`\\s${attr}="[^"]+"`).test(open)) {
        problems.push(`${CONTENT_FILES.activityImages}/${a.image}: the <svg> element has no ${attr}`);
      }
    }
  }
  return problems;
}

/** The 15 unordered pairs of interest types, e.g. "RI", "RA", … "EC". */
export function riasecPairs(): string[] {
  const pairs: string[] = [];
  RIASEC_TYPES.forEach((a, i) => RIASEC_TYPES.slice(i + 1).forEach((b) => pairs.push(`${a}${b}`)));
  return pairs;
}

/** How many jobs' Holland codes contain both letters of each unordered pair. */
export function pairCounts(loaded: LoadedContent): Map<string, number> {
  const counts = new Map(riasecPairs().map((p) => [p, 0]));
  for (const job of loaded.content.jobs) {
    for (const pair of counts.keys()) {
      if (job.holland_code.includes(pair[0]!) && job.holland_code.includes(pair[1]!)) {
        counts.set(pair, counts.get(pair)! + 1);
      }
    }
  }
  return counts;
}

export function pairProblems(loaded: LoadedContent): string[] {
  return [...pairCounts(loaded)]
    .filter(([, n]) => n < MIN_JOBS_PER_PAIR)
    .map(([pair, n]) => `pair ${pair} appears in the Holland code of ${n} job(s), needs ${MIN_JOBS_PER_PAIR}`);
}

/** All six types and all 30 ordered pairs are described, once each. */
export function personalityProblems(loaded: LoadedContent): string[] {
  const { content } = loaded;
  const problems: string[] = [];
  const types = content.personalityTypes.map((t) => t.code);
  for (const t of RIASEC_TYPES) {
    const n = types.filter((c) => c === t).length;
    if (n !== 1) problems.push(`${CONTENT_FILES.personalityTypes}: type ${t} appears ${n} times, needs 1`);
  }
  const pairs = content.personalityPairs.map((p) => p.code);
  for (const a of RIASEC_TYPES) {
    for (const b of RIASEC_TYPES) {
      if (a === b) continue;
      const n = pairs.filter((c) => c === `${a}${b}`).length;
      if (n !== 1) problems.push(`${CONTENT_FILES.personalityPairs}: pair ${a}${b} appears ${n} times, needs 1`);
    }
  }
  for (const code of pairs) {
    if (code[0] === code[1]) problems.push(`${CONTENT_FILES.personalityPairs}: pair ${code} repeats a type`);
  }
  return problems;
}

/** Funding: ids unique; url https and well-formed; fields and levels not repeated; a round closes after it opens. */
export function fundingProblems(loaded: LoadedContent): string[] {
  const problems: string[] = [];
  const file = CONTENT_FILES.funding;
  const ids = new Set<string>();
  for (const f of loaded.content.funding) {
    const id = String(f.id);
    if (ids.has(id)) problems.push(`${file}: id "${id}" is used twice`);
    ids.add(id);
    let https = false;
    try {
      https = new URL(f.url).protocol === 'https:';
    } catch {
      // reported below
    }
    if (!https) problems.push(`${file}: "${id}" url "${f.url}" is not an https URL`);
    if (f.opens_on && f.closes_on && f.opens_on > f.closes_on) {
      problems.push(`${file}: "${id}" closes (${f.closes_on}) before it opens (${f.opens_on})`);
    }
  }
  return problems;
}

/**
 * Hosts that are a scheme's own portal, so their front page is the scheme's own page and not a provider's
 * homepage (decision 230). Each names the source that calls the host the scheme's portal.
 */
export const FUNDING_SCHEME_PORTALS: ReadonlyMap<string, string> = new Map([
  [
    'biasiswa.sabah.gov.my',
    'BKNS application portal: www.biasiswa.sabah.gov.my in a 2019 report and a 2021 summary of the call',
  ],
  [
    'budi.sabah.gov.my',
    'BUDI application portal: https://budi.sabah.gov.my/ named in a 2025 report quoting the state education minister',
  ],
]);

/** A url whose path is only "/" and that has no query: a site's homepage, not a scheme's page. */
export function isBareHomepage(url: string): boolean {
  try {
    const u = new URL(url);
    return (u.pathname === '' || u.pathname === '/') && u.search === '';
  } catch {
    return false; // a malformed url is reported by fundingProblems
  }
}

const hasText = (b: { en: string | null; ms: string | null } | null | undefined): boolean =>
  Boolean(b?.en?.trim() && b?.ms?.trim());

/**
 * Funding provenance (issue 14, decisions 180, 230 and 235): every published scheme links to its own
 * page, not a bare homepage; a scheme with no such page found yet is `held_back` (kept for editors with
 * the reason, never seeded or shown), and one that has found its page must be published; last_checked
 * is not in the future; an income limit ("any", a stated ceiling or a condition: decisions 260, 290) carries the
 * scheme's own stated income condition in both languages, and a ceiling's figure appears in it; no published url is
 * a news article or a provider's news post; each source has a well-formed url and a year that is not in the future.
 */
/** News sites: an article about a scheme is not the scheme's own page (decision 290). */
export const NEWS_HOSTS = [
  'thestar.com.my',
  'nst.com.my',
  'malaymail.com',
  'freemalaysiatoday.com',
  'bharian.com.my',
  'hmetro.com.my',
  'sinarharian.com.my',
  'utusan.com.my',
  'astroawani.com',
  'theedgemalaysia.com',
  'malaysiakini.com',
  'bernama.com',
  'thesun.my',
  'harapandaily.com',
  'chinapress.com.my',
  'dayakdaily.com',
  'malaysiagazette.com',
  'thesundaily.my',
] as const;

/** Whether a link is an article on a news site (NEWS_HOSTS). */
export function isNewsUrl(url: string): boolean {
  try {
    const host = new URL(url).hostname;
    return NEWS_HOSTS.some((h) => host === h || host.endsWith(`.${h}`));
  } catch {
    return false;
  }
}

/**
 * Pages of a past, one-off round: the scheme's own site, but not its current terms (decision 290). A
 * scheme whose only page is one of these stays held back.
 */
export const STALE_FUNDING_PAGES: ReadonlySet<string> = new Set([
  'https://www.yt.gov.my/index.php/en/maklumat-penajaan/172-pinjaman-pelajaran-pembiayaan-yuran-pengajian-one-off-tahun-2019-peringkat-ijazah-pertama-sahaja.html',
]);

export function fundingProvenanceProblems(
  loaded: LoadedContent,
  today: string = new Date().toISOString().slice(0, 10),
  portals: ReadonlyMap<string, string> = FUNDING_SCHEME_PORTALS,
): string[] {
  const problems: string[] = [];
  const file = CONTENT_FILES.funding;
  for (const f of loaded.content.funding) {
    const id = String(f.id);
    const home = isBareHomepage(f.url) && !portals.has(new URL(f.url).hostname);
    const heldBack = f.held_back !== undefined;
    if (f.held_back?.trim() === '') problems.push(`${file}: "${id}" is held back but gives no reason`);
    if (home && !heldBack) {
      problems.push(`${file}: "${id}" url "${f.url}" is a homepage, not the scheme's own page`);
    }
    const newsHost = NEWS_HOSTS.some((host) => new URL(f.url).hostname.endsWith(host));
    const newsPost = /\/\d{4}\/\d{2}\/[^/]+\/news\/?$/.test(new URL(f.url).pathname);
    const stale = STALE_FUNDING_PAGES.has(f.url);
    if (!home && heldBack && !newsHost && !newsPost && !stale) {
      problems.push(`${file}: "${id}" now has its own url; remove held_back so that it is published`);
    }
    if (f.last_checked > today) problems.push(`${file}: "${id}" last_checked ${f.last_checked} is in the future`);
    const limit = f.eligibility.income_limit;
    if (limit !== null && !hasText(f.eligibility.income_condition)) {
      problems.push(`${file}: "${id}" has an income_limit but records no income_condition, its own wording (en and ms)`);
    }
    if (typeof limit === 'object' && limit !== null && hasText(f.eligibility.income_condition)) {
      // The ceiling is the scheme's own figure: its wording must give it (decision 290).
      const figure = limit.monthly_max.toLocaleString('en-US');
      for (const lang of ['en', 'ms'] as const) {
        const words = f.eligibility.income_condition![lang]!;
        if (!words.includes(`RM${figure}`) && !words.includes(`RM${limit.monthly_max}`)) {
          problems.push(`${file}: "${id}" income_limit RM${figure} is not in its income_condition (${lang})`);
        }
      }
    }
    if (!heldBack && newsHost) {
      problems.push(`${file}: "${id}" url "${f.url}" is a news article, not the scheme's own page`);
    }
    if (!heldBack && newsPost) {
      problems.push(`${file}: "${id}" url "${f.url}" is a provider's news post, not the scheme's own page`);
    }
    if (!heldBack && stale) {
      problems.push(`${file}: "${id}" url "${f.url}" is a past one-off round, not the scheme's current page`);
    }
    for (const source of f.sources ?? []) {
      let ok = false;
      try {
        ok = ['https:', 'http:'].includes(new URL(source.url).protocol);
      } catch {
        // reported below
      }
      if (!ok) problems.push(`${file}: "${id}" source url "${source.url}" is not a web address`);
      if (source.year !== null && source.year > Number(today.slice(0, 4))) {
        problems.push(`${file}: "${id}" source "${source.title}" has a year in the future (${source.year})`);
      }
    }
  }
  return problems;
}

/** Events end after they start; event and white-paper ids and slugs unique. */
export function eventAndPaperProblems(loaded: LoadedContent): string[] {
  const { content } = loaded;
  const problems: string[] = [];
  const unique = (file: string, what: string, values: string[]) => {
    const seen = new Set<string>();
    for (const v of values) {
      if (seen.has(v)) problems.push(`${file}: ${what} "${v}" is used twice`);
      seen.add(v);
    }
  };
  unique(CONTENT_FILES.events, 'id', content.events.map((e) => String(e.id)));
  unique(CONTENT_FILES.events, 'slug', content.events.map((e) => e.slug));
  for (const e of content.events) {
    if (Date.parse(e.ends_at) < Date.parse(e.starts_at)) {
      problems.push(`${CONTENT_FILES.events}: "${e.slug}" ends before it starts`);
    }
  }
  unique(CONTENT_FILES.whitePapers, 'id', content.whitePapers.map((w) => String(w.id)));
  unique(
    CONTENT_FILES.whitePapers,
    'slug',
    content.whitePapers.flatMap((w) => [...new Set([w.slug, w.slug_bm])]),
  );
  return problems;
}

/**
 * Malay that reads as Malaysian (content/README.md; the review in docs/content-review-ms.md).
 * Each pattern is a mistake that was found and fixed and has no correct use in our content:
 * Indonesian words where Malaysian Malay has its own, the "Selain Tingkatan 4 dan 5" sentence
 * (selain = "besides", but Kolej Vokasional is taken instead of Form 4–5), "adalah biasa"
 * (a word-for-word "is common"), "boleh bermaksud" ("can mean") and the bare stems "mensteril",
 * "menggaya", "menyelaras", "menghidang", "mendokumentasi" and "memotivasi" (DBP: the -kan forms).
 * Words that are also Malaysian Malay (mahasiswa; bisa = venom; resmi = nature) are deliberately
 * not listed.
 */
export const MALAY_WORDING_RULES: readonly { pattern: RegExp; why: string }[] = [
  {
    pattern:
      /\b(karier|insinyur|perangkat lunak|kantor|pelatihan|keterampilan|berbeda|praktek|apotek|sistim|kualitas|aktivitas|karyawan|perusahaan|manajer|manajemen|sertifikat|universitas|fasilitas|analisa)\b/i,
    why: 'Indonesian word (Malaysian: kerjaya, jurutera, perisian, pejabat, latihan, kemahiran, berbeza, amalan, farmasi, sistem, kualiti, aktiviti, pekerja, syarikat, pengurus, pengurusan, sijil, universiti, kemudahan, analisis)',
  },
  {
    pattern: /\bSelain Tingkatan 4 dan 5\b/i,
    why: '"Selain" means "besides"; Kolej Vokasional is taken instead of Form 4–5 ("Daripada meneruskan ke Tingkatan 4 dan 5")',
  },
  {
    pattern: /\badalah (perkara )?(biasa|lazim)\b/i,
    why: 'word-for-word "is common"; write "biasanya …" or "sudah menjadi kebiasaan"',
  },
  {
    pattern: /\bderia visual\b|\bmata seni\b/i,
    why: 'calque of "visual sense" / "an eye for"; write "cita rasa visual/seni"',
  },
  {
    pattern: /\bboleh bermaksud\b/i,
    why: 'word-for-word "can mean" (e.g. "the busy season can mean long hours"); write "waktu kerja boleh menjadi panjang …"',
  },
  {
    pattern: /\b(mensteril|menggaya|menyelaras|menghidang|mendokumentasi|memotivasi)\b/i,
    why: 'bare verb stem; the DBP transitive forms end in -kan (mensterilkan, menggayakan, menyelaraskan, menghidangkan, mendokumentasikan, memotivasikan)',
  },
  {
    pattern: /\bTiada angka (penengah )?(terbitan|yang diterbitkan)\b/i,
    why: 'the old stiff pay-note sentence (decision 297); run node scripts/malay-pay-note.mjs',
  },
  {
    pattern:
      /\b([Mm]enulis|[Bb]ertutur|[Bb]erkomunikasi|[Bb]erucap|[Bb]erhujah|[Pp]embentangan|[Ii]stilah [a-z-]+)\b(?: [a-z-]+){0,4} dalam Bahasa (Melayu|Inggeris|Mandarin|Arab|Cina|Tamil)\b/,
    why: 'a language, not the SPM subject: "bahasa" in lower case (DBP), e.g. "menulis dalam bahasa Melayu"; the capital stays for the subject ("kepujian Bahasa Melayu")',
  },
];

/** The problems MALAY_WORDING_RULES find in one Malay string, as "why (matched text)". */
export function malayWordingIssues(text: string): string[] {
  const issues: string[] = [];
  for (const { pattern, why } of MALAY_WORDING_RULES) {
    const m = pattern.exec(text);
    if (m) issues.push(`${why} ("${m[0]}")`);
  }
  return issues;
}

/** Every Malay string under an object: values of `ms` keys and of `*_bm` keys (search synonyms excepted). */
function malayStrings(value: unknown, path: string, out: [string, string][], inMs = false): void {
  if (typeof value === 'string') {
    if (inMs) out.push([path, value]);
  } else if (Array.isArray(value)) {
    value.forEach((v, i) => malayStrings(v, `${path}[${i}]`, out, inMs));
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (k === 'synonyms_bm' || k === 'slug_bm' || k === 'en') continue;
      malayStrings(v, path ? `${path}.${k}` : k, out, inMs || k === 'ms' || k.endsWith('_bm'));
    }
  }
}

/** No Malay text in any catalogue matches MALAY_WORDING_RULES. */
export function malayWordingProblems(loaded: LoadedContent): string[] {
  const { content } = loaded;
  const problems: string[] = [];
  const check = (file: string, value: unknown) => {
    const strings: [string, string][] = [];
    malayStrings(value, '', strings);
    for (const [path, text] of strings) {
      for (const issue of malayWordingIssues(text)) problems.push(`${file}: ${path}: ${issue}`);
    }
  };
  for (const job of content.jobs) check(jobFile(loaded, job), job);
  const lists: [string, unknown][] = [
    [CONTENT_FILES.industries, content.industries],
    [CONTENT_FILES.subjects, content.subjects],
    [CONTENT_FILES.activities, content.activities],
    [CONTENT_FILES.personalityTypes, content.personalityTypes],
    [CONTENT_FILES.personalityPairs, content.personalityPairs],
    [CONTENT_FILES.funding, content.funding],
    [CONTENT_FILES.events, content.events],
    [CONTENT_FILES.whitePapers, content.whitePapers],
  ];
  for (const [file, list] of lists) check(file, list);
  return problems;
}

/** Guide details (decision 220): sources are pages, years not in the future, tools in both languages. */
export function guideDetailProblems(loaded: LoadedContent): string[] {
  return loaded.content.jobs.flatMap((job) =>
    jobGuideDetailProblems(job).map((problem) => `${jobFile(loaded, job)}: ${problem}`),
  );
}

export const CONTENT_RULES = {
  'every file validates against its schema': schemaProblems,
  'job data status matches the written sections': dataStatusProblems,
  'job ids unique, slugs URL-safe and unique in both languages': slugProblems,
  'holland_code agrees with riasec': hollandProblems,
  'ratings from O*NET data match it; editorial ratings give a reason': riasecSourceProblems,
  'industries, subject codes and related jobs exist': referenceProblems,
  'every pay figure has a basis, a source, a year from 2016 and a link; entry is never a grade maximum': (
    loaded: LoadedContent,
  ) => salaryProblems(loaded),
  'a pay figure read in a news report says so (source name and note, en and ms)': reportedPayProblems,
  'a route duration is a length of time, not a moment': routeDurationProblems,
  [`at least ${MIN_JOBS_WITH_PAY} jobs have a job-specific pay figure`]: (loaded: LoadedContent) => payCoverageProblems(loaded),
  [`every RIASEC type has at least ${MIN_ACTIVITIES_PER_TYPE} activities`]: activityProblems,
  'every activity image file exists': activityImageProblems,
  'every activity picture has its licence recorded, a viewBox, a width and a height': activityLicenceProblems,
  [`no text in a quiz picture is smaller than ${MIN_PICTURE_TEXT_PX} CSS px on a phone`]: pictureTextProblems,
  [`each of the 15 RIASEC pairs is in at least ${MIN_JOBS_PER_PAIR} jobs' Holland codes`]: pairProblems,
  'personality types and pairs are complete': personalityProblems,
  'funding ids unique and urls https': fundingProblems,
  'funding schemes link to their own page, with a last-checked date and income conditions behind tags': (
    loaded: LoadedContent,
  ) => fundingProvenanceProblems(loaded),
  'events and white papers are consistent': eventAndPaperProblems,
  'Malay text has no Indonesian words or known calques': malayWordingProblems,
  [`at least ${MIN_JOB_COUNT} jobs, and every coverage group's jobs written in both languages`]: (
    loaded: LoadedContent,
  ) => coverageProblems(loaded),
  'guide details cite pages, with years not in the future': guideDetailProblems,
} satisfies Record<string, (loaded: LoadedContent) => string[]>;
