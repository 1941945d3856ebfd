import type { Locale } from 'api/contract';
import { lazy, useEffect } from 'react';
import { useIntl } from 'react-intl';
import { http, useLocale, usePageTitle } from 'shared-kit';
import { AfterFirstPaint } from '../../shared/after-first-paint';
import { eventsMessages as m } from './events-messages';
import './events-page.css';

// The lists need the data layer (TanStack Query) and the HTTP client: they load after the heading
// is painted, so the page's first render waits for neither (decision 009, as the job directory).
const EventLists = lazy(() => import('./lists/event-lists'));

/** Events (route `events`): upcoming first, then past; "coming soon" until a real event exists (decision 261). */
export function EventsPage() {
  const intl = useIntl();
  const locale = useLocale() as Locale;
  usePageTitle(intl.formatMessage(m.title));
  useEffect(() => {
    void http(); // start loading the HTTP client with the lists' code, not after it
  }, []);
  return (
    <div className="events">
      <h1>{intl.formatMessage(m.title)}</h1>
      <p className="events__lead">{intl.formatMessage(m.lead)}</p>
      <AfterFirstPaint>
        <EventLists locale={locale} />
      </AfterFirstPaint>
    </div>
  );
}

export default EventsPage;
