import Type from 'typebox';
import { RIASEC_TYPES } from '../../content/schemas.js';
import { LangSchema } from '../../schemas/common.js';
import { PersonalityPair } from '../personality/schemas.js';

/** Schemas of POST {base}{version}/career-quiz/result (decision 060, content/quiz-scoring.md). */

const ActivityKey = Type.String({
  pattern: '^[a-z0-9]+(_[a-z0-9]+)*$',
  maxLength: 100,
  description: "An activity key: generate-affinity's `label`, e.g. building_things",
});
const Letter = Type.Enum(RIASEC_TYPES);

export const QuizAnswer = Type.Object(
  {
    question: Type.Integer({ minimum: 1, maximum: 7 }),
    activity: ActivityKey,
    shown: Type.Array(ActivityKey, {
      minItems: 1,
      maxItems: 12,
      description: 'The six activity keys the question showed (its labels), in any order',
    }),
  },
  { additionalProperties: false },
);

export const CareerQuizResultBody = Type.Object(
  {
    lang: Type.Optional(LangSchema),
    selections: Type.Array(QuizAnswer, {
      maxItems: 14,
      description: 'One answer per question 1–7 (exactly seven; other counts → 400 QUIZ_WRONG_COUNT)',
    }),
  },
  { additionalProperties: false },
);

const Score = Type.Integer({ minimum: 0, maximum: 7 });
export const TypeScores = Type.Object(
  { R: Score, I: Score, A: Score, S: Score, E: Score, C: Score },
  { description: 'Times each type was picked; the six sum to 7' },
);

const Rating = Type.Integer({ minimum: 1, maximum: 7 });
const JobRatings = Type.Object(
  { R: Rating, I: Rating, A: Rating, S: Rating, E: Rating, C: Rating },
  { description: 'The job\'s six 1–7 interest ratings (O*NET\'s or editorial), named in "why this job"' },
);

export const QuizJobMatch = Type.Object({
  id: Type.Integer({ description: 'Job id (quizScore_{jobId})' }),
  slug: Type.String({ description: 'Guide slug in the asked language' }),
  name: Type.String({ description: 'Name in the asked language' }),
  ref: Type.Object(
    { slug: Type.String(), slug_bm: Type.String(), name: Type.String(), name_bm: Type.String() },
    { description: "The job's slug and name in both languages (for Save and Compare, which work in either)" },
  ),
  industry: Type.String({ description: 'Industry id' }),
  industry_name: Type.String({ description: "The industry's name in the asked language" }),
  tvet: Type.Boolean(),
  summary: Type.Union([Type.String(), Type.Null()], {
    description: 'What the job is, 1–2 sentences in the asked language; null until written',
  }),
  duty: Type.Union([Type.String(), Type.Null()], {
    description:
      "One of the guide's day-to-day tasks in the asked language: the first of the shared (else the job's own) " +
      'interest type, else the first task (decision 250); null until written',
  }),
  holland_code: Type.String(),
  riasec: JobRatings,
  match: Type.Integer({
    minimum: 0,
    maximum: 100,
    description: 'round(100 × max(0, Pearson r) × clarity) (decision 250); the page shows none on a flat profile',
  }),
  shared: Type.Array(Letter, { maxItems: 2, description: "The user's leading types in the job's code" }),
});

export const QuizPick = Type.Object({
  question: Type.Integer({ minimum: 1, maximum: 7 }),
  activity: ActivityKey,
  type: Letter,
  label: Type.String({ description: "The activity's label in the asked language" }),
});

export const CareerQuizResult = Type.Object({
  scores: TypeScores,
  picks: Type.Array(QuizPick, { description: 'The seven picked activities in question order' }),
  order: Type.Array(Letter, { description: 'All six types, best first (ties: earliest first pick)' }),
  primary: Type.Union([Letter, Type.Null()]),
  secondary: Type.Union([Letter, Type.Null()]),
  flat: Type.Boolean({ description: 'No type picked more than twice: no type is named' }),
  tied: Type.Array(Letter, {
    description: 'Flat: every type picked. Otherwise the types a tie rule placed (may be empty)',
  }),
  code: Type.Union([Type.String({ pattern: '^[RIASEC]{1,2}$' }), Type.Null()], {
    description: 'Primary + secondary, for GET personality-types/:code; null when flat',
  }),
  pair: Type.Union([PersonalityPair, Type.Null()], {
    description:
      "The pair text of a two-letter code (GET personality-types/:code's `pair`), so the result page needs no second call (decision 355); null otherwise",
  }),
  clarity: Type.Number({
    minimum: 0,
    maximum: 1,
    description:
      'The share (2 decimals) of random answer sets spread more evenly than these answers; no match exceeds it (decision 250)',
  }),
  jobs: Type.Array(QuizJobMatch, {
    description:
      'Every job, best match first; flat: a few jobs to explore, the best two led by each tied type, in their order',
  }),
});

export const SharedResultQuery = Type.Object({
  lang: Type.Optional(LangSchema),
  picks: Type.String({
    pattern: '^[a-z0-9_]+(-[a-z0-9_]+)*$',
    maxLength: 800,
    description: 'The seven picked activity keys in question order, joined by "-" (a shared result link)',
  }),
});

export const CareerQuizResultResponse = Type.Object({ data: CareerQuizResult });
