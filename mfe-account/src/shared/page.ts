/** Full page loads after signing in (a module of its own so tests can replace it). */
export function reloadPage(): void {
  window.location.reload();
}

export function loadPage(url: string): void {
  window.location.assign(url);
}

/** The site's address in a language: the verification and reset links come back here. */
export function siteUrl(locale: string): string {
  return `${window.location.origin}/${locale}`;
}

/**
 * The page the visitor is on (without the emailed links' own parameters or a #hash): the
 * verification link comes back here, so signing up from a job guide ends on that guide (decision 267).
 */
export function returnUrl(): string {
  const url = new URL(window.location.href);
  url.searchParams.delete('verification');
  url.searchParams.delete('reset_token');
  url.hash = '';
  return url.toString();
}
