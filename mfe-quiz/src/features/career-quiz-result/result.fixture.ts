import type { CareerQuizAnswer, CareerQuizJobMatch, CareerQuizResult } from 'api/contract';

// TEST DATA ONLY: job names, slugs, industries and first tasks are the content files' own; the
// fit percentages are illustrative, not computed (the match shown is fit × the result's clarity),
// and so are the ratings (7, 5 and 4 for the code's letters in order, 2 for the others).

type JobRow = [
  number,
  string,
  string,
  'engineering' | 'skilled-trades' | 'ict' | 'manufacturing',
  boolean,
  string,
  number,
  string,
];

const INDUSTRY = {
  engineering: 'Engineering',
  'skilled-trades': 'Skilled Trades (TVET)',
  ict: 'ICT and Digital',
  manufacturing: 'Manufacturing',
} as const;

const ROWS: JobRow[] = [
  [
    2011,
    'civil-engineer',
    'Civil Engineer',
    'engineering',
    false,
    'RIC',
    95,
    'Design structures and calculate loads using engineering software',
  ],
  [
    2012,
    'mechanical-engineer',
    'Mechanical Engineer',
    'engineering',
    false,
    'RIC',
    92,
    'Design parts and machines in CAD software and run simulations',
  ],
  [
    4023,
    'automotive-mechanic',
    'Automotive Mechanic',
    'skilled-trades',
    true,
    'RCI',
    90,
    'Carry out scheduled services: oil, filters, brakes, tyres and fluid checks',
  ],
  [
    5024,
    'electrician',
    'Electrician',
    'skilled-trades',
    true,
    'RIC',
    88,
    'Read wiring diagrams and install conduits, cables, distribution boards, sockets and lights',
  ],
  [
    2018,
    'mechatronics-engineer',
    'Mechatronics Engineer',
    'engineering',
    false,
    'RIC',
    87,
    'Design and program automated machines and robot cells',
  ],
  [
    4022,
    'maintenance-technician',
    'Maintenance Technician',
    'manufacturing',
    true,
    'RCI',
    85,
    'Carry out scheduled preventive maintenance on machines and utilities',
  ],
  [
    2013,
    'electrical-engineer',
    'Electrical Engineer',
    'engineering',
    false,
    'IRC',
    83,
    'Design electrical systems for buildings, factories or power networks',
  ],
  [
    4019,
    'cnc-machinist',
    'CNC Machinist',
    'manufacturing',
    true,
    'RCI',
    80,
    'Read engineering drawings and work out the machining steps',
  ],
  [
    2014,
    'electronics-engineer',
    'Electronics Engineer',
    'engineering',
    false,
    'IRC',
    78,
    'Design circuits and printed circuit boards (PCBs) with CAD tools',
  ],
  [5027, 'carpenter', 'Carpenter', 'skilled-trades', true, 'RCI', 74, 'Read drawings and measure accurately'],
  [
    2007,
    'cloud-engineer',
    'Cloud Engineer',
    'ict',
    false,
    'ICR',
    61,
    'Set up servers, storage and networks on a cloud platform',
  ],
  [
    2002,
    'data-scientist',
    'Data Scientist',
    'ict',
    false,
    'ICR',
    55,
    'Collect and clean messy data from databases, spreadsheets and apps',
  ],
  [
    4020,
    'industrial-engineer',
    'Industrial Engineer',
    'manufacturing',
    false,
    'IEC',
    31,
    'Study production lines and time each process step',
  ],
  [9001, 'fixture-no-guide', 'Guide Coming Soon', 'engineering', false, 'SEC', 4, ''],
  [9002, 'fixture-no-fit', 'No Fit Job', 'ict', false, 'AES', 0, ''],
];

export function fixtureJob(
  [id, slug, name, industry, tvet, code, match, duty]: JobRow,
  leading: string[],
): CareerQuizJobMatch {
  return {
    id,
    slug,
    name,
    ref: { slug, slug_bm: `${slug}-bm`, name, name_bm: `${name} (BM)` },
    industry,
    industry_name: INDUSTRY[industry],
    tvet,
    summary: duty ? `${name} fixture summary.` : null,
    duty: duty || null,
    holland_code: code,
    riasec: Object.fromEntries(
      (['R', 'I', 'A', 'S', 'E', 'C'] as const).map((t) => [t, [7, 5, 4][code.indexOf(t)] ?? 2]),
    ) as CareerQuizJobMatch['riasec'],
    match,
    shared: leading.filter((l) => code.includes(l)).slice(0, 2) as CareerQuizJobMatch['shared'],
  };
}

/** The answers "R R R I I C E" (content/quiz-scoring.md example 1): fixing engines first. */
export const PICKS: CareerQuizResult['picks'] = [
  { question: 1, activity: 'fixing_engines', type: 'R', label: 'Fixing engines' },
  { question: 2, activity: 'building_things', type: 'R', label: 'Building things' },
  { question: 3, activity: 'welding_metal', type: 'R', label: 'Welding metal' },
  { question: 4, activity: 'doing_experiments', type: 'I', label: 'Doing experiments' },
  { question: 5, activity: 'solving_puzzles', type: 'I', label: 'Solving puzzles' },
  { question: 6, activity: 'keeping_accounts', type: 'C', label: 'Keeping accounts' },
  { question: 7, activity: 'selling_things', type: 'E', label: 'Selling things' },
];

/** What the quiz screens store in userSelectionsFull for those answers. */
export const STORED_ANSWERS = PICKS.map((p, i) => ({
  question: p.question,
  activity: p.activity,
  value: p.type,
  shown: [
    p.activity,
    ...['r', 'i', 'a', 's', 'e', 'c'].filter((t) => t !== p.type.toLowerCase()).map((t) => `${t}_shown_${i}`),
  ],
}));

export const ANSWERS: CareerQuizAnswer[] = STORED_ANSWERS.map(({ question, activity, shown }) => ({
  question,
  activity,
  shown,
}));

export const PAIR_RI = {
  code: 'RI',
  about: {
    en: 'You are a hands-on person who also wants to know how and why things work.',
    ms: 'Anda suka bekerja dengan tangan.',
  },
  work: {
    en: 'Technical jobs that mix practical work with problem-solving suit you.',
    ms: 'Kerjaya teknikal sesuai untuk anda.',
  },
};

export const RESULT: CareerQuizResult = {
  scores: { R: 3, I: 2, A: 0, S: 0, E: 1, C: 1 },
  picks: PICKS,
  order: ['R', 'I', 'C', 'E', 'A', 'S'],
  primary: 'R',
  secondary: 'I',
  flat: false,
  tied: [],
  code: 'RI',
  pair: PAIR_RI,
  clarity: 0.55,
  jobs: ROWS.map((row) => ({ ...fixtureJob(row, ['R', 'I']), match: Math.round(row[6] * 0.55) })),
};

/** Example 3's shape: no type picked 3 times. */
export const FLAT_RESULT: CareerQuizResult = {
  scores: { R: 1, I: 2, A: 2, S: 1, E: 0, C: 1 },
  picks: [
    { question: 1, activity: 'fixing_engines', type: 'R', label: 'Fixing engines' },
    { question: 2, activity: 'doing_experiments', type: 'I', label: 'Doing experiments' },
    { question: 3, activity: 'drawing_and_painting', type: 'A', label: 'Drawing and painting' },
    { question: 4, activity: 'solving_puzzles', type: 'I', label: 'Solving puzzles' },
    { question: 5, activity: 'playing_music', type: 'A', label: 'Playing music' },
    { question: 6, activity: 'teaching_others', type: 'S', label: 'Teaching others' },
    { question: 7, activity: 'keeping_accounts', type: 'C', label: 'Keeping accounts' },
  ],
  order: ['I', 'A', 'R', 'S', 'C', 'E'],
  primary: null,
  secondary: null,
  flat: true,
  tied: ['I', 'A', 'R', 'S', 'C'],
  code: null,
  pair: null,
  clarity: 0.05,
  // Two jobs per tied type, type by type (decision 250); the fixture has none led by A or C.
  jobs: ['electrical-engineer', 'electronics-engineer', 'civil-engineer', 'mechanical-engineer', 'fixture-no-guide']
    .map((slug) => ROWS.find((row) => row[1] === slug)!)
    .map((row) => ({ ...fixtureJob(row, ['I', 'A']), match: Math.round(row[6] * 0.05) })),
};

export const TYPES = (['R', 'I', 'A', 'S', 'E', 'C'] as const).map((code) => ({
  code,
  name: { en: `${code} name`, ms: `${code} nama` },
  about: { en: `About type ${code}.`, ms: `Tentang jenis ${code}.` },
  strengths: {
    en: [`${code} strength one`, `${code} strength two`],
    ms: [`${code} kekuatan satu`, `${code} kekuatan dua`],
  },
  work: { en: `Work ${code}.`, ms: `Kerja ${code}.` },
  places: { en: [], ms: [] },
}));
