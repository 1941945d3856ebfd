import type { Locale } from 'api/contract';
import { ArrowLeft } from 'lucide-react';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import {
  RouteLink,
  Spinner,
  buildPath,
  emit,
  kitMessages,
  navigate,
  useLocale,
  usePageTitle,
  useRoute,
} from 'shared-kit';
import { useWhitePaper } from './api/get-white-paper';
import { Markdown } from './markdown';
import { ComingSoon, formatPublished } from './paper-parts';
import { whitePapersMessages as m } from './white-papers-messages';
import './white-papers.css';

/**
 * One white paper (route `whitePaper`), by its English or Malay slug; "coming soon" for a development example. A slug of the other language
 * is replaced by this language's (the language switch asks the API for it too); an unknown slug
 * shows the shell's 404 page.
 */
export function WhitePaperPage() {
  const intl = useIntl();
  const locale = useLocale() as Locale;
  const slug = useRoute()?.params.slug ?? '';
  const query = useWhitePaper(slug);
  const paper = query.data;
  // A development example is never shown to a student: its page says "coming soon" (decision 261).
  const example = Boolean(paper?.example);
  const title = paper ? (example ? intl.formatMessage(m.listTitle) : (paper.title[locale] ?? paper.title.en)) : null;
  usePageTitle(title);

  const notFound = paper === null;
  useEffect(() => {
    if (notFound) emit('route:not-found', { path: window.location.pathname });
  }, [notFound, slug]);
  const ownSlug = paper ? (locale === 'ms' ? paper.slug_bm : paper.slug) : null;
  useEffect(() => {
    if (ownSlug && ownSlug !== slug) {
      navigate(
        `${buildPath('whitePaper', locale, { slug: ownSlug })}${window.location.search}${window.location.hash}`,
        {
          replace: true,
        },
      );
    }
  }, [ownSlug, slug, locale]);

  return (
    <div className="paper">
      <p className="paper__back">
        <ArrowLeft aria-hidden="true" size={18} />
        <RouteLink to="whitePapers">{intl.formatMessage(m.back)}</RouteLink>
      </p>
      {query.isPending && <Spinner />}
      {query.isError && !paper && (
        <div role="alert" className="papers__notice">
          <p>{intl.formatMessage(m.paperError)}</p>
          <button type="button" className="ck-button ck-button--primary" onClick={() => void query.refetch()}>
            {intl.formatMessage(kitMessages.retry)}
          </button>
        </div>
      )}
      {paper && example && (
        <>
          <h1>{title}</h1>
          <ComingSoon paper />
        </>
      )}
      {paper && !example && (
        <article lang={locale === 'ms' ? 'ms' : 'en'}>
          <h1>{title}</h1>
          <p className="paper__date">
            {intl.formatMessage(m.published, { date: formatPublished(intl, paper.published_on) })}
          </p>
          {paper.summary[locale] && <p className="paper__summary">{paper.summary[locale]}</p>}
          <div className="paper__body">
            <Markdown source={paper.body[locale] ?? paper.body.en ?? ''} />
          </div>
        </article>
      )}
    </div>
  );
}

export default WhitePaperPage;
