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
