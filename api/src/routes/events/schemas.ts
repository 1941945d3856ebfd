import Type from 'typebox';
import { Bilingual, listOf } from '../../schemas/common.js';

export const Event = Type.Object({
  id: Type.String(),
  slug: Type.String(),
  title: Bilingual,
  summary: Bilingual,
  starts_at: Type.String({ description: 'ISO 8601 in Malaysia time, e.g. 2026-12-05T09:00:00+08:00' }),
  ends_at: Type.String(),
  display: Type.String({
    description: 'Date and time range for display in the language, Asia/Kuala_Lumpur (Malay style for ms)',
  }),
  venue: Bilingual,
  url: Type.Union([Type.String(), Type.Null()]),
  example: Type.Boolean({ description: 'A development example, labelled "Example" on the site' }),
  organiser: Type.Optional(Type.String({ description: 'Who runs it (events the team published, decision 332)' })),
  audience: Type.Optional(
    Type.Union([Type.Literal('students'), Type.Literal('parents'), Type.Literal('teachers'), Type.Literal('everyone')]),
  ),
  online_url: Type.Optional(Type.Union([Type.String(), Type.Null()])),
});

export const EventsResponse = listOf(Event);

export const EventCalendarParams = Type.Object({
  id: Type.String({ pattern: '^[A-Za-z0-9_-]{1,60}$', description: 'The event id' }),
});
