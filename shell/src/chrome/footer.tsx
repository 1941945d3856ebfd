import { useEffect, useLayoutEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useIntl } from 'react-intl';
import { emit, Link, RouteLink } from 'shared-kit';
import { shellMessages as m } from './shell-messages';

/** A loading indicator of the page's (shared-kit's Spinner) shown in `<main>`. */
const pageLoading = (doc: Document = document) =>
  [...doc.querySelectorAll('#main .ck-spinner')].some((el) => !el.closest('[hidden]'));

/**
 * True while `<main>` shows a spinner: the page's content is still arriving (the quiz result's
 * body, a list's rest). The footer waits for it instead of sitting under the spinner and being
 * pushed down, in view, when the content comes (a layout shift for a student who has scrolled;
 * decision 363). Appearing below the finished page moves nothing.
 */
function usePageLoading(): boolean {
  const [loading, setLoading] = useState(() => pageLoading());
  useEffect(() => {
    const main = document.getElementById('main');
    if (!main) return;
    const check = () => setLoading(pageLoading());
    const observer = new MutationObserver(check);
    observer.observe(main, { childList: true, subtree: true, attributes: true, attributeFilter: ['hidden'] });
    check();
    return () => observer.disconnect();
  }, []);
  return loading;
}

/** The footer, rendered into the page's `<footer id="footer">` (layouts decide whether it shows). */
export function Footer() {
  const intl = useIntl();
  const footer = document.getElementById('footer');
  const loading = usePageLoading();
  useLayoutEffect(() => {
    if (footer) footer.hidden = loading;
  }, [footer, loading]);
  if (!footer) return null;
  return createPortal(
    <div className="shell-footer">
      <p>{intl.formatMessage(m.footerNote)}</p>
      <ul>
        <li>
          <RouteLink to="about">{intl.formatMessage(m.aboutUs)}</RouteLink>
        </li>
        <li>
          <RouteLink to="contact">{intl.formatMessage(m.contact)}</RouteLink>
        </li>
        <li>
          <RouteLink to="privacy">{intl.formatMessage(m.privacy)}</RouteLink>
        </li>
        <li>
          <Link href="/sitemap.xml">{intl.formatMessage(m.sitemap)}</Link>
        </li>
        <li>
          <button
            type="button"
            className="shell-footer__updates"
            onClick={() => emit('messaging:open', { origin: 'Footer' })}
          >
            {intl.formatMessage(m.footerUpdates)}
          </button>
        </li>
      </ul>
    </div>,
    footer,
  );
}
