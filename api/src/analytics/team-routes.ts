import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import Type from 'typebox';
import { bearer, userOf } from '../accounts/route-helpers.js';
import { accountsValidatorCompiler } from '../accounts/validation.js';
import { AppError } from '../plugins/errors.js';
import { errorResponses } from '../schemas/common.js';
import { normaliseTerm } from './catalogue.js';
import { withAnalytics } from './db-types.js';
import { teamEventsRoutes } from './team-events.js';
import { isEditor } from './roles.js';
import {
  contactMessages,
  jobRequests,
  overview,
  poorSearches,
  quizFunnel,
  subjectMatch,
  toCsv,
  type Period,
} from './team-queries.js';

const DAY = 86_400_000;
/** The longest period one query may cover: a year and a bit (13 months of data are kept). */
const MAX_DAYS = 400;

const DateText = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'YYYY-MM-DD (Malaysia)' });
const PeriodQuery = Type.Object(
  { from: Type.Optional(DateText), to: Type.Optional(DateText) },
  { additionalProperties: false },
);

/** [from 00:00, to 24:00) in Malaysia (UTC+8); default: the last 12 weeks. */
export function periodOf(query: { from?: string; to?: string }, now = new Date()): Period {
  const at = (text: string, field: string) => {
    const [y, m, d] = text.split('-').map(Number) as [number, number, number];
    const utc = new Date(Date.UTC(y, m - 1, d));
    if (utc.getUTCFullYear() !== y || utc.getUTCMonth() !== m - 1 || utc.getUTCDate() !== d || y < 2000) {
      throw new AppError(400, 'VALIDATION_FAILED', `querystring.${field} is not a date`, [
        { field: `querystring.${field}`, message: 'is not a date' },
      ]);
    }
    return new Date(utc.getTime() - 8 * 3600_000);
  };
  const to = query.to ? new Date(at(query.to, 'to').getTime() + DAY) : now;
  const from = query.from ? at(query.from, 'from') : new Date(to.getTime() - 84 * DAY);
  if (from >= to) throw new AppError(400, 'INVALID_PERIOD', 'from must be before to');
  if (to.getTime() - from.getTime() > MAX_DAYS * DAY) {
    throw new AppError(400, 'INVALID_PERIOD', `A period may cover at most ${MAX_DAYS} days`);
  }
  return { from, to };
}

const Sessions = Type.Array(
  Type.Object({ week: Type.String(), lang: Type.String(), step: Type.String(), sessions: Type.Integer() }),
);
const Counts = Type.Array(Type.Object({ key: Type.String(), count: Type.Integer() }));
const ContactStatus = Type.Union([Type.Literal('new'), Type.Literal('answered')]);
const REPORTS = [
  'funnel',
  'subject-match',
  'searches',
  'job-requests',
  'contact-messages',
  'guides',
  'languages',
  'devices',
  'campaigns',
] as const;

/**
 * The team view's API (issue 25, decision 331): GET and one-click writes under
 * {base}{version}/team/…, for accounts with the editor role only. The credential is the bearer
 * header (a cookie never authenticates, decision 036), and writes also refuse a browser request
 * from another site (Sec-Fetch-Site cross-site, or an Origin the API does not serve).
 */
export const teamRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.setValidatorCompiler(accountsValidatorCompiler);
  const db = withAnalytics(app.db);
  const { accounts } = app;

  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  async function requireEditor(request: FastifyRequest, reply: FastifyReply) {
    await accounts.requireUser(request, reply);
    if (!(await isEditor(db, userOf(request).userId, app.config.analytics.editors))) {
      throw new AppError(403, 'EDITOR_ROLE_REQUIRED', 'Only the site team’s editors may see this');
    }
  }

  async function sameSiteWrite(request: FastifyRequest) {
    const site = request.headers['sec-fetch-site'];
    if (site === 'cross-site' || site === 'same-site') {
      throw new AppError(403, 'CROSS_SITE_REQUEST', 'Team changes are accepted from the site’s own pages only');
    }
    const origin = request.headers.origin;
    if (
      origin &&
      !accounts.redirects.origins.includes(origin) &&
      !(accounts.redirects.allowLoopback && /^https?:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d+)?$/.test(origin))
    ) {
      throw new AppError(403, 'CROSS_SITE_REQUEST', 'Team changes are accepted from the site’s own pages only');
    }
  }

  await app.register(teamEventsRoutes({ read: requireEditor, write: [sameSiteWrite, requireEditor] }));

  const read = { onRequest: requireEditor };
  const write = { onRequest: [sameSiteWrite, requireEditor] };
  const doc = (summary: string) => ({ tags: ['team'], summary, security: bearer });

  app.get(
    '/team/me',
    {
      ...read,
      schema: {
        ...doc('Whether the signed-in account is an editor (200) or not (403)'),
        response: { 200: Type.Object({ editor: Type.Literal(true) }), ...errorResponses },
      },
    },
    async () => ({ editor: true as const }),
  );

  app.get(
    '/team/funnel',
    {
      ...read,
      schema: {
        ...doc('Career quiz funnel: sessions per step, week and language'),
        querystring: PeriodQuery,
        response: { 200: Type.Object({ data: Sessions }), ...errorResponses },
      },
    },
    async (request) => ({ data: await quizFunnel(db, periodOf(request.query)) }),
  );

  app.get(
    '/team/subject-match',
    {
      ...read,
      schema: {
        ...doc('Subject match: sessions started and shown results, per week and language'),
        querystring: PeriodQuery,
        response: { 200: Type.Object({ data: Sessions }), ...errorResponses },
      },
    },
    async (request) => ({ data: await subjectMatch(db, periodOf(request.query)) }),
  );

  app.get(
    '/team/searches',
    {
      ...read,
      schema: {
        ...doc('Searches that found few or no jobs, most frequent first, with editors’ notes'),
        querystring: PeriodQuery,
        response: {
          200: Type.Object({
            data: Type.Array(
              Type.Object({
                term: Type.String(),
                searches: Type.Integer(),
                noResults: Type.Integer(),
                lastAt: Type.String(),
                note: Type.Union([Type.Literal('synonym'), Type.Literal('new_job_idea'), Type.Null()]),
              }),
            ),
          }),
          ...errorResponses,
        },
      },
    },
    async (request) => ({ data: await poorSearches(db, periodOf(request.query)) }),
  );

  app.put(
    '/team/search-notes',
    {
      ...write,
      schema: {
        ...doc('Note a search term for the content team: add as a synonym, or a new job idea (null clears)'),
        body: Type.Object(
          {
            term: Type.String({ minLength: 1, maxLength: 40 }),
            kind: Type.Union([Type.Literal('synonym'), Type.Literal('new_job_idea'), Type.Null()]),
          },
          { additionalProperties: false },
        ),
        response: {
          200: Type.Object({ term: Type.String(), note: Type.Union([Type.String(), Type.Null()]) }),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const term = normaliseTerm(request.body.term);
      if (!term || term !== request.body.term) {
        throw new AppError(400, 'VALIDATION_FAILED', 'body.term must be a normalised search term', [
          { field: 'body.term', message: 'must be a normalised search term' },
        ]);
      }
      const { kind } = request.body;
      if (kind === null) await db.deleteFrom('search_notes').where('term', '=', term).execute();
      else {
        await db
          .insertInto('search_notes')
          .values({ term, kind, user_id: userOf(request).userId })
          .onConflict((oc) => oc.column('term').doUpdateSet({ kind, user_id: userOf(request).userId }))
          .execute();
      }
      return { term, note: kind };
    },
  );

  app.get(
    '/team/job-requests',
    {
      ...read,
      schema: {
        ...doc('Job requests grouped by name, most asked first'),
        querystring: PeriodQuery,
        response: {
          200: Type.Object({
            data: Type.Array(Type.Object({ name: Type.String(), requests: Type.Integer(), lastAt: Type.String() })),
          }),
          ...errorResponses,
        },
      },
    },
    async (request) => ({ data: await jobRequests(db, periodOf(request.query)) }),
  );

  const ContactRowSchema = Type.Object({
    id: Type.String(),
    createdAt: Type.String(),
    name: Type.String(),
    email: Type.String(),
    role: Type.String(),
    topic: Type.String(),
    message: Type.String(),
    lang: Type.String(),
    status: ContactStatus,
  });

  app.get(
    '/team/contact-messages',
    {
      ...read,
      schema: {
        ...doc('Contact messages, newest first, with their status'),
        querystring: Type.Object(
          {
            from: Type.Optional(DateText),
            to: Type.Optional(DateText),
            status: Type.Optional(Type.Union([ContactStatus, Type.Literal('all')])),
          },
          { additionalProperties: false },
        ),
        response: { 200: Type.Object({ data: Type.Array(ContactRowSchema) }), ...errorResponses },
      },
    },
    async (request) => ({
      data: await contactMessages(db, periodOf(request.query), request.query.status ?? 'all'),
    }),
  );

  app.patch(
    '/team/contact-messages/:id',
    {
      ...write,
      schema: {
        ...doc('Mark a contact message answered or new'),
        params: Type.Object({ id: Type.String({ format: 'uuid' }) }),
        body: Type.Object({ status: ContactStatus }, { additionalProperties: false }),
        response: { 200: Type.Object({ id: Type.String(), status: ContactStatus }), ...errorResponses },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { status } = request.body;
      const result = await db
        .updateTable('contact_messages')
        .set({ answered_at: status === 'answered' ? new Date() : null })
        .where('id', '=', id)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) throw new AppError(404, 'NOT_FOUND', 'No such contact message');
      return { id, status };
    },
  );

  app.get(
    '/team/overview',
    {
      ...read,
      schema: {
        ...doc('Most-read guides, languages, devices and UTM campaigns'),
        querystring: PeriodQuery,
        response: {
          200: Type.Object({
            data: Type.Object({ guides: Counts, languages: Counts, devices: Counts, campaigns: Counts }),
          }),
          ...errorResponses,
        },
      },
    },
    async (request) => ({ data: await overview(db, periodOf(request.query)) }),
  );

  app.get(
    '/team/export/:report',
    {
      ...read,
      schema: {
        ...doc('One report as CSV (UTF-8, comma-separated, header row)'),
        params: Type.Object({ report: Type.Enum([...REPORTS]) }),
        querystring: PeriodQuery,
        response: { 200: Type.String(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const period = periodOf(request.query);
      const { report } = request.params;
      let csv: string;
      switch (report) {
        case 'funnel':
        case 'subject-match': {
          const rows = report === 'funnel' ? await quizFunnel(db, period) : await subjectMatch(db, period);
          csv = toCsv(
            ['week', 'lang', 'step', 'sessions'],
            rows.map((r) => [r.week, r.lang, r.step, r.sessions]),
          );
          break;
        }
        case 'searches': {
          const rows = await poorSearches(db, period, 10_000);
          csv = toCsv(
            ['term', 'searches', 'no_results', 'last_at', 'note'],
            rows.map((r) => [r.term, r.searches, r.noResults, r.lastAt, r.note]),
          );
          break;
        }
        case 'job-requests': {
          const rows = await jobRequests(db, period, 10_000);
          csv = toCsv(
            ['name', 'requests', 'last_at'],
            rows.map((r) => [r.name, r.requests, r.lastAt]),
          );
          break;
        }
        case 'contact-messages': {
          const rows = await contactMessages(db, period, 'all', 10_000);
          csv = toCsv(
            ['created_at', 'status', 'name', 'email', 'role', 'topic', 'lang', 'message'],
            rows.map((r) => [r.createdAt, r.status, r.name, r.email, r.role, r.topic, r.lang, r.message]),
          );
          break;
        }
        default: {
          const data = await overview(db, period);
          csv = toCsv(
            ['key', 'count'],
            data[report].map((r) => [r.key, r.count]),
          );
        }
      }
      const from = period.from.toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${report}-${from}.csv"`)
        .send(csv);
    },
  );
};
