import Type from 'typebox';
import { BilingualList, JobListItem } from '../../schemas/common.js';

export const Text = Type.Object({ en: Type.String(), ms: Type.String() });

export const PersonalityType = Type.Object({
  code: Type.String(),
  name: Text,
  about: Text,
  strengths: BilingualList,
  work: Text,
  places: BilingualList,
});

/** The text of a primary + secondary pair ("RI"). */
export const PersonalityPair = Type.Object({ code: Type.String(), about: Text, work: Text });

export const PersonalityResult = Type.Object({
  code: Type.String({ description: 'The code asked for, upper-cased: "R" or "RI"' }),
  types: Type.Array(PersonalityType, { description: 'Primary type, then the secondary one if any' }),
  pair: Type.Union([PersonalityPair, Type.Null()]),
  jobs: Type.Array(JobListItem, {
    description: 'Recommended jobs: Holland codes sharing these letters, best fit first',
  }),
});
