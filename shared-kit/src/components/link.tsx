import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { isRouteId, reportUnknownRoute, type RouteParams } from '../routes/paths';
import { navigate, useLocale } from '../routes/location';
import { routeHref, useRouterBridge } from '../routes/router-bridge';
import type { RouteId } from '../routes/route-table';
import type { Locale } from '../routes/route-types';

export interface RouteLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** The route to link to, by id; never another slice's hard-coded URL. */
  readonly to: RouteId;
  readonly params?: RouteParams;
  readonly locale?: Locale;
  readonly query?: Record<string, string>;
  readonly hash?: string;
}

/** Is this a plain left click we may handle in the page (not a new tab or window)? */
export function isPlainClick(e: MouseEvent): boolean {
  return e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey && !e.defaultPrevented;
}

/**
 * A link to a route of the table, in the current language unless told otherwise. Inside a remote's
 * router (`shared-kit/router`) it is react-router's `Link`; elsewhere a plain `Link`. A route id
 * the page's table does not know (a remote newer than the shell) is logged and its text shown
 * without a link, so the rest of the screen stays (decision 312).
 */
export function RouteLink({ to, params, locale, query, hash, onClick, target, className, ...rest }: RouteLinkProps) {
  const current = useLocale();
  const bridge = useRouterBridge();
  if (!isRouteId(to)) {
    reportUnknownRoute(to);
    return <span className={className}>{rest.children}</span>;
  }
  const href = routeHref(to, current, { params, locale, query, hash });
  if (bridge) {
    return <bridge.Link to={href} onClick={onClick} target={target} className={className ?? 'ck-link'} {...rest} />;
  }
  return <Link href={href} onClick={onClick} target={target} className={className} {...rest} />;
}

export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  readonly href: string;
}

/** An anchor that navigates inside the site without a reload for same-origin paths. */
export function Link({ href, onClick, target, className, ...rest }: LinkProps) {
  const internal = href.startsWith('/') && !href.startsWith('//');
  return (
    <a
      href={href}
      target={target}
      className={className ?? 'ck-link'}
      onClick={(e) => {
        onClick?.(e);
        if (internal && !target && isPlainClick(e)) {
          e.preventDefault();
          navigate(href);
        }
      }}
      {...rest}
    />
  );
}
