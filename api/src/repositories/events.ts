import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';

export class EventsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Upcoming: not yet ended, soonest first. Past: ended, latest first. */
  list(when: 'upcoming' | 'past', now: Date = new Date()) {
    const query = this.db.selectFrom('events').selectAll();
    return when === 'upcoming'
      ? query.where('ends_at', '>=', now).orderBy('starts_at', 'asc').orderBy('id').execute()
      : query.where('ends_at', '<', now).orderBy('starts_at', 'desc').orderBy('id').execute();
  }

  /** One event by id, past or upcoming; null when there is none. */
  async findById(id: string) {
    return (await this.db.selectFrom('events').selectAll().where('id', '=', id).executeTakeFirst()) ?? null;
  }
}
