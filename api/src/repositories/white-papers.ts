import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';

export class WhitePapersRepository {
  constructor(private readonly db: Kysely<Database>) {}

  list() {
    return this.db
      .selectFrom('white_papers')
      .select(['id', 'slug', 'slug_bm', 'title', 'summary', 'published_on', 'example'])
      .orderBy('published_on', 'desc')
      .orderBy('id')
      .execute();
  }

  /** By English or Malay slug. */
  async findBySlug(slug: string) {
    return (
      (await this.db
        .selectFrom('white_papers')
        .selectAll()
        .where((eb) => eb.or([eb('slug', '=', slug), eb('slug_bm', '=', slug)]))
        .executeTakeFirst()) ?? null
    );
  }
}
