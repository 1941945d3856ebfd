import Type, { type Static, type TSchema } from 'typebox';
import type { LangSchema } from '../schemas/common.js';
import {
  ANY_INCOME,
  FUNDING_TYPES,
  INCOME_BANDS,
  INCOME_CONDITION,
  INCOME_PER,
  MALAYSIAN_STATES,
} from './funding-ids.js';

export { ANY_INCOME, FUNDING_TYPES, INCOME_BANDS, INCOME_CONDITION, INCOME_PER, MALAYSIAN_STATES };

/**
 * Schemas of every content file described in content/README.md. They are strict (no unknown
 * fields) so that a typo in a field name fails the content check instead of silently vanishing.
 * Rules that span several fields or files (data status, Holland code, references) live in
 * rules.ts.
 */

const strict = { additionalProperties: false } as const;

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** lowercase a–z, 0–9 and single hyphens. */
export const SLUG_PATTERN = '^[a-z0-9]+(-[a-z0-9]+)*$';
export const Slug = Type.String({ pattern: SLUG_PATTERN, maxLength: 120 });

const Text = Type.String({ minLength: 1 });

/** A text in both languages; a language not written yet is null. */
export const Bilingual = Type.Object({ en: Nullable(Type.String()), ms: Nullable(Type.String()) }, strict);
/** A text that must exist in both languages. */
export const BilingualRequired = Type.Object({ en: Text, ms: Text }, strict);
export const BilingualList = Type.Object({ en: Type.Array(Text), ms: Type.Array(Text) }, strict);

export const RIASEC_TYPES = ['R', 'I', 'A', 'S', 'E', 'C'] as const;
export type RiasecType = (typeof RIASEC_TYPES)[number];
export const RiasecLetter = Type.Enum(RIASEC_TYPES);

export const DATA_STATUSES = ['complete', 'partial', 'coming_soon'] as const;
export const DataStatus = Type.Enum(DATA_STATUSES);

const Rating = Type.Integer({ minimum: 1, maximum: 7 });
export const RIASEC_SOURCES = ['onet', 'editorial'] as const;

/** An ISO 8601 date (YYYY-MM-DD). */
const IsoDate = Type.String({ pattern: '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$' });
/** An ISO 8601 date-time with an explicit offset, e.g. 2026-12-05T09:00:00+08:00. */
const IsoDateTime = Type.String({
  pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d+)?)?(Z|[+-]\\d{2}:\\d{2})$',
});

const Id = Type.Union([Type.Integer({ minimum: 1 }), Type.String({ pattern: '^[A-Za-z0-9_-]+$' })]);

// ── Industries and subjects ──────────────────────────────────────────────────

export const Industry = Type.Object(
  { id: Slug, name: Text, name_bm: Text },
  strict,
);
export const IndustriesFile = Type.Array(Industry);

export const SUBJECT_GROUPS = [
  'core',
  'stem',
  'technical',
  'commerce',
  'humanities',
  'languages',
  'arts',
  'religious',
] as const;

export const Subject = Type.Object(
  {
    code: Type.String({ pattern: '^[A-Z0-9_]+$' }),
    spm_code: Nullable(Type.String({ pattern: '^\\d{4}$' })),
    group: Type.Enum(SUBJECT_GROUPS),
    name: Text,
    name_bm: Text,
  },
  strict,
);
export const SubjectsFile = Type.Array(Subject);

// ── Jobs ─────────────────────────────────────────────────────────────────────

export const KnowledgeSection = Type.Object(
  {
    day_to_day: Type.Array(Text),
    knowledge: Type.Array(Text),
    skills: Type.Array(Text),
    work_environment: Nullable(Type.String()),
  },
  strict,
);

/**
 * The kind of each step after SPM (content/README.md "pathway"): the guide, the comparison and
 * the subject match name a step by its kind, so a kind says what the step is.
 */
export const PATHWAY_ROUTE_TYPES = [
  'stpm',
  'matriculation',
  'foundation',
  'pre_university',
  'diploma',
  'degree',
  'masters',
  'phd',
  'tvet',
  'skm',
  'skills_diploma',
  'vocational_college',
  'certificate',
  'apprenticeship',
  'flight_training',
  'cadetship',
  'basic_training',
  'professional',
  'licence',
  'competency',
  'appointment',
  'volunteer',
  'sports_development',
  'on_the_job',
] as const;

/** An https address (guide details, decision 220: only https links are shown). */
const HttpsUrl = Type.String({ pattern: '^https://[^\\s]+$' });

/**
 * Where a guide detail comes from (decision 220): the page that was read, its publisher or
 * title, and its year (null when the page is undated).
 */
export const DetailSource = Type.Object(
  {
    name: Text,
    year: Nullable(Type.Integer({ minimum: 1950, maximum: 2100 })),
    url: HttpsUrl,
  },
  strict,
);

/** The minimum results a route asks for, from its provider's published entry conditions. */
export const MinEntry = Type.Object({ text: BilingualRequired, source: DetailSource }, strict);

export const PathwayRoute = Type.Object(
  {
    type: Type.Enum(PATHWAY_ROUTE_TYPES),
    duration: Nullable(Bilingual),
    description: Bilingual,
    /** Optional: the route's minimum entry results, with a source; absent or null when not sourced. */
    min_entry: Type.Optional(Nullable(MinEntry)),
  },
  strict,
);

export const Pathway = Type.Object(
  {
    entry_subjects: Type.Array(Type.String()),
    routes: Type.Array(PathwayRoute),
    certification: Nullable(Bilingual),
  },
  strict,
);

/**
 * What a pay figure is (decisions 190 and 285). Each figure says what it measures so the guide never
 * shows a grade's maximum, or a median for a whole occupation group, as the job's pay.
 * Job-specific figures (the headline, at entry/mid/senior):
 * - appointment_pay: the public-service starting basic pay for a grade (gaji permulaan), one figure;
 * - grade_range: a public-service grade's minimum to maximum basic pay (never the entry figure);
 * - starting_guide: a published starting-pay guide's single figure for this occupation (e.g. MOHR 2020).
 * Context only, never the job's pay (`group_median`):
 * - occupation_group_median: DOSM's median for the whole MASCO major group the job is in (the job's
 *   masco_2020 names the group), of Malaysian citizen employees at every level of experience.
 */
export const JOB_PAY_BASES = ['appointment_pay', 'grade_range', 'starting_guide'] as const;
export const SALARY_BASES = [...JOB_PAY_BASES, 'occupation_group_median'] as const;
export type SalaryBasis = (typeof SALARY_BASES)[number];

export const SalarySource = Type.Object(
  {
    name: Text,
    /** The year the figure applies to (the schedule's or survey's year). */
    year: Type.Integer({ minimum: 1990, maximum: 2100 }),
    url: Type.String({ pattern: '^https?://' }),
  },
  strict,
);

/** A job-specific pay figure; a group median cannot be one (decision 285). */
export const SalaryBand = Type.Object(
  {
    min: Type.Number({ minimum: 0 }),
    max: Type.Number({ minimum: 0 }),
    basis: Type.Enum(JOB_PAY_BASES),
    source: SalarySource,
  },
  strict,
);

/** Context, not the job's pay: the median of everyone DOSM surveys in the job's MASCO major group. */
export const GroupMedian = Type.Object(
  {
    median: Type.Number({ minimum: 0 }),
    basis: Type.Literal('occupation_group_median'),
    source: SalarySource,
  },
  strict,
);

/** The levels that carry the job's own pay. */
export const SALARY_LEVELS = ['entry', 'mid', 'senior'] as const;
export type SalaryLevel = (typeof SALARY_LEVELS)[number];

export const Salary = Type.Object(
  {
    /** What a new entrant is paid: appointment_pay or starting_guide only. */
    entry: Nullable(SalaryBand),
    mid: Nullable(SalaryBand),
    senior: Nullable(SalaryBand),
    /** Context only: the job's MASCO major-group median (decision 285); never shown or compared as its pay. */
    group_median: Nullable(GroupMedian),
    note: Bilingual,
  },
  strict,
);

export const ExpertQuote = Type.Object(
  {
    quote: BilingualRequired,
    speaker: Text,
    role: Text,
    source_title: Text,
    source_url: Type.String({ pattern: '^https?://' }),
    year: Type.Integer({ minimum: 1950, maximum: 2100 }),
  },
  strict,
);

// ── Guide details (decision 220): optional, each with a source ──────────────

export const WORK_PATTERNS = ['office', 'shifts', 'outdoor', 'travel', 'on_call', 'weekends'] as const;

/** Typical hours and the shape of the working week, only where a source gives them. */
export const WorkPattern = Type.Object(
  {
    hours: Nullable(BilingualRequired),
    pattern: Type.Array(Type.Enum(WORK_PATTERNS)),
    source: DetailSource,
  },
  strict,
);

export const REQUIREMENT_KINDS = [
  'medical',
  'fitness',
  'age',
  'colour_vision',
  'licence',
  'citizenship',
  'other',
] as const;

/** A condition of entry or practice set by an employer, a regulator or the law. */
export const Requirement = Type.Object(
  { kind: Type.Enum(REQUIREMENT_KINDS), text: BilingualRequired, source: DetailSource },
  strict,
);

/** A professional body or regulator: its own name, its Malay name where it has one, its site. */
export const ProfessionalBody = Type.Object(
  {
    name: Text,
    name_bm: Type.Optional(Nullable(Text)),
    url: HttpsUrl,
    /** What it does for this job (registers, licenses, examines), in both languages. */
    role: Type.Optional(Nullable(BilingualRequired)),
  },
  strict,
);

/** Tools and technology used in the job. */
export const Tools = Type.Object(
  { en: Type.Array(Text, { minItems: 1 }), ms: Type.Array(Text, { minItems: 1 }), source: DetailSource },
  strict,
);

/** The job is on a published critical-occupations list (only listed jobs carry this). */
export const Demand = Type.Object(
  {
    list: Text,
    edition: Type.String({ pattern: '^\\d{4}(/\\d{4})?$' }),
    in_list: Type.Literal(true),
    /** The occupation as the list names it. */
    listed_as: Text,
    source: DetailSource,
  },
  strict,
);

export const JobSubject = Type.Object(
  {
    code: Type.String({ minLength: 1 }),
    weight: Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)]),
  },
  strict,
);

export const Job = Type.Object(
  {
    id: Type.Integer({ minimum: 1, maximum: 2147483647 }),
    slug: Slug,
    slug_bm: Slug,
    name: Text,
    name_bm: Text,
    industry: Slug,
    synonyms: Type.Array(Text),
    synonyms_bm: Type.Array(Text),
    en_data_status: DataStatus,
    bm_data_status: DataStatus,
    tvet: Type.Boolean(),
    riasec: Type.Object(
      { R: Rating, I: Rating, A: Rating, S: Rating, E: Rating, C: Rating },
      strict,
    ),
    holland_code: Type.String({ pattern: '^[RIASEC]{2,3}$' }),
    riasec_basis: Type.Object(
      {
        onet_soc_code: Type.String({ pattern: '^\\d{2}-\\d{4}\\.\\d{2}$' }),
        onet_title: Text,
      },
      strict,
    ),
    /**
     * Where riasec and holland_code come from: "onet" = derived from O*NET's interest data for
     * riasec_basis (scripts/onet-riasec.mjs; the content check fails on any drift); "editorial" =
     * our own ratings, allowed only with the reason in riasec_note.
     */
    riasec_source: Type.Enum(RIASEC_SOURCES),
    /** Why the ratings are editorial, in both languages; null when the source is onet. */
    riasec_note: Nullable(BilingualRequired),
    masco_2020: Nullable(Type.String({ pattern: '^\\d{4}(\\d{2})?$' })),
    summary: Nullable(Bilingual),
    knowledge: Nullable(
      Type.Object({ en: Nullable(KnowledgeSection), ms: Nullable(KnowledgeSection) }, strict),
    ),
    pathway: Nullable(Pathway),
    salary: Nullable(Salary),
    progression: Nullable(
      Type.Object({ en: Type.Array(Text), ms: Type.Array(Text) }, strict),
    ),
    subjects: Type.Array(JobSubject),
    related_jobs: Type.Array(Slug),
    experts_say: Nullable(Type.Array(ExpertQuote)),
    // Guide details (decision 220): optional, so job files without them stay valid.
    work_pattern: Type.Optional(Nullable(WorkPattern)),
    requirements: Type.Optional(Nullable(Type.Array(Requirement))),
    professional_bodies: Type.Optional(Nullable(Type.Array(ProfessionalBody))),
    tools: Type.Optional(Nullable(Tools)),
    demand: Type.Optional(Nullable(Demand)),
  },
  strict,
);

// ── Quiz activities and personality ─────────────────────────────────────────

export const Activity = Type.Object(
  {
    key: Type.String({ pattern: '^[a-z0-9]+(_[a-z0-9]+)*$' }),
    type: RiasecLetter,
    label: BilingualRequired,
    image: Type.String({ pattern: '^[a-z0-9_-]+\\.svg$' }),
    alt: BilingualRequired,
  },
  strict,
);
export const ActivitiesFile = Type.Array(Activity);

export const PersonalityType = Type.Object(
  {
    code: RiasecLetter,
    name: BilingualRequired,
    about: BilingualRequired,
    strengths: BilingualList,
    work: BilingualRequired,
    places: BilingualList,
  },
  strict,
);
export const PersonalityTypesFile = Type.Array(PersonalityType);

export const PersonalityPair = Type.Object(
  {
    code: Type.String({ pattern: '^[RIASEC]{2}$' }),
    about: BilingualRequired,
    work: BilingualRequired,
  },
  strict,
);
export const PersonalityPairsFile = Type.Array(PersonalityPair);

// ── Funding, events, white papers ────────────────────────────────────────────

export const FUNDING_LEVELS = [
  'foundation',
  'diploma',
  'degree',
  'masters',
  'phd',
  'tvet',
  'pre-university',
] as const;

/** Loose where the README is loose: a fact may be a plain string, a bilingual text or unknown. */
const Fact = Nullable(Type.Union([Type.String(), Bilingual]));

export const FundingSource = Type.Object(
  {
    title: Text,
    url: Text,
    year: Nullable(Type.Integer({ minimum: 1950, maximum: 2100 })),
    note: Type.Optional(Text),
  },
  strict,
);

export const Funding = Type.Object(
  {
    id: Id,
    name: Text,
    name_bm: Text,
    provider: Text,
    type: Type.Enum(FUNDING_TYPES),
    levels: Type.Array(Type.Enum(FUNDING_LEVELS)),
    fields: Type.Array(Type.String({ minLength: 1 })),
    eligibility: Type.Object(
      {
        citizenship: Fact,
        min_results: Fact,
        /**
         * What the scheme's own condition says about income (decisions 260, 290): "any", its stated monthly
         * ceiling (RM, per household or per person), "condition" (a condition with no household figure), or
         * null (nothing stated).
         */
        income_limit: Nullable(
          Type.Union([
            Type.Literal(ANY_INCOME),
            Type.Literal(INCOME_CONDITION),
            Type.Object(
              { monthly_max: Type.Integer({ minimum: 1, maximum: 1000000 }), per: Type.Enum(INCOME_PER) },
              strict,
            ),
          ]),
        ),
        bumiputera_only: Nullable(Type.Boolean()),
        other: Nullable(Bilingual),
        /** The scheme's own stated income condition, as it words it; required (non-null) when income_limit is set. */
        income_condition: Type.Optional(Nullable(Bilingual)),
      },
      strict,
    ),
    covers: Bilingual,
    application_window: Nullable(Bilingual),
    /** Only for people from these states; absent or null: the scheme names no state condition. */
    states: Type.Optional(Nullable(Type.Array(Type.Enum(MALAYSIAN_STATES), { minItems: 1 }))),
    /** The current round's dates, when the provider has published them; else absent or null. */
    opens_on: Type.Optional(Nullable(IsoDate)),
    closes_on: Type.Optional(Nullable(IsoDate)),
    /** The scheme's own page (not the provider's homepage). */
    url: Text,
    /**
     * Editors only: why the scheme is not published (no page of its own found yet, decision 235).
     * A held-back scheme is kept with its sources but never seeded, searched or shown.
     */
    held_back: Type.Optional(Type.String()),
    description: Bilingual,
    /** When the url and figures were last checked against a source. */
    last_checked: IsoDate,
    /** Where the figures and conditions come from: a page, its title and year (null when undated). */
    sources: Type.Optional(Type.Array(FundingSource)),
  },
  strict,
);
export const FundingFile = Type.Array(Funding);

export const Event = Type.Object(
  {
    id: Id,
    slug: Slug,
    title: BilingualRequired,
    summary: Bilingual,
    starts_at: IsoDateTime,
    ends_at: IsoDateTime,
    venue: Bilingual,
    url: Nullable(Type.String({ pattern: '^https?://' })),
    example: Type.Boolean(),
  },
  strict,
);
export const EventsFile = Type.Array(Event);

export const WhitePaper = Type.Object(
  {
    id: Id,
    slug: Slug,
    slug_bm: Slug,
    title: BilingualRequired,
    summary: Bilingual,
    body: Bilingual,
    published_on: IsoDate,
    example: Type.Boolean(),
  },
  strict,
);
export const WhitePapersFile = Type.Array(WhitePaper);

export type IndustryContent = Static<typeof Industry>;
export type SubjectContent = Static<typeof Subject>;
export type JobContent = Static<typeof Job>;
export type ActivityContent = Static<typeof Activity>;
export type PersonalityTypeContent = Static<typeof PersonalityType>;
export type PersonalityPairContent = Static<typeof PersonalityPair>;
export type FundingContent = Static<typeof Funding>;
export type EventContent = Static<typeof Event>;
export type WhitePaperContent = Static<typeof WhitePaper>;
export type BilingualText = Static<typeof Bilingual>;
export type SalaryContent = Static<typeof Salary>;
export type SalaryBandContent = Static<typeof SalaryBand>;
export type GroupMedianContent = Static<typeof GroupMedian>;
export type SalarySourceContent = Static<typeof SalarySource>;
/** A content language: the API's one `LangSchema` (decision 040). */
export type Lang = Static<typeof LangSchema>;
