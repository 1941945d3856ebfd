import Type from 'typebox';
import {
  Bilingual,
  Demand,
  ExpertQuote,
  KnowledgeSection,
  Pathway,
  ProfessionalBody,
  Requirement,
  Salary,
  Tools,
  WorkPattern,
} from '../../content/schemas.js';
import { DataStatusSchema, JobListItem, LangSchema } from '../../schemas/common.js';

export const JobListQuery = Type.Object({
  search_term: Type.Optional(
    Type.String({
      maxLength: 100,
      description:
        'Words typed in the search bar. Both languages are searched; typos, accents and partial words are tolerated. Without it: every job.',
    }),
  ),
  lang: Type.Optional(LangSchema),
});

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);

const PerLang = Type.Object({ en: Type.Boolean(), ms: Type.Boolean() });

export const JobDetail = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  slug_bm: Type.String(),
  name: Type.String(),
  name_bm: Type.String(),
  industry: Type.Object({ id: Type.String(), name: Type.String(), name_bm: Type.String() }),
  en_data_status: DataStatusSchema,
  bm_data_status: DataStatusSchema,
  tvet: Type.Boolean(),
  synonyms: Type.Array(Type.String()),
  synonyms_bm: Type.Array(Type.String()),
  riasec: Type.Object({
    R: Type.Integer(),
    I: Type.Integer(),
    A: Type.Integer(),
    S: Type.Integer(),
    E: Type.Integer(),
    C: Type.Integer(),
  }),
  holland_code: Type.String(),
  riasec_basis: Type.Object({ onet_soc_code: Type.String(), onet_title: Type.String() }),
  masco_2020: Nullable(Type.String()),
  summary: Nullable(Bilingual),
  knowledge: Nullable(Type.Object({ en: Nullable(KnowledgeSection), ms: Nullable(KnowledgeSection) })),
  pathway: Nullable(Pathway),
  salary: Nullable(Salary),
  progression: Nullable(Type.Object({ en: Type.Array(Type.String()), ms: Type.Array(Type.String()) })),
  experts_say: Nullable(Type.Array(ExpertQuote)),
  work_pattern: Nullable(WorkPattern),
  requirements: Nullable(
    Type.Array(Requirement, {
      description: 'Conditions of entry or practice (medical, fitness, age, licences…), each with its source',
    }),
  ),
  professional_bodies: Nullable(Type.Array(ProfessionalBody)),
  tools: Nullable(Tools),
  demand: Nullable(
    Type.Union([Demand], {
      description: 'Set only when the job is on a published critical-occupations list (decision 220)',
    }),
  ),
  sections: Type.Object(
    {
      job_knowledge: PerLang,
      education_pathway: PerLang,
      salary_and_progression: PerLang,
      experts_say: PerLang,
    },
    { description: 'Which job-guide sub-pages have content in each language (otherwise: coming soon)' },
  ),
  subjects: Type.Array(
    Type.Object({
      code: Type.String(),
      name: Type.String(),
      name_bm: Type.String(),
      group: Type.String(),
      weight: Type.Integer({ description: '3 essential, 2 helpful, 1 nice to have' }),
    }),
  ),
  related_jobs: Type.Array(JobListItem),
});

/** A job of the directory: the list item and whether it has a TVET route (the TVET filter). */
export const DirectoryJob = Type.Object(
  { ...JobListItem.properties, tvet: Type.Boolean({ description: 'The job has a TVET route' }) },
  { title: 'DirectoryJob' },
);

export const DirectoryGroup = Type.Object({
  id: Type.String(),
  name: Type.String(),
  name_bm: Type.String(),
  count: Type.Integer({ description: 'How many jobs the industry has (all of them, whatever limit says)' }),
  tvet_count: Type.Integer({ description: 'How many of them have a TVET route' }),
  jobs: Type.Array(DirectoryJob, { description: 'Its jobs, sorted by name; with limit, only those within it' }),
});

const Column = <T extends Parameters<typeof Type.Array>[0]>(item: T, description: string) =>
  Type.Array(item, { description });

/** GET search-index: the compact in-browser search index (content/compact-index.ts, decision 395). */
export const SearchIndex = Type.Object(
  {
    v: Type.Literal(1, { description: 'The format version' }),
    id: Column(Type.Integer(), 'Job ids; every other column is in this order'),
    name: Column(Type.String(), 'English names'),
    name_bm: Column(Type.String(), 'Malay names'),
    slug: Column(Type.String(), 'English slugs'),
    slug_bm: Column(Type.String(), 'Malay slugs'),
    industry: Column(Type.Integer(), 'Positions in industries'),
    industries: Column(Type.String(), 'Industry ids'),
    status: Column(Type.Integer(), 'en status × 3 + ms status, each 0 complete, 1 partial, 2 coming_soon'),
    syn: Column(Type.String(), 'Normalised English synonyms, ", "-separated'),
    syn_bm: Column(Type.String(), 'Normalised Malay synonyms, ", "-separated'),
  },
  { title: 'SearchIndex' },
);
