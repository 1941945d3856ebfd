/** What names a control for a visitor: a link's address, else its accessible label or its text. */
const nameOf = (el: Element) =>
  el.getAttribute('href') ?? el.getAttribute('aria-label') ?? el.textContent?.replace(/\s+/g, ' ').trim() ?? '';

/**
 * Removes a first paint, and when keyboard focus was on a link or button in it, moves focus to the
 * app's control of the same kind and name in `within` (decision 368): a visitor who tabbed into the
 * paint goes on from the same place, not from the top of the page.
 */
function removeKeepingFocus(paint: Element, within: Element, doc: Document): void {
  const active = doc.activeElement;
  if (!active || active === doc.body || !paint.contains(active)) {
    paint.remove();
    return;
  }
  const name = nameOf(active);
  const twin = [...within.querySelectorAll<HTMLElement>(active.tagName)].find(
    (el) => !paint.contains(el) && nameOf(el) === name && el.getClientRects().length > 0,
  );
  paint.remove();
  twin?.focus({ preventScroll: true });
}

/**
 * The page's first paint (decision 245): static HTML of the route's first view that the site server
 * writes at the top of `<main>` (`#first-paint`), so a phone shows the page's words before any script
 * has run. It goes as soon as the page has its real heading — an `h1` outside it, in the same task
 * the app renders it, before the next frame, so the two never show together — or an alert (a slot's
 * fallback), or when the user navigates elsewhere. A page that renders its heading `hidden` until
 * it has what the paint shows (the comparison, decision 358) keeps the paint until it unhides it.
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
    removeKeepingFocus(paint, main, doc);
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
  observer.observe(main, { childList: true, subtree: true, attributes: true, attributeFilter: ['hidden'] });
  win.addEventListener('single-spa:before-routing-event', onRoute);
}

/**
 * The header's first paint (decision 346): the server's copy of the shell's own header, in
 * `#chrome-paint`. The chrome app renders its header beside it (single-spa-react mounts into a
 * container of its own); the copy goes in the same task, in the mutation observer's microtask,
 * before the next frame, so the two never show together and nothing moves. Replaced, not hydrated:
 * the app's tree (drawer, footer, dialogs, the signed-in visitor's saved-jobs count the server
 * leaves out) is not the server's, and its messages arrive after the root is created.
 */
export function settleChromePaint(doc: Document = document): void {
  const paint = doc.getElementById('chrome-paint');
  const chrome = doc.getElementById('chrome');
  if (!paint || !chrome) return;
  const replaced = () => [...chrome.querySelectorAll('.shell-header')].some((el) => !paint.contains(el));
  if (replaced()) {
    removeKeepingFocus(paint, chrome, doc);
    return;
  }
  const observer = new MutationObserver(() => {
    if (!replaced()) return;
    observer.disconnect();
    removeKeepingFocus(paint, chrome, doc);
  });
  observer.observe(chrome, { childList: true, subtree: true });
}
