/**
 * The page's address while a first view renders on the server (decision 350): `useHref`,
 * `usePathname`, `useRoute` and `useLocale` read it as their server snapshot, so a component
 * rendered by `react-dom/server` sees the request's route as it would in the browser. Set only by
 * the server build's harness (../server/render-first-view.tsx); '/' otherwise, as before.
 */
let current = '/';

export function setServerHref(href: string): void {
  current = href || '/';
}

export function serverHref(): string {
  return current;
}
