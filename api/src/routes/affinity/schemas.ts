import Type from 'typebox';
import { RIASEC_TYPES } from '../../content/schemas.js';
import { QUESTIONS } from './generate.js';

/** Schemas of the career quiz's own-server route (GET {base}/data/generate-affinity). */

export const Selection = Type.Object({
  id: Type.Integer({ minimum: 1, maximum: 6, description: 'Position in the question, 1–6' }),
  image: Type.String({ description: 'URL path of the picture (served by this API, long-cached)' }),
  label: Type.String({ description: 'Label key, e.g. building_things' }),
  value: Type.Enum(RIASEC_TYPES),
  label_en: Type.String(),
  label_ms: Type.String(),
  alt_en: Type.String({ description: 'Text alternative of the picture' }),
  alt_ms: Type.String(),
});

export const Question = Type.Object({
  question: Type.Integer({ minimum: 1, maximum: QUESTIONS }),
  selections: Type.Array(Selection, { minItems: 6, maxItems: 6 }),
});

export const GenerateAffinityResponse = Type.Object({ data: Type.Array(Question) });
