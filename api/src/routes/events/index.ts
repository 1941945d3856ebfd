import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import type { Lang } from '../../content/schemas.js';
import { LangSchema, errorResponses } from '../../schemas/common.js';
import { EventsResponse } from './schemas.js';

/** Malaysia has kept UTC+8 without daylight saving since 1982. */
const MALAYSIA_OFFSET_MS = 8 * 60 * 60 * 1000;

/** 2026-12-05T01:00:00Z → "2026-12-05T09:00:00+08:00". */
export function toMalaysiaIso(date: Date): string {
  return `${new Date(date.getTime() + MALAYSIA_OFFSET_MS).toISOString().slice(0, 19)}+08:00`;
}

const formats = {
  en: new Intl.DateTimeFormat('en-MY', {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: 'Asia/Kuala_Lumpur',
  }),
  ms: new Intl.DateTimeFormat('ms-MY', {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: 'Asia/Kuala_Lumpur',
  }),
};

/** "Sabtu, 5 Disember 2026, 9:00 PG – 12:00 PTG" (ms) or "Saturday, 5 December 2026, 9:00 am – 12:00 pm" (en). */
export function displayRange(start: Date, end: Date, lang: Lang): string {
  return formats[lang].formatRange(start, end);
}

export const eventsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { events } = app.repos;

  app.get(
    '/events',
    {
      schema: {
        tags: ['content'],
        summary: 'Upcoming events (soonest first) or past events (latest first)',
        querystring: Type.Object({
          when: Type.Optional(Type.Union([Type.Literal('upcoming'), Type.Literal('past')], { default: 'upcoming' })),
          lang: Type.Optional(LangSchema),
        }),
        response: { 200: EventsResponse, ...errorResponses },
      },
    },
    async (request) => {
      const lang = request.query.lang ?? 'en';
      const rows = await events.list(request.query.when ?? 'upcoming');
      return {
        data: rows.map((e) => ({
          id: e.id,
          slug: e.slug,
          title: e.title,
          summary: e.summary,
          starts_at: toMalaysiaIso(e.starts_at),
          ends_at: toMalaysiaIso(e.ends_at),
          display: displayRange(e.starts_at, e.ends_at, lang),
          venue: e.venue,
          url: e.url,
          example: e.example,
        })),
      };
    },
  );
};
