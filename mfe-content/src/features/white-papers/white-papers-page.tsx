import type { Locale, WhitePaperSummary } from 'api/contract';
import { FileText } from 'lucide-react';
import { useIntl, type IntlShape } from 'react-intl';
import { RouteLink, Spinner, kitMessages, useLocale, usePageTitle } from 'shared-kit';
import { useWhitePapers } from './api/list-white-papers';
import { whitePapersMessages as m } from './white-papers-messages';
import './white-papers.css';

/** A YYYY-MM-DD date in the page's language ("15 Jun 2026"), in Malaysia's time zone. */
export function formatPublished(intl: IntlShape, day: string): string {
  return intl.formatDate(new Date(`${day}T00:00:00+08:00`), { day: 'numeric', month: 'long', year: 'numeric' });
}

/** The "Example" label of a development example, with what it means. */
export function ExampleNote() {
  const intl = useIntl();
  return (
    <p className="paper-example">
      <strong className="paper-example__badge">{intl.formatMessage(m.example)}</strong>{' '}
      {intl.formatMessage(m.exampleNote)}
    </p>
  );
}

function PaperItem({ paper, locale }: { paper: WhitePaperSummary; locale: Locale }) {
  const intl = useIntl();
  const slug = locale === 'ms' ? paper.slug_bm : paper.slug;
  return (
    <article className={`paper-item${paper.example ? ' paper-item--example' : ''}`}>
      {paper.example && <ExampleNote />}
      <h2 className="paper-item__title">
        <FileText aria-hidden="true" size={22} />
        <RouteLink to="whitePaper" params={{ slug }}>
          {paper.title[locale] ?? paper.title.en}
        </RouteLink>
      </h2>
      <p className="paper-item__date">
        {intl.formatMessage(m.published, { date: formatPublished(intl, paper.published_on) })}
      </p>
      {paper.summary[locale] && <p>{paper.summary[locale]}</p>}
    </article>
  );
}

/** White papers (route `whitePapers`): every paper, newest first, examples marked. */
export function WhitePapersPage() {
  const intl = useIntl();
  const locale = useLocale() as Locale;
  usePageTitle(intl.formatMessage(m.listTitle));
  const papers = useWhitePapers();
  return (
    <div className="papers">
      <h1>{intl.formatMessage(m.listTitle)}</h1>
      <p className="papers__lead">{intl.formatMessage(m.listLead)}</p>
      {papers.isPending && <Spinner />}
      {papers.isError && !papers.data && (
        <div role="alert" className="papers__notice">
          <p>{intl.formatMessage(m.loadError)}</p>
          <button type="button" className="ck-button ck-button--primary" onClick={() => void papers.refetch()}>
            {intl.formatMessage(kitMessages.retry)}
          </button>
        </div>
      )}
      {papers.data?.length === 0 && <p className="papers__notice">{intl.formatMessage(m.none)}</p>}
      {papers.data && papers.data.length > 0 && (
        <ul className="papers__list">
          {papers.data.map((paper) => (
            <li key={paper.id}>
              <PaperItem paper={paper} locale={locale} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export default WhitePapersPage;
