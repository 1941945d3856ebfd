import type { Data, EventItem } from 'api/contract';
import { apiGet, getConfig, type Locale } from 'shared-kit';
import { queryOptions, useQuery } from 'shared-kit/query';

export type EventsWhen = 'upcoming' | 'past';

/** GET {apiBase}{version}/events?when: upcoming (soonest first) or past (latest first). */
export async function listEvents(when: EventsWhen, signal?: AbortSignal): Promise<EventItem[]> {
  return (await apiGet<Data<EventItem[]>>('/events', { params: { when }, signal })).data.data;
}

/** The events page's own data: a busy server shows the 504 page (decision 042). */
export const eventsQuery = (when: EventsWhen) =>
  queryOptions({
    queryKey: ['events', when],
    queryFn: ({ signal }) => listEvents(when, signal),
    meta: { primary: when === 'upcoming' },
  });

export const useEvents = (when: EventsWhen) => useQuery(eventsQuery(when));

/** GET {apiBase}{version}/events/{id}/calendar.ics?lang: the event as an iCalendar file (a plain link, downloaded by the browser). */
export function calendarUrl(id: string, locale: Locale): string {
  const { apiBase, apiVersion } = getConfig();
  return `${apiBase}${apiVersion}/events/${encodeURIComponent(id)}/calendar.ics?lang=${locale}`;
}
