import type { Locale, WhitePaperSummary } from 'api/contract';
import { FileText } from 'lucide-react';
import { useIntl } from 'react-intl';
import { RouteLink, Spinner, kitMessages } from 'shared-kit';
import { ComingSoon } from './paper-parts';
import { useWhitePapers } from './api/list-white-papers';
import { formatPublished } from './paper-parts';
import { whitePapersMessages as m } from './white-papers-messages';

function PaperItem({ paper, locale }: { paper: WhitePaperSummary; locale: Locale }) {
  const intl = useIntl();
  const slug = locale === 'ms' ? paper.slug_bm : paper.slug;
  return (
    <article className="paper-item">
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

/**
 * Every published paper, newest first (loaded after the heading, with the data layer). Development
 * examples are never listed; with no real paper the page says "coming soon" (decision 261).
 */
export function PaperList({ locale }: { locale: Locale }) {
  const intl = useIntl();
  const papers = useWhitePapers();
  if (papers.isPending) return <Spinner />;
  if (papers.isError && !papers.data) {
    return (
      <div role="alert" className="papers__notice">
        <p>{intl.formatMessage(m.loadError)}</p>
        <button type="button" className="ck-button ck-button--primary" onClick={() => void papers.refetch()}>
          {intl.formatMessage(kitMessages.retry)}
        </button>
      </div>
    );
  }
  const published = papers.data.filter((paper) => !paper.example);
  if (published.length === 0) return <ComingSoon />;
  return (
    <ul className="papers__list">
      {published.map((paper) => (
        <li key={paper.id}>
          <PaperItem paper={paper} locale={locale} />
        </li>
      ))}
    </ul>
  );
}

export default PaperList;
