import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';

const ORDER = 'RIASEC';

/** The six interest types and the 30 ordered type pairs. */
export class PersonalityRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async types() {
    const rows = await this.db.selectFrom('personality_types').selectAll().execute();
    return rows.sort((a, b) => ORDER.indexOf(a.code) - ORDER.indexOf(b.code));
  }

  async type(code: string) {
    return (
      (await this.db.selectFrom('personality_types').selectAll().where('code', '=', code).executeTakeFirst()) ?? null
    );
  }

  async pair(code: string) {
    return (
      (await this.db.selectFrom('personality_pairs').selectAll().where('code', '=', code).executeTakeFirst()) ?? null
    );
  }
}
