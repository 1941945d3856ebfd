import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';

/** Industries and SPM subjects, in the order of their content files. */
export class ReferenceRepository {
  constructor(private readonly db: Kysely<Database>) {}

  industries() {
    return this.db
      .selectFrom('industries')
      .select(['id', 'name', 'name_bm'])
      .orderBy('position')
      .orderBy('id')
      .execute();
  }

  subjects() {
    return this.db
      .selectFrom('subjects')
      .select(['code', 'spm_code', 'subject_group as group', 'name', 'name_bm'])
      .orderBy('position')
      .orderBy('code')
      .execute();
  }
}
