/**
 * The funding content's closed sets of ids, one source for the API's schema and the funding search
 * in the browser (`api/funding`, like `api/search`; decision 100). Data only: no imports.
 */
export const FUNDING_TYPES = ['scholarship', 'loan', 'grant'] as const;
/**
 * The funding search's household-income bands (RM a month; decision 290): the spec's bands (below
 * RM7,000, RM7,000–10,000, above RM10,000) with the lowest split at RM4,000, so that a scheme for
 * households under RM4,000 is not offered to a family on RM4,000–7,000. No B40/M40/T20 labels: DOSM's
 * group lines are not these figures. `min` is inclusive, `max` exclusive (null: no upper end).
 */
export const INCOME_BANDS = ['below-4000', '4000-7000', '7000-10000', 'above-10000'] as const;
export const INCOME_BAND_RANGE: Readonly<Record<(typeof INCOME_BANDS)[number], { min: number; max: number | null }>> = {
  'below-4000': { min: 0, max: 4000 },
  '4000-7000': { min: 4000, max: 7000 },
  '7000-10000': { min: 7000, max: 10000 },
  'above-10000': { min: 10000, max: null },
};
/**
 * Old links' `income=B40|M40|T20` (labels "Below RM7,000 (B40)", "RM7,000 to RM10,000 (M40)", "Above
 * RM10,000 (T20)"): M40 and T20 keep their band; "below RM7,000" spans two bands, so it is dropped and
 * the page says so (decision 290).
 */
export const OLD_INCOME_GROUPS: Readonly<Record<string, (typeof INCOME_BANDS)[number] | null>> = {
  B40: null,
  M40: '7000-10000',
  T20: 'above-10000',
};
/**
 * `eligibility.income_limit`, from the scheme's own stated condition (decisions 260, 290):
 * - `"any"`: it states that every household income may apply (its amount may still depend on income: PTPTN);
 * - `{ monthly_max, per }`: the highest monthly income it states, RM, for the household (`household`) or
 *   per person in it (`person`, per-capita);
 * - `"condition"`: it states an income or need condition with no household figure (zakat's had kifayah,
 *   a named income group, a priority);
 * - `null`: it states nothing about income.
 */
export const ANY_INCOME = 'any' as const;
export const INCOME_CONDITION = 'condition' as const;
export const INCOME_PER = ['household', 'person'] as const;
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
