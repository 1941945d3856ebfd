import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import type { Lang } from '../../content/schemas.js';
import { publishedTeamEvent, publishedTeamEvents } from '../../analytics/team-events.js';
import { AppError } from '../../plugins/errors.js';
import { LangSchema, errorResponses } from '../../schemas/common.js';
import { eventToIcs } from './ics.js';
import { EventCalendarParams, EventsResponse } from './schemas.js';

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
      const when = request.query.when ?? 'upcoming';
      const rows = await events.list(when);
      // Events the team published (decision 332), with the organiser's page as the link.
      const published = (await publishedTeamEvents(app.db, when)).map((e) => ({
        id: e.id,
        slug: e.id,
        title: e.title,
        summary: e.summary,
        starts_at: new Date(e.starts_at),
        ends_at: new Date(e.ends_at),
        venue: e.place ?? { en: 'Online', ms: 'Dalam talian' },
        url: e.source_url,
        example: false,
        online_url: e.online_url,
        audience: e.audience,
        organiser: e.organiser,
      }));
      type Listed = (typeof rows)[number] & {
        organiser?: string;
        audience?: (typeof published)[number]['audience'];
        online_url?: string | null;
      };
      const all: Listed[] = [...published, ...rows].sort((a, b) =>
        when === 'upcoming'
          ? a.starts_at.getTime() - b.starts_at.getTime()
          : b.starts_at.getTime() - a.starts_at.getTime(),
      );
      return {
        data: all.map((e) => ({
          ...(e.organiser ? { organiser: e.organiser, audience: e.audience, online_url: e.online_url } : {}),
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

  // The host part of calendar UIDs: the site's public address when configured (RFC 5545 asks for
  // a domain), else a fixed name, so the UID of an event never changes between downloads.
  const { publicUrl, siteUrl } = app.config.accounts;
  const uidHost = new URL(publicUrl ?? siteUrl ?? 'https://laluan-kerjaya.invalid').hostname;

  app.get(
    '/events/:id/calendar.ics',
    {
      schema: {
        tags: ['content'],
        summary: 'One event as an iCalendar file (RFC 5545) to add to a calendar',
        description:
          'text/calendar; UTC times, a stable UID, text in the language asked for. An unknown id answers 404 EVENT_NOT_FOUND.',
        params: EventCalendarParams,
        querystring: Type.Object({ lang: Type.Optional(LangSchema) }),
        produces: ['text/calendar'],
        response: {
          200: Type.String({ description: 'The iCalendar file' }),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const team = await publishedTeamEvent(app.db, request.params.id);
      const event = team
        ? {
            id: team.id,
            slug: team.id,
            title: team.title,
            summary: team.summary,
            starts_at: new Date(team.starts_at),
            ends_at: new Date(team.ends_at),
            venue: team.place ?? { en: 'Online', ms: 'Dalam talian' },
            url: team.source_url,
            example: false,
          }
        : await events.findById(request.params.id);
      if (!event) throw new AppError(404, 'EVENT_NOT_FOUND', 'No event has this id');
      const ics = eventToIcs(event, request.query.lang ?? 'en', { host: uidHost, now: new Date() });
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="${event.slug}.ics"`)
        .send(ics);
    },
  );
};
