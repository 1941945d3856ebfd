import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/types.js';

export interface FundingPage {
  page: number;
  page_size: number;
}

/**
 * Scholarships, loans and grants, a page at a time in content order. Not filtered here: the one
 * funding filter is the search page's, in the browser over the whole list, with its "may fit" for
 * what a scheme does not state (decisions 100, 314).
 */
export class FundingRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async list(filter: FundingPage) {
    const query = this.db.selectFrom('funding');
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
