/**
 * The page's first paint (decision 245): static HTML of the route's first view that the site server
 * writes at the top of `<main>` (`#first-paint`), so a phone shows the page's words before any script
 * has run. It goes as soon as the page has its real heading — an `h1` outside it, in the same task
 * the app renders it, before the next frame, so the two never show together — or an alert (a slot's
 * fallback), or when the user navigates elsewhere.
 */
export function settleFirstPaint(doc: Document = document, win: Window = window): void {
  const paint = doc.getElementById('first-paint');
  const main = doc.getElementById('main');
  if (!paint || !main) return;
  const path = win.location.pathname;
  let observer: MutationObserver | null = null;
  const remove = () => {
    observer?.disconnect();
    observer = null;
    win.removeEventListener('single-spa:before-routing-event', onRoute);
    paint.remove();
  };
  const replaced = () =>
    [...main.querySelectorAll('h1, [role="alert"]')].some(
      (el) => !paint.contains(el) && el.getClientRects().length > 0,
    );
  function onRoute() {
    if (win.location.pathname !== path) remove();
  }
  if (replaced()) return remove();
  observer = new MutationObserver(() => {
    if (replaced()) remove();
  });
  observer.observe(main, { childList: true, subtree: true });
  win.addEventListener('single-spa:before-routing-event', onRoute);
}
