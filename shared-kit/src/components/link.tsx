import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { buildPath, type RouteParams } from '../routes/paths';
import { navigate, useLocale } from '../routes/location';
import type { Locale, RouteId } from '../routes/route-table';

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

/** A link to a route of the table, in the current language unless told otherwise. */
export function RouteLink({ to, params, locale, query, hash, onClick, target, ...rest }: RouteLinkProps) {
  const current = useLocale();
  const search = query && Object.keys(query).length ? `?${new URLSearchParams(query).toString()}` : '';
  const href = `${buildPath(to, locale ?? current, params)}${search}${hash ? `#${hash}` : ''}`;
  return <Link href={href} onClick={onClick} target={target} {...rest} />;
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
