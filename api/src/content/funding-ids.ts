/**
 * The funding content's closed sets of ids, one source for the API's schema and the funding search
 * in the browser (`api/funding`, like `api/search`; decision 100). Data only: no imports.
 */
export const FUNDING_TYPES = ['scholarship', 'loan', 'grant'] as const;
export const INCOME_GROUPS = ['B40', 'M40', 'T20'] as const;
/**
 * `eligibility.income_groups: ["any"]`: the scheme states that every household income may apply (its
 * amount may still depend on income, e.g. PTPTN); it matches every income filter. Like `fields: ["any"]`,
 * and independent of the groups' labels (decision 260).
 */
export const ANY_INCOME = 'any' as const;
/** Malaysia's 13 states and 3 federal territories, as ids. */
export const MALAYSIAN_STATES = [
  'johor',
  'kedah',
  'kelantan',
  'melaka',
  'negeri-sembilan',
  'pahang',
  'penang',
  'perak',
  'perlis',
  'sabah',
  'sarawak',
  'selangor',
  'terengganu',
  'kuala-lumpur',
  'labuan',
  'putrajaya',
] as const;
