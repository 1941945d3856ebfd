import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ColumnType, Generated, Kysely } from 'kysely';
import Type, { type Static } from 'typebox';
import { bearer, userOf } from '../accounts/route-helpers.js';
import { Line, Paragraph } from '../accounts/schemas.js';
import { accountsValidatorCompiler } from '../accounts/validation.js';
import type { Database, Json } from '../db/types.js';
import { AppError } from '../plugins/errors.js';
import { errorResponses } from '../schemas/common.js';

type Bilingual = { en: string; ms: string };
type Timestamp = ColumnType<Date, Date | string, Date | string>;

export interface TeamEventsTable {
  id: Generated<string>;
  title: Json<Bilingual>;
  summary: Json<Bilingual>;
  starts_at: Timestamp;
  ends_at: Timestamp;
  place: Json<Bilingual> | null;
  online_url: string | null;
  audience: 'students' | 'parents' | 'teachers' | 'everyone';
  organiser: string;
  source_url: string | null;
  published: boolean;
  created_by: string | null;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export type TeamEventsDb = Kysely<Database & { team_events: TeamEventsTable }>;
export const withTeamEvents = (db: Kysely<Database>): TeamEventsDb => db.withTables<{ team_events: TeamEventsTable }>();

/** Published events, for the public events list (merged with the content's own). */
export async function publishedTeamEvents(db: Kysely<Database>, when: 'upcoming' | 'past', now = new Date()) {
  const query = withTeamEvents(db).selectFrom('team_events').selectAll().where('published', '=', true);
  return when === 'upcoming'
    ? query.where('ends_at', '>=', now).orderBy('starts_at', 'asc').execute()
    : query.where('ends_at', '<', now).orderBy('starts_at', 'desc').execute();
}

export async function publishedTeamEvent(db: Kysely<Database>, id: string) {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(id)) return null;
  return (
    (await withTeamEvents(db)
      .selectFrom('team_events')
      .selectAll()
      .where('id', '=', id)
      .where('published', '=', true)
      .executeTakeFirst()) ?? null
  );
}

const Both = (max: number, para = false) =>
  Type.Object(
    { en: (para ? Paragraph : Line)(max, { minLength: 1 }), ms: (para ? Paragraph : Line)(max, { minLength: 1 }) },
    { additionalProperties: false },
  );
const HttpsUrl = Type.String({ maxLength: 500, pattern: '^https://[^\\s<>"]+$' });
/** A date and time in Malaysia, as typed: 2026-12-05T09:00 (UTC+8 is added). */
const LocalTime = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}$' });
const Audience = Type.Union([
  Type.Literal('students'),
  Type.Literal('parents'),
  Type.Literal('teachers'),
  Type.Literal('everyone'),
]);

export const TeamEventBody = Type.Object(
  {
    title: Both(120),
    summary: Both(600, true),
    starts_at: LocalTime,
    ends_at: LocalTime,
    place: Type.Union([Both(160), Type.Null()]),
    online_url: Type.Union([HttpsUrl, Type.Null()]),
    audience: Audience,
    organiser: Line(120, { minLength: 1 }),
    source_url: Type.Union([HttpsUrl, Type.Null()]),
    published: Type.Boolean(),
  },
  { additionalProperties: false },
);
type TeamEventBodyType = Static<typeof TeamEventBody>;

const TeamEvent = Type.Object({
  id: Type.String(),
  title: Type.Object({ en: Type.String(), ms: Type.String() }),
  summary: Type.Object({ en: Type.String(), ms: Type.String() }),
  starts_at: Type.String(),
  ends_at: Type.String(),
  place: Type.Union([Type.Object({ en: Type.String(), ms: Type.String() }), Type.Null()]),
  online_url: Type.Union([Type.String(), Type.Null()]),
  audience: Audience,
  organiser: Type.String(),
  source_url: Type.Union([Type.String(), Type.Null()]),
  published: Type.Boolean(),
});

const malaysiaTime = (local: string) => new Date(`${local}:00+08:00`);
const malaysiaIso = (date: Date) => `${new Date(date.getTime() + 8 * 3600_000).toISOString().slice(0, 16)}`;

function rowOf(body: TeamEventBodyType, ownHosts: readonly string[]) {
  const fail = (code: string, field: string, message: string) =>
    new AppError(400, code, `body.${field} ${message}`, [{ field: `body.${field}`, message }]);
  const starts = malaysiaTime(body.starts_at);
  const ends = malaysiaTime(body.ends_at);
  if (Number.isNaN(starts.getTime())) throw fail('VALIDATION_FAILED', 'starts_at', 'is not a date and time');
  if (Number.isNaN(ends.getTime())) throw fail('VALIDATION_FAILED', 'ends_at', 'is not a date and time');
  if (ends < starts) throw fail('VALIDATION_FAILED', 'ends_at', 'is before starts_at');
  if (!body.place && !body.online_url) throw fail('PLACE_OR_LINK_REQUIRED', 'place', 'or online_url is needed');
  // Decision 332: an event is published only with the organiser's own page as its source.
  if (body.published && !body.source_url) {
    throw fail('SOURCE_PAGE_REQUIRED', 'source_url', "is needed to publish: the organiser's own page for the event");
  }
  if (body.source_url && ownHosts.includes(new URL(body.source_url).hostname)) {
    throw fail('SOURCE_PAGE_REQUIRED', 'source_url', "must be the organiser's own page, not this site");
  }
  return {
    title: JSON.stringify(body.title),
    summary: JSON.stringify(body.summary),
    starts_at: starts,
    ends_at: ends,
    place: body.place ? JSON.stringify(body.place) : null,
    online_url: body.online_url,
    audience: body.audience,
    organiser: body.organiser.trim(),
    source_url: body.source_url,
    published: body.published,
  };
}

/**
 * Editors' events (decision 332): GET/POST team/events, PUT/DELETE team/events/:id. The hooks
 * (editor only, same-site writes) are the team routes' own, passed in.
 */
export function teamEventsRoutes(hooks: {
  read: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  write: ((request: FastifyRequest, reply: FastifyReply) => Promise<void>)[];
}): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.setValidatorCompiler(accountsValidatorCompiler);
    const db = withTeamEvents(app.db);
    // This site's own addresses (a source page must be the organiser's, not ours).
    const ownHosts = app.accounts.redirects.origins.map((o) => new URL(o).hostname);
    const doc = (summary: string) => ({ tags: ['team'], summary, security: bearer });
    const out = (r: Awaited<ReturnType<typeof list>>[number]) => ({
      id: r.id,
      title: r.title,
      summary: r.summary,
      starts_at: malaysiaIso(new Date(r.starts_at)),
      ends_at: malaysiaIso(new Date(r.ends_at)),
      place: r.place,
      online_url: r.online_url,
      audience: r.audience,
      organiser: r.organiser,
      source_url: r.source_url,
      published: r.published,
    });
    const list = () => db.selectFrom('team_events').selectAll().orderBy('starts_at', 'desc').limit(500).execute();
    const Id = Type.Object({ id: Type.String({ format: 'uuid' }) });

    app.get(
      '/team/events',
      {
        onRequest: hooks.read,
        schema: {
          ...doc('Events editors entered, published or not'),
          response: { 200: Type.Object({ data: Type.Array(TeamEvent) }), ...errorResponses },
        },
      },
      async () => ({ data: (await list()).map(out) }),
    );

    app.post(
      '/team/events',
      {
        onRequest: hooks.write,
        schema: {
          ...doc('Add an event (published only with its organiser’s own page)'),
          body: TeamEventBody,
          response: { 201: TeamEvent, ...errorResponses },
        },
      },
      async (request, reply) => {
        const row = await db
          .insertInto('team_events')
          .values({ ...rowOf(request.body, ownHosts), created_by: userOf(request).userId })
          .returningAll()
          .executeTakeFirstOrThrow();
        return reply.code(201).send(out(row));
      },
    );

    app.put(
      '/team/events/:id',
      {
        onRequest: hooks.write,
        schema: {
          ...doc('Change an event'),
          params: Id,
          body: TeamEventBody,
          response: { 200: TeamEvent, ...errorResponses },
        },
      },
      async (request) => {
        const row = await db
          .updateTable('team_events')
          .set({ ...rowOf(request.body, ownHosts), updated_at: new Date() })
          .where('id', '=', request.params.id)
          .returningAll()
          .executeTakeFirst();
        if (!row) throw new AppError(404, 'NOT_FOUND', 'No such event');
        return out(row);
      },
    );

    app.delete(
      '/team/events/:id',
      {
        onRequest: hooks.write,
        schema: { ...doc('Remove an event'), params: Id, response: { 204: Type.Null(), ...errorResponses } },
      },
      async (request, reply) => {
        const result = await db.deleteFrom('team_events').where('id', '=', request.params.id).executeTakeFirst();
        if (Number(result.numDeletedRows) === 0) throw new AppError(404, 'NOT_FOUND', 'No such event');
        return reply.code(204).send(null);
      },
    );
  };
}
