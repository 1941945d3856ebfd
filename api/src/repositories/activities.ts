import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';

export class ActivitiesRepository {
  constructor(private readonly db: Kysely<Database>) {}

  all() {
    return this.db.selectFrom('activities').selectAll().orderBy('position').execute();
  }
}
