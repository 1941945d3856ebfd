import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type {
  ActivityContent,
  EventContent,
  FundingContent,
  JobContent,
  WhitePaperContent,
} from '../content/schemas.js';
import { RIASEC_TYPES } from '../content/schemas.js';

/**
 * A small, fixed content folder for route tests, written to a temporary directory, so the
 * tests do not move when the real catalogue grows. TEST DATA ONLY: names are real job titles,
 * every other text is a placeholder, and the one salary is marked as a test fixture.
 */

type JobSeed = Pick<JobContent, 'id' | 'slug' | 'slug_bm' | 'name' | 'name_bm' | 'industry'> & Partial<JobContent>;

const text = (en: string, ms: string) => ({ en, ms });

const knowledgeSection = {
  day_to_day: ['Fixture task'],
  knowledge: ['Fixture knowledge'],
  skills: ['Fixture skill'],
  work_environment: 'Fixture environment.',
};

function job(seed: JobSeed): JobContent {
  return {
    synonyms: [],
    synonyms_bm: [],
    en_data_status: 'partial',
    bm_data_status: 'partial',
    tvet: false,
    riasec: { R: 4, I: 5, A: 2, S: 3, E: 2, C: 3 },
    holland_code: 'IRS',
    riasec_basis: { onet_soc_code: '00-0000.00', onet_title: 'Fixture' },
    riasec_source: 'editorial',
    riasec_note: text('Fixture ratings.', 'Penilaian ujian.'),
    masco_2020: null,
    summary: text(`${seed.name} fixture summary.`, `Ringkasan ujian ${seed.name_bm}.`),
    knowledge: { en: knowledgeSection, ms: knowledgeSection },
    pathway: null,
    salary: null,
    progression: null,
    subjects: [],
    related_jobs: [],
    experts_say: null,
    ...seed,
  };
}

export const FIXTURE_JOBS: JobContent[] = [
  job({
    id: 1,
    slug: 'medical-doctor',
    slug_bm: 'doktor-perubatan',
    name: 'Medical Doctor',
    name_bm: 'Doktor Perubatan',
    industry: 'health',
    synonyms: ['doctor', 'physician', 'MO'],
    synonyms_bm: ['doktor', 'pegawai perubatan'],
    riasec: { R: 4, I: 7, A: 2, S: 6, E: 3, C: 3 },
    holland_code: 'ISR',
    subjects: [
      { code: 'BIO', weight: 3 },
      { code: 'CHEM', weight: 3 },
      { code: 'PHY', weight: 2 },
      { code: 'MATH', weight: 2 },
    ],
    related_jobs: ['nurse'],
    en_data_status: 'complete',
    pathway: {
      entry_subjects: ['BIO', 'CHEM'],
      routes: [
        {
          type: 'matriculation',
          duration: text('1 year', '1 tahun'),
          description: text('Fixture route.', 'Laluan ujian.'),
        },
      ],
      certification: null,
    },
    salary: {
      entry: {
        min: 1,
        max: 1,
        basis: 'appointment_pay',
        source: { name: 'Test fixture (not real data)', year: 2024, url: 'https://example.test/fixture' },
      },
      mid: null,
      senior: null,
      group_median: {
        median: 2,
        basis: 'occupation_group_median',
        source: { name: 'Test fixture group median (not real data)', year: 2024, url: 'https://example.test/median' },
      },
      note: text('Test fixture only.', null as unknown as string),
    },
    progression: { en: ['Fixture rung'], ms: [] },
  }),
  job({
    id: 2,
    slug: 'nurse',
    slug_bm: 'jururawat',
    name: 'Nurse',
    name_bm: 'Jururawat',
    industry: 'health',
    synonyms: ['staff nurse', 'registered nurse'],
    synonyms_bm: ['misi'],
    riasec: { R: 4, I: 4, A: 2, S: 7, E: 3, C: 4 },
    holland_code: 'SCR',
    riasec_basis: { onet_soc_code: '29-1141.00', onet_title: 'Registered Nurses' },
    subjects: [
      { code: 'BIO', weight: 3 },
      { code: 'SCI', weight: 2 },
      { code: 'BI', weight: 2 },
      { code: 'BM', weight: 1 },
    ],
    related_jobs: ['medical-doctor'],
    // Guide details (decision 220): placeholders with a fixture source, not real facts.
    pathway: {
      entry_subjects: ['BIO'],
      routes: [
        {
          type: 'diploma',
          duration: null,
          description: text('Fixture route.', 'Laluan ujian.'),
          min_entry: {
            text: text('Fixture minimum results.', 'Keputusan minimum ujian.'),
            source: { name: 'Test fixture', year: 2026, url: 'https://example.org/entry' },
          },
        },
      ],
      certification: null,
    },
    work_pattern: {
      hours: text('Fixture hours.', 'Waktu ujian.'),
      pattern: ['shifts', 'weekends'],
      source: { name: 'Test fixture', year: null, url: 'https://example.org/hours' },
    },
    requirements: [
      {
        kind: 'medical',
        text: text('Fixture medical check.', 'Pemeriksaan kesihatan ujian.'),
        source: { name: 'Test fixture', year: 2026, url: 'https://example.org/medical' },
      },
    ],
    professional_bodies: [{ name: 'Fixture Board', name_bm: 'Lembaga Ujian', url: 'https://example.org/board' }],
    tools: {
      en: ['Fixture tool'],
      ms: ['Alat ujian'],
      source: { name: 'Test fixture', year: 2026, url: 'https://example.org/tools' },
    },
    demand: {
      list: 'Fixture list',
      edition: '2018/2019',
      in_list: true,
      listed_as: 'Fixture occupation',
      source: { name: 'Test fixture', year: 2019, url: 'https://example.org/list' },
    },
  }),
  job({
    id: 3,
    slug: 'civil-engineer',
    slug_bm: 'jurutera-awam',
    name: 'Civil Engineer',
    name_bm: 'Jurutera Awam',
    industry: 'engineering',
    synonyms: ['structural engineer'],
    synonyms_bm: ['jurutera struktur'],
    riasec: { R: 6, I: 5, A: 3, S: 2, E: 3, C: 4 },
    holland_code: 'RIC',
    subjects: [
      { code: 'MATH', weight: 3 },
      { code: 'ADDMATH', weight: 3 },
      { code: 'PHY', weight: 3 },
      { code: 'CHEM', weight: 1 },
    ],
    related_jobs: ['mechanical-engineer'],
  }),
  job({
    id: 4,
    slug: 'mechanical-engineer',
    slug_bm: 'jurutera-mekanikal',
    name: 'Mechanical Engineer',
    name_bm: 'Jurutera Mekanikal',
    industry: 'engineering',
    riasec: { R: 6, I: 6, A: 3, S: 2, E: 3, C: 4 },
    holland_code: 'RIC',
    subjects: [
      { code: 'PHY', weight: 3 },
      { code: 'ADDMATH', weight: 3 },
      { code: 'MATH', weight: 2 },
    ],
  }),
  job({
    id: 5,
    slug: 'software-developer',
    slug_bm: 'pembangun-perisian',
    name: 'Software Developer',
    name_bm: 'Pembangun Perisian',
    industry: 'ict',
    synonyms: ['programmer', 'coder', 'software engineer'],
    synonyms_bm: ['pengaturcara', 'jurutera perisian'],
    riasec: { R: 3, I: 6, A: 4, S: 2, E: 3, C: 5 },
    holland_code: 'ICA',
    subjects: [
      { code: 'MATH', weight: 2 },
      { code: 'CS', weight: 2 },
      { code: 'ADDMATH', weight: 2 },
      { code: 'MATH', weight: 3 },
    ],
  }),
  job({
    id: 6,
    slug: 'secondary-school-teacher',
    slug_bm: 'guru-sekolah-menengah',
    name: 'Secondary School Teacher',
    name_bm: 'Guru Sekolah Menengah',
    industry: 'education',
    synonyms: ['teacher', 'educator'],
    synonyms_bm: ['cikgu', 'pendidik'],
    riasec: { R: 2, I: 3, A: 4, S: 7, E: 4, C: 3 },
    holland_code: 'SEA',
    subjects: [
      { code: 'BM', weight: 2 },
      { code: 'BI', weight: 2 },
    ],
  }),
  job({
    id: 7,
    slug: 'police-officer',
    tvet: true,
    slug_bm: 'pegawai-polis',
    name: 'Police Officer',
    name_bm: 'Pegawai Polis',
    industry: 'public-service',
    synonyms: ['policeman', 'cop'],
    synonyms_bm: ['polis', 'inspektor'],
    riasec: { R: 6, I: 3, A: 2, S: 5, E: 6, C: 4 },
    holland_code: 'RES',
    subjects: [],
  }),
  job({
    id: 8,
    slug: 'accountant',
    slug_bm: 'akauntan',
    name: 'Accountant',
    name_bm: 'Akauntan',
    industry: 'finance',
    synonyms: ['chartered accountant'],
    synonyms_bm: ['akauntan bertauliah'],
    riasec: { R: 2, I: 4, A: 2, S: 3, E: 5, C: 7 },
    holland_code: 'CEI',
    subjects: [
      { code: 'ACC', weight: 3 },
      { code: 'MATH', weight: 2 },
      { code: 'BUS', weight: 1 },
      { code: 'ECO', weight: 1 },
    ],
    en_data_status: 'coming_soon',
    bm_data_status: 'coming_soon',
    summary: null,
    knowledge: null,
  }),
];

const INDUSTRIES = [
  { id: 'health', name: 'Health and Medicine', name_bm: 'Kesihatan dan Perubatan' },
  { id: 'engineering', name: 'Engineering', name_bm: 'Kejuruteraan' },
  { id: 'ict', name: 'ICT and Digital', name_bm: 'ICT dan Digital' },
  { id: 'finance', name: 'Finance and Accounting', name_bm: 'Kewangan dan Perakaunan' },
  { id: 'education', name: 'Education', name_bm: 'Pendidikan' },
  { id: 'public-service', name: 'Public Service and Security', name_bm: 'Perkhidmatan Awam dan Keselamatan' },
  { id: 'law', name: 'Law', name_bm: 'Undang-undang' },
];

const SUBJECTS = [
  ['BM', '1103', 'core', 'Malay Language', 'Bahasa Melayu'],
  ['BI', '1119', 'core', 'English', 'Bahasa Inggeris'],
  ['MATH', '1449', 'core', 'Mathematics', 'Matematik'],
  ['SCI', '1511', 'core', 'Science', 'Sains'],
  ['ADDMATH', '3472', 'stem', 'Additional Mathematics', 'Matematik Tambahan'],
  ['PHY', '4531', 'stem', 'Physics', 'Fizik'],
  ['CHEM', '4541', 'stem', 'Chemistry', 'Kimia'],
  ['BIO', '4551', 'stem', 'Biology', 'Biologi'],
  ['CS', null, 'stem', 'Computer Science', 'Sains Komputer'],
  ['ACC', '3756', 'commerce', 'Principles of Accounting', 'Prinsip Perakaunan'],
  ['ECO', '3767', 'commerce', 'Economics', 'Ekonomi'],
  ['BUS', '3766', 'commerce', 'Business', 'Perniagaan'],
].map(([code, spm_code, group, name, name_bm]) => ({ code, spm_code, group, name, name_bm }));

/** 8 activities per type, like the real file. */
export const FIXTURE_ACTIVITIES: ActivityContent[] = RIASEC_TYPES.flatMap((type) =>
  Array.from({ length: 8 }, (_, i) => ({
    key: `${type.toLowerCase()}_activity_${i + 1}`,
    type,
    label: text(`${type} activity ${i + 1}`, `Aktiviti ${type} ${i + 1}`),
    image: `${type.toLowerCase()}_activity_${i + 1}.svg`,
    alt: text(`Picture of ${type} activity ${i + 1}`, `Gambar aktiviti ${type} ${i + 1}`),
  })),
);

const typeNames: Record<string, [string, string]> = {
  R: ['Realistic', 'Realistik'],
  I: ['Investigative', 'Investigatif'],
  A: ['Artistic', 'Artistik'],
  S: ['Social', 'Sosial'],
  E: ['Enterprising', 'Enterprising'],
  C: ['Conventional', 'Konvensional'],
};

const PERSONALITY_TYPES = RIASEC_TYPES.map((code) => ({
  code,
  name: text(typeNames[code]![0], typeNames[code]![1]),
  about: text(`About ${code}.`, `Tentang ${code}.`),
  strengths: { en: ['Fixture strength'], ms: ['Kekuatan ujian'] },
  work: text(`Work of ${code}.`, `Kerja ${code}.`),
  places: { en: ['Fixture place'], ms: ['Tempat ujian'] },
}));

const PERSONALITY_PAIRS = RIASEC_TYPES.flatMap((a) =>
  RIASEC_TYPES.filter((b) => b !== a).map((b) => ({
    code: `${a}${b}`,
    about: text(`About ${a}${b}.`, `Tentang ${a}${b}.`),
    work: text(`Work of ${a}${b}.`, `Kerja ${a}${b}.`),
  })),
);

function funding(
  id: string,
  type: FundingContent['type'],
  levels: FundingContent['levels'],
  fields: string[],
  incomeLimit: FundingContent['eligibility']['income_limit'],
): FundingContent {
  return {
    id,
    name: `Fixture ${type} ${id}`,
    name_bm: `${type} ujian ${id}`,
    provider: id.startsWith('mara') ? 'Majlis Amanah Rakyat (MARA)' : 'Fixture Provider',
    type,
    levels,
    fields,
    eligibility: {
      citizenship: 'Malaysian',
      min_results: null,
      income_limit: incomeLimit,
      bumiputera_only: null,
      other: null,
    },
    covers: text('Fees.', 'Yuran.'),
    application_window: null,
    url: `https://example.gov.my/${id}`,
    description: text(`Fixture description for ${id}.`, `Keterangan ujian ${id}.`),
    last_checked: '2026-01-01',
  };
}

const withIncomeCondition = (f: FundingContent, condition: FundingContent['covers']): FundingContent => ({
  ...f,
  eligibility: { ...f.eligibility, income_condition: condition },
});

/** 25 published entries (enough for three pages of 10) and one held back (decision 235), which is never seeded. */
export const FIXTURE_FUNDING: FundingContent[] = [
  {
    ...withIncomeCondition(
      funding('mara-degree', 'loan', ['degree'], ['any'], { monthly_max: 7000, per: 'household' }),
      text('Household income up to RM7,000 a month.', 'Pendapatan isi rumah sehingga RM7,000 sebulan.'),
    ),
    states: ['selangor', 'kuala-lumpur'],
    opens_on: '2026-11-01',
    closes_on: '2026-12-15',
  },
  withIncomeCondition(
    funding('mara-diploma', 'loan', ['diploma'], ['engineering'], { monthly_max: 4000, per: 'household' }),
    text('Household income of RM4,000 or less a month.', 'Pendapatan isi rumah RM4,000 sebulan dan ke bawah.'),
  ),
  funding('eng-scholarship', 'scholarship', ['degree'], ['engineering'], null),
  withIncomeCondition(
    funding('med-scholarship', 'scholarship', ['degree', 'foundation'], ['medicine'], 'condition'),
    text('For families in need, assessed by the provider.', 'Untuk keluarga yang memerlukan, dinilai oleh penyedia.'),
  ),
  withIncomeCondition(
    funding('t20-grant', 'grant', ['tvet'], ['any'], { monthly_max: 2500, per: 'person' }),
    text('Income per person of RM2,500 a month or less.', 'Pendapatan per kapita RM2,500 sebulan dan ke bawah.'),
  ),
  // Open to every household income, as stated (decision 260): matches every income filter.
  withIncomeCondition(
    funding('any-income-grant', 'grant', ['tvet'], [], 'any'),
    text('Every household income may apply.', 'Semua pendapatan isi rumah boleh memohon.'),
  ),
  ...Array.from({ length: 19 }, (_, i) =>
    funding(`bulk-${String(i + 1).padStart(2, '0')}`, 'grant', ['tvet'], [], null),
  ),
  {
    ...funding('held-back-loan', 'loan', ['degree'], ['any'], null),
    url: 'https://www.example.gov.my/',
    held_back: 'No page of the scheme’s own found yet',
  },
];

export const FIXTURE_EVENTS: EventContent[] = [
  {
    id: 1,
    slug: 'past-talk',
    title: text('Past talk', 'Ceramah lalu'),
    summary: text('Fixture.', 'Ujian.'),
    starts_at: '2020-03-14T09:00:00+08:00',
    ends_at: '2020-03-14T12:00:00+08:00',
    venue: text('Hall', 'Dewan'),
    url: null,
    example: true,
  },
  {
    id: 2,
    slug: 'future-fair',
    title: text('Future fair', 'Pameran akan datang'),
    summary: text('Fixture.', 'Ujian.'),
    starts_at: '2099-12-05T09:00:00+08:00',
    ends_at: '2099-12-05T17:00:00+08:00',
    venue: text('Hall', 'Dewan'),
    url: 'https://example.org/fair',
    example: true,
  },
];

export const FIXTURE_WHITE_PAPERS: WhitePaperContent[] = [
  {
    id: 1,
    slug: 'example-paper',
    slug_bm: 'contoh-kertas',
    title: text('Example paper', 'Contoh kertas'),
    summary: text('Fixture.', 'Ujian.'),
    body: text('# Heading\n\nBody.', '# Tajuk\n\nIsi.'),
    published_on: '2026-01-15',
    example: true,
  },
];

export interface FixtureContentDir {
  dir: string;
  /** Rewrites one job file (e.g. to test re-seeding). */
  writeJob(job: JobContent): void;
  removeJob(slug: string): void;
  remove(): void;
}

/** Writes the fixture content folder to a new temporary directory. */
export function writeFixtureContent(): FixtureContentDir {
  const dir = mkdtempSync(join(tmpdir(), 'api-fixture-content-'));
  const write = (file: string, value: unknown) => {
    mkdirSync(join(dir, file, '..'), { recursive: true });
    writeFileSync(join(dir, file), `${JSON.stringify(value, null, 2)}\n`);
  };
  write('industries.json', INDUSTRIES);
  write('subjects.json', SUBJECTS);
  for (const j of FIXTURE_JOBS) write(`jobs/${j.slug}.json`, j);
  write('activities/activities.json', FIXTURE_ACTIVITIES);
  mkdirSync(join(dir, 'activities/images'), { recursive: true });
  for (const a of FIXTURE_ACTIVITIES) {
    writeFileSync(
      join(dir, 'activities/images', a.image),
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><title>${a.key}</title></svg>\n`,
    );
  }
  write('personality/types.json', PERSONALITY_TYPES);
  write('personality/pairs.json', PERSONALITY_PAIRS);
  write('funding/funding.json', FIXTURE_FUNDING);
  write('events/events.json', FIXTURE_EVENTS);
  write('white-papers/white-papers.json', FIXTURE_WHITE_PAPERS);
  return {
    dir,
    writeJob: (j) => write(`jobs/${j.slug}.json`, j),
    removeJob: (slug) => rmSync(join(dir, 'jobs', `${slug}.json`), { force: true }),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
