import type { EventItem, Locale } from 'api/contract';
import { Building2, CalendarPlus, Clock, ExternalLink, MapPin, Users, Video } from 'lucide-react';
import { useId } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { Spinner, TIME_ZONE, kitMessages, type Messages } from 'shared-kit';
import { calendarUrl, useEvents, type EventsWhen } from '../api/list-events';
import en from './i18n/en.json';
import ms from './i18n/ms.json';
import { listsMessages as m } from './lists-messages';

const AUDIENCE = {
  students: m.audienceStudents,
  parents: m.audienceParents,
  teachers: m.audienceTeachers,
  everyone: m.audienceEveryone,
} as const;

/**
 * One event: when (Malay style on /ms, always Malaysia time), where, its link, and for upcoming ones
 * a calendar file. An event the team published also says who runs it and who it is for, links to
 * the organiser's own page and, when it is online, to where to join.
 */
function EventCard({ event, locale, upcoming }: { event: EventItem; locale: Locale; upcoming: boolean }) {
  const intl = useIntl();
  const title = event.title[locale] ?? event.title.en ?? '';
  const range = intl.formatDateTimeRange(new Date(event.starts_at), new Date(event.ends_at), {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: TIME_ZONE,
  });
  return (
    <article className="event-card" aria-labelledby={`event-${event.id}`}>
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
        {event.organiser && (
          <div>
            <dt>
              <Building2 aria-hidden="true" size={18} />
              <span>{intl.formatMessage(m.organiser)}</span>
            </dt>
            <dd>{event.organiser}</dd>
          </div>
        )}
        {event.audience && (
          <div>
            <dt>
              <Users aria-hidden="true" size={18} />
              <span>{intl.formatMessage(m.audience)}</span>
            </dt>
            <dd>{intl.formatMessage(AUDIENCE[event.audience])}</dd>
          </div>
        )}
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
        {upcoming && event.online_url && (
          <a className="event-card__link" href={event.online_url} target="_blank" rel="noopener noreferrer">
            <Video aria-hidden="true" size={16} />
            {intl.formatMessage(m.joinOnline)}
            <span className="ck-visually-hidden"> {intl.formatMessage(m.moreInfoOf, { title })}</span>
          </a>
        )}
        {event.url && (
          <a className="event-card__link" href={event.url} target="_blank" rel="noopener noreferrer">
            {intl.formatMessage(event.organiser ? m.organiserPage : m.moreInfo)}
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
  real,
}: {
  when: EventsWhen;
  locale: Locale;
  events: ReturnType<typeof useEvents>;
  real: EventItem[] | undefined;
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
      {real && real.length === 0 && (
        <p className="events__empty">{intl.formatMessage(upcoming ? m.noUpcoming : m.noPast)}</p>
      )}
      {real && real.length > 0 && (
        <ul className="events__list">
          {real.map((event) => (
            <li key={event.id}>
              <EventCard event={event} locale={locale} upcoming={upcoming} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The events a student may see: never a development example (decision 261). */
const realEvents = (events: ReturnType<typeof useEvents>) => events.data?.filter((event) => !event.example);

/**
 * Upcoming events, then past ones (loaded after the page's heading, with the data layer). Both
 * lists are asked for at once and shown together: the past list never appears first and is then
 * pushed down by the upcoming one arriving (a layout shift of 0.05 on a 1280 px screen).
 * Development examples are never shown; with no real event at all the page says "coming soon".
 */
export function EventLists({ locale }: { locale: Locale }) {
  const outer = useIntl();
  // This folder's own catalogue (both languages ride in this chunk, after the first render): the
  // page's messages plus the lists'.
  return (
    <IntlProvider
      locale={outer.locale}
      defaultLocale={outer.defaultLocale}
      timeZone={outer.timeZone}
      messages={{ ...outer.messages, ...(locale === 'ms' ? ms : en) } as Messages}
      onError={outer.onError}
    >
      <Lists locale={locale} />
    </IntlProvider>
  );
}

function Lists({ locale }: { locale: Locale }) {
  const intl = useIntl();
  const upcoming = useEvents('upcoming');
  const past = useEvents('past');
  if (upcoming.isPending || past.isPending) return <Spinner />;
  const realUpcoming = realEvents(upcoming);
  const realPast = realEvents(past);
  if (realUpcoming?.length === 0 && realPast?.length === 0) {
    return (
      <p className="events__coming-soon">
        <strong>{intl.formatMessage(m.comingSoon)}</strong> {intl.formatMessage(m.comingSoonBody)}
      </p>
    );
  }
  return (
    <>
      <EventList when="upcoming" locale={locale} events={upcoming} real={realUpcoming} />
      <EventList when="past" locale={locale} events={past} real={realPast} />
    </>
  );
}

export default EventLists;
