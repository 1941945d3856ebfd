import { createPortal } from 'react-dom';
import { useIntl } from 'react-intl';
import { emit, Link, RouteLink } from 'shared-kit';
import { shellMessages as m } from './shell-messages';

/** The footer, rendered into the page's `<footer id="footer">` (layouts decide whether it shows). */
export function Footer() {
  const intl = useIntl();
  const footer = document.getElementById('footer');
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
