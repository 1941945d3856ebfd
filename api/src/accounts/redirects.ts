import type { Lang } from './email-templates.js';

export interface RedirectPolicy {
  /** Origins always allowed (public URL, site URL, REDIRECT_ORIGINS). */
  origins: string[];
  /** Outside production: any port on localhost, 127.0.0.1 or [::1]. */
  allowLoopback: boolean;
  /** Where to go when a request names no redirect: {siteUrl}/{lang}. */
  siteUrl: string;
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * redirect_url ends up in an email and in a Location header: only the site's own origins are
 * allowed, so nobody can make our mail or our verify route send people elsewhere.
 * Returns the normalised URL, or null when it is not allowed.
 */
export function checkRedirect(policy: RedirectPolicy, value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password) return null;
  const allowed = policy.origins.includes(url.origin) || (policy.allowLoopback && LOOPBACK.has(url.hostname));
  if (!allowed) return null;
  url.hash = '';
  return url.toString();
}

export function defaultRedirect(policy: RedirectPolicy, lang: Lang): string {
  return `${policy.siteUrl}/${lang}`;
}

/** The URL with one query parameter set (others kept). */
export function withQuery(target: string, params: Record<string, string>): string {
  const url = new URL(target);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.toString();
}
