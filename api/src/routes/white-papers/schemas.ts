import Type from 'typebox';
import { Bilingual } from '../../schemas/common.js';

export const WhitePaperSummary = Type.Object({
  id: Type.String(),
  slug: Type.String(),
  slug_bm: Type.String(),
  title: Bilingual,
  summary: Bilingual,
  published_on: Type.String({ description: 'YYYY-MM-DD' }),
  example: Type.Boolean({ description: 'A development example, labelled "Example" on the site' }),
});

export const WhitePaper = Type.Object({
  ...WhitePaperSummary.properties,
  body: Type.Object(Bilingual.properties, { description: 'Markdown, per language' }),
});
