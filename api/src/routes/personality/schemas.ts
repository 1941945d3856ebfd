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

export const PersonalityResult = Type.Object({
  code: Type.String({ description: 'The code asked for, upper-cased: "R" or "RI"' }),
  types: Type.Array(PersonalityType, { description: 'Primary type, then the secondary one if any' }),
  pair: Type.Union([Type.Object({ code: Type.String(), about: Text, work: Text }), Type.Null()]),
  jobs: Type.Array(JobListItem, {
    description: 'Recommended jobs: Holland codes sharing these letters, best fit first',
  }),
});
