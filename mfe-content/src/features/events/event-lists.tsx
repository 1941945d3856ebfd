import type { EventItem, Locale } from 'api/contract';
import { CalendarPlus, Clock, ExternalLink, MapPin } from 'lucide-react';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Spinner, TIME_ZONE, kitMessages } from 'shared-kit';
import { calendarUrl, useEvents, type EventsWhen } from './api/list-events';
import { eventsMessages as m } from './events-messages';

/** One event: when (Malay style on /ms, always Malaysia time), where, its link, and for upcoming ones a calendar file. */
function EventCard({ event, locale, upcoming }: { event: EventItem; locale: Locale; upcoming: boolean }) {
  const intl = useIntl();
  const title = event.title[locale] ?? event.title.en ?? '';
  const range = intl.formatDateTimeRange(new Date(event.starts_at), new Date(event.ends_at), {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: TIME_ZONE,
  });
  return (
    <article
      className={`event-card${event.example ? ' event-card--example' : ''}`}
      aria-labelledby={`event-${event.id}`}
    >
      {event.example && (
        <p className="event-card__example">
          <strong className="event-card__badge">{intl.formatMessage(m.example)}</strong>{' '}
          {intl.formatMessage(m.exampleNote)}
        </p>
      )}
      <h3 id={`event-${event.id}`}>{title}</h3>
      <dl className="event-card__facts">
        <div>
          <dt>
            <Clock aria-hidden="true" size={18} />
            <span>{intl.formatMessage(m.when)}</span>
          </dt>
          <dd>
            <time dateTime={event.starts_at}>{intl.formatMessage(m.malaysiaTime, { range })}</time>
          </dd>
        </div>
        <div>
          <dt>
            <MapPin aria-hidden="true" size={18} />
            <span>{intl.formatMessage(m.where)}</span>
          </dt>
          <dd>{event.venue[locale] ?? event.venue.en}</dd>
        </div>
      </dl>
      {event.summary[locale] && <p>{event.summary[locale]}</p>}
      <p className="event-card__actions">
        {upcoming && (
          <a
            className="ck-button ck-button--secondary"
            href={calendarUrl(event.id, locale)}
            download={`${event.slug}.ics`}
          >
            <CalendarPlus aria-hidden="true" size={18} />
            {intl.formatMessage(m.addToCalendar)}
            <span className="ck-visually-hidden">: {intl.formatMessage(m.addToCalendarOf, { title })}</span>
          </a>
        )}
        {event.url && (
          <a className="event-card__link" href={event.url} target="_blank" rel="noopener noreferrer">
            {intl.formatMessage(m.moreInfo)}
            <span className="ck-visually-hidden"> {intl.formatMessage(m.moreInfoOf, { title })}</span>
            <ExternalLink aria-hidden="true" size={16} />
          </a>
        )}
      </p>
    </article>
  );
}

function EventList({
  when,
  locale,
  events,
}: {
  when: EventsWhen;
  locale: Locale;
  events: ReturnType<typeof useEvents>;
}) {
  const intl = useIntl();
  const id = useId();
  const upcoming = when === 'upcoming';
  return (
    <section className="events__section" aria-labelledby={id}>
      <h2 id={id}>{intl.formatMessage(upcoming ? m.upcoming : m.past)}</h2>
      {events.isPending && <Spinner />}
      {events.isError && !events.data && (
        <div role="alert" className="events__error">
          <p>{intl.formatMessage(m.loadError)}</p>
          <button type="button" className="ck-button ck-button--primary" onClick={() => void events.refetch()}>
            {intl.formatMessage(kitMessages.retry)}
          </button>
        </div>
      )}
      {events.data && events.data.length === 0 && (
        <p className="events__empty">{intl.formatMessage(upcoming ? m.noUpcoming : m.noPast)}</p>
      )}
      {events.data && events.data.length > 0 && (
        <ul className="events__list">
          {events.data.map((event) => (
            <li key={event.id}>
              <EventCard event={event} locale={locale} upcoming={upcoming} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * Upcoming events, then past ones (loaded after the page's heading, with the data layer). Both
 * lists are asked for at once and shown together: the past list never appears first and is then
 * pushed down by the upcoming one arriving (a layout shift of 0.05 on a 1280 px screen).
 */
export function EventLists({ locale }: { locale: Locale }) {
  const upcoming = useEvents('upcoming');
  const past = useEvents('past');
  if (upcoming.isPending || past.isPending) return <Spinner />;
  return (
    <>
      <EventList when="upcoming" locale={locale} events={upcoming} />
      <EventList when="past" locale={locale} events={past} />
    </>
  );
}

export default EventLists;
