import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button, RouteLink, Spinner, useLocale, usePageTitle, useRoute } from 'shared-kit';
import { methodologyMessages as m } from './methodology-messages';
import {
  isMethodologyPage,
  loadMethodologyText,
  METHODOLOGY_PAGE_IDS,
  type MethodologyPageId,
  type MethodologyText,
} from './methodology-text';
import { RichText } from './rich-text';
import '../shared/static-page.css';
import './methodology-page.css';

export type State =
  | { readonly status: 'loading'; readonly key: string }
  | { readonly status: 'error'; readonly key: string }
  | { readonly status: 'ready'; readonly key: string; readonly text: MethodologyText };

/**
 * One of the six methodology pages (route `methodology`, issue 11 item 4). Its text is data,
 * loaded as its own chunk in the page's language; the frame (back link, sources, the other pages)
 * comes from the catalogue. The language switch maps the page word, so the same page follows.
 */
export function MethodologyPage() {
  const locale = useLocale();
  const page = useRoute()?.canonical.page;
  const key = `${page}.${locale}`;
  const [state, setState] = useState<State>({ status: 'loading', key });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!isMethodologyPage(page)) return;
    let live = true;
    setState({ status: 'loading', key });
    loadMethodologyText(page, locale).then(
      (text) => live && setState({ status: 'ready', key, text }),
      () => live && setState({ status: 'error', key }),
    );
    return () => {
      live = false;
    };
  }, [page, locale, key, attempt]);

  const current = state.key === key ? state : ({ status: 'loading', key } as const);
  usePageTitle(current.status === 'ready' ? current.text.title : null);

  if (!isMethodologyPage(page)) return null;
  return <MethodologyArticle page={page} state={current} onRetry={() => setAttempt((n) => n + 1)} />;
}

/**
 * The page as it stands: loading (its back link and status), failed (retry) or its text with the
 * sources and the other pages. Also the server's first view (methodology-first-view.tsx).
 */
export function MethodologyArticle({
  page,
  state: current,
  onRetry,
}: {
  page: MethodologyPageId;
  state: State;
  onRetry: () => void;
}) {
  const intl = useIntl();
  // A date-only ISO string is midnight UTC: read in UTC, it is that day wherever the reader is.
  const date = (iso: string) =>
    intl.formatDate(iso, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

  return (
    <article className="static-page methodology" aria-busy={current.status === 'loading' || undefined}>
      <p className="methodology__back">
        <RouteLink to="about" hash="methodologies">
          {intl.formatMessage(m.back)}
        </RouteLink>
      </p>

      {current.status === 'loading' && <Spinner label={intl.formatMessage(m.loading)} />}

      {current.status === 'error' && (
        <div className="methodology__error" role="alert">
          <p>{intl.formatMessage(m.loadError)}</p>
          <Button variant="secondary" onClick={onRetry}>
            {intl.formatMessage(m.retry)}
          </Button>
        </div>
      )}

      {current.status === 'ready' && (
        <>
          <h1 className="static-page__title">{current.text.title}</h1>
          <p className="static-page__lead">
            <RichText text={current.text.lead} />
          </p>
          <p className="methodology__updated">{intl.formatMessage(m.updated, { date: date(current.text.updated) })}</p>

          {current.text.sections.map((section, i) => (
            <section key={i} className="static-page__section" aria-labelledby={`methodology-s${i}`}>
              <h2 id={`methodology-s${i}`}>{section.heading}</h2>
              {section.blocks.map((block, j) =>
                typeof block === 'string' ? (
                  <p key={j}>
                    <RichText text={block} />
                  </p>
                ) : (
                  <ul key={j} className="methodology__list">
                    {block.list.map((item, k) => (
                      <li key={k}>
                        <RichText text={item} />
                      </li>
                    ))}
                  </ul>
                ),
              )}
            </section>
          ))}

          <section className="static-page__section methodology__sources" aria-labelledby="methodology-sources">
            <h2 id="methodology-sources">{intl.formatMessage(m.sources)}</h2>
            <ul className="methodology__list">
              {current.text.sources.map((source, i) => (
                <li key={i}>
                  <RichText text={source} />
                </li>
              ))}
            </ul>
            {current.text.attribution && (
              <p className="methodology__attribution">
                <RichText text={current.text.attribution} />
              </p>
            )}
          </section>
        </>
      )}

      {/* Not while the text loads: it would show first and then be pushed down by the text (a layout
          shift of 0.38 on a phone). */}
      {current.status !== 'loading' && (
        <nav className="static-page__section methodology__others" aria-labelledby="methodology-others">
          <h2 id="methodology-others">{intl.formatMessage(m.otherPages)}</h2>
          <ul>
            {METHODOLOGY_PAGE_IDS.filter((p) => p !== page).map((p) => (
              <li key={p}>
                <RouteLink to="methodology" params={{ page: p }} className="methodology__other-link">
                  {intl.formatMessage(m[p])}
                </RouteLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </article>
  );
}
