import type { Locale } from 'api/contract';
import { lazy, useEffect } from 'react';
import { useIntl } from 'react-intl';
import { http, useLocale, usePageTitle } from 'shared-kit';
import { AfterFirstPaint } from '../../shared/after-first-paint';
import { whitePapersMessages as m } from './white-papers-messages';
import './white-papers.css';

// The list needs the data layer and the HTTP client: it loads after the heading shows (decision 009).
const PaperList = lazy(() => import('./paper-list'));

/** White papers (route `whitePapers`): every paper, newest first, examples marked. */
export function WhitePapersPage() {
  const intl = useIntl();
  const locale = useLocale() as Locale;
  usePageTitle(intl.formatMessage(m.listTitle));
  useEffect(() => {
    void http(); // start loading the HTTP client with the list's code, not after it
  }, []);
  return (
    <div className="papers">
      <h1>{intl.formatMessage(m.listTitle)}</h1>
      <p className="papers__lead">{intl.formatMessage(m.listLead)}</p>
      <AfterFirstPaint>
        <PaperList locale={locale} />
      </AfterFirstPaint>
    </div>
  );
}

export default WhitePapersPage;
