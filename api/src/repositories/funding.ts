import { sql, type Kysely } from 'kysely';
import { INCOME_BAND_RANGE, type INCOME_BANDS } from '../content/funding-ids.js';
import { normalise } from '../content/normalise.js';
import type { Database } from '../db/types.js';

export interface FundingFilter {
  q?: string;
  type?: string;
  level?: string;
  field?: string;
  /** A household-income band (decision 290). */
  income?: (typeof INCOME_BANDS)[number];
  page: number;
  page_size: number;
}

const asJsonArray = (value: string) => JSON.stringify([value]);

/**
 * Scholarships, loans and grants. Filters narrow by what an entry says; an entry that lists no
 * fields has no known restriction there and stays in the results, as does one whose fields are
 * ["any"]. The income band leaves out only a scheme whose stated household ceiling is at or below
 * the band's floor.
 */
export class FundingRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async search(filter: FundingFilter) {
    let query = this.db.selectFrom('funding');
    const words = normalise(filter.q ?? '')
      .split(' ')
      .filter(Boolean)
      .slice(0, 10);
    for (const word of words) {
      // normalise() leaves only letters, digits and spaces, so no LIKE wildcard gets through.
      query = query.where('search_text', 'like', `%${word}%`);
    }
    if (filter.type) query = query.where('type', '=', filter.type);
    if (filter.level) {
      query = query.where(sql<boolean>`levels @> ${asJsonArray(filter.level)}::jsonb`);
    }
    if (filter.field) {
      query = query.where(
        sql<boolean>`(fields @> ${asJsonArray(filter.field)}::jsonb or fields @> '["any"]'::jsonb or jsonb_array_length(fields) = 0)`,
      );
    }
    if (filter.income) {
      // Only a stated household ceiling at or below the band's floor rules a scheme out; "any", a
      // condition with no figure, a per-person figure and no statement all stay (decision 290).
      const floor = INCOME_BAND_RANGE[filter.income].min;
      query = query.where(
        sql<boolean>`not coalesce(eligibility->'income_limit'->>'per' = 'household' and (eligibility->'income_limit'->>'monthly_max')::int <= ${floor}, false)`,
      );
    }

    const { total } = await query.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow();
    const rows = await query
      .select([
        'id',
        'name',
        'name_bm',
        'provider',
        'type',
        'levels',
        'fields',
        'eligibility',
        'covers',
        'application_window',
        'states',
        'opens_on',
        'closes_on',
        'url',
        'description',
        'last_checked',
      ])
      .orderBy('position')
      .orderBy('id')
      .limit(filter.page_size)
      .offset((filter.page - 1) * filter.page_size)
      .execute();
    return { rows, total };
  }
}
