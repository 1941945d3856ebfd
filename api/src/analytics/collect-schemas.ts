import Type, { type Static } from 'typebox';
import { EVENT_NAMES } from './catalogue.js';

/** A UTM value as a campaign link carries it: short, one line, no markup. */
const Utm = Type.String({ minLength: 1, maxLength: 100, pattern: '^[\\p{L}\\p{N} _.+/:|-]+$' });

export const MAX_EVENTS_PER_BATCH = 50;
/** Bytes: a full batch of 50 events is about 5 KB. */
export const COLLECT_BODY_LIMIT = 16 * 1024;

export const CollectEvent = Type.Object(
  {
    n: Type.Enum(EVENT_NAMES, { description: 'Event name, from the collector catalogue' }),
    t: Type.Integer({ minimum: 0, description: 'When it happened, ms since 1970 (browser clock)' }),
    r: Type.Optional(
      Type.String({ pattern: '^[a-zA-Z][a-zA-Z0-9.]{0,39}$', description: 'Route id of the route table' }),
    ),
    p: Type.Optional(
      Type.Object(
        {},
        {
          additionalProperties: Type.Union([
            Type.String({ maxLength: 200 }),
            Type.Number(),
            Type.Boolean(),
            Type.Null(),
          ]),
          maxProperties: 8,
          description: 'Properties; only those the catalogue lists for the event are kept',
        },
      ),
    ),
  },
  { additionalProperties: false },
);

export const CollectBody = Type.Object(
  {
    sid: Type.String({
      pattern: '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$',
      description: 'Anonymous id of the browser session (random, lower-case UUID)',
    }),
    lang: Type.Optional(Type.Union([Type.Literal('en'), Type.Literal('ms')])),
    utm: Type.Optional(
      Type.Object(
        {
          source: Type.Optional(Utm),
          medium: Type.Optional(Utm),
          campaign: Type.Optional(Utm),
          term: Type.Optional(Utm),
          content: Type.Optional(Utm),
        },
        { additionalProperties: false },
      ),
    ),
    events: Type.Array(CollectEvent, { minItems: 1, maxItems: MAX_EVENTS_PER_BATCH }),
  },
  { additionalProperties: false },
);
export type CollectBodyType = Static<typeof CollectBody>;
