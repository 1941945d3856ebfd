import Type from 'typebox';
import { Bilingual, PATHWAY_ROUTE_TYPES } from '../../content/schemas.js';

export const Industry = Type.Object({
  id: Type.String(),
  name: Type.String(),
  name_bm: Type.String(),
  job_count: Type.Integer({ description: 'Live jobs in this industry' }),
});

export const Subject = Type.Object({
  code: Type.String({ description: 'Our short code, used by jobs and subject-match' }),
  spm_code: Type.Union([Type.String(), Type.Null()], { description: 'Official SPM paper code' }),
  group: Type.String(),
  name: Type.String(),
  name_bm: Type.String(),
});

export const WeightedCode = Type.Object({ code: Type.String(), weight: Type.Integer() });

export const SubjectMatchRoute = Type.Object({
  type: Type.Enum(PATHWAY_ROUTE_TYPES),
  duration: Type.Union([Bilingual, Type.Null()], { description: 'How long the step takes, in both languages' }),
});

export const SubjectMatchResult = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  slug_bm: Type.String(),
  name: Type.String(),
  name_bm: Type.String(),
  industry: Type.String(),
  score: Type.Number({ description: '0–1, rounded to 4 decimals; ranking uses it' }),
  match_percent: Type.Integer({ description: '0–100, what the site shows' }),
  fit: Type.Boolean({
    description: 'A fit: score ≥ 0.5 and the job lists a chosen subject outside the core (content/subject-match.md §3)',
  }),
  matched: Type.Array(WeightedCode, { description: "The job's subjects the student chose, heaviest first" }),
  missing_essential: Type.Array(Type.String(), {
    description: "The job's essential subjects the student did not choose",
  }),
  tvet: Type.Boolean({ description: 'Usually entered through TVET / skills certificates' }),
  entry_subjects: Type.Array(Type.String(), {
    description: "SPM subjects the job's usual routes ask for (its pathway), in the job file's order",
  }),
  routes: Type.Array(SubjectMatchRoute, {
    description: 'The usual routes after SPM, in the order a student takes them (content/jobs pathway)',
  }),
});

export const SubjectMatchResponse = Type.Object({
  data: Type.Array(SubjectMatchResult),
  total: Type.Integer({ description: 'Jobs shown (score ≥ 0.2), before limit' }),
  fits: Type.Integer({ description: 'How many of them are fits; they come first' }),
});
