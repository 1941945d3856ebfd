/** What names a control for a visitor: a link's address, else its accessible label or its text. */
const nameOf = (el: Element) =>
  el.getAttribute('href') ?? el.getAttribute('aria-label') ?? el.textContent?.replace(/\s+/g, ' ').trim() ?? '';

/**
 * How long a tap on a waiting button of the first paint is kept for the app's button (decision
 * 376): long enough for a slow phone's hand-over, short enough that a dialog never opens for a tap
 * the visitor has given up on.
 */
export const REPLAY_WITHIN_MS = 10_000;

/** A tap kept for the app: which control, and when. */
interface Tap {
  readonly tag: string;
  readonly name: string;
  readonly at: number;
}

/** Can a control take a tap: neither disabled nor aria-disabled. */
const enabled = (el: Element) => !el.hasAttribute('disabled') && el.getAttribute('aria-disabled') !== 'true';

/**
 * The app's control of the same kind (`tag`) and name as a paint's, shown (and passing `also`);
 * null if none: where focus goes on (368) and where a tap is given (376).
 */
function twinOf(
  tag: string,
  name: string,
  within: Element,
  paint: Element,
  also: (el: Element) => boolean = () => true,
): HTMLElement | null {
  return (
    [...within.querySelectorAll<HTMLElement>(tag)].find(
      (el) => !paint.contains(el) && nameOf(el) === name && el.getClientRects().length > 0 && also(el),
    ) ?? null
  );
}

/**
 * Gives a tap on the paint's waiting button to the app's button of the same name: at once when it
 * is there, else as soon as the app renders it (a part of the page that comes after its heading),
 * while the tap is recent. Returns a function that stops waiting (the visitor went elsewhere).
 */
function replay(tap: Tap, within: Element, paint: Element, now: () => number): () => void {
  const find = () => (now() - tap.at <= REPLAY_WITHIN_MS ? twinOf(tap.tag, tap.name, within, paint, enabled) : null);
  const twin = find();
  if (twin) {
    twin.click();
    return () => undefined;
  }
  const observer = new MutationObserver(() => {
    if (now() - tap.at > REPLAY_WITHIN_MS) return observer.disconnect();
    const found = find();
    if (!found) return;
    observer.disconnect();
    found.click();
  });
  observer.observe(within, { childList: true, subtree: true, attributes: true });
  const timer = setTimeout(() => observer.disconnect(), Math.max(0, tap.at + REPLAY_WITHIN_MS - now()));
  return () => {
    clearTimeout(timer);
    observer.disconnect();
  };
}

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
  const twin = twinOf(active.tagName, nameOf(active), within, paint);
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
 * A tap on one of the paint's waiting buttons marks it busy and is given to the app's button of the
 * same name when the app takes over (decision 376).
 */
export function settleFirstPaint(doc: Document = document, win: Window = window, now: () => number = Date.now): void {
  const paint = doc.getElementById('first-paint');
  const main = doc.getElementById('main');
  if (!paint || !main) return;
  const path = win.location.pathname;
  let observer: MutationObserver | null = null;
  let tap: Tap | null = null;
  let stopReplay: (() => void) | null = null;
  // A tap on a button that waits for the app (aria-disabled, render-first-view's
  // withWaitingControls): the button says it is loading, and the tap is kept for the app's button.
  const onTap = (event: Event) => {
    const button = event.target instanceof Element ? event.target.closest('button[aria-disabled="true"]') : null;
    if (!button || !paint.contains(button)) return;
    event.preventDefault();
    for (const busy of paint.querySelectorAll('button[aria-busy="true"]')) busy.removeAttribute('aria-busy');
    button.setAttribute('aria-busy', 'true');
    tap = { tag: button.tagName, name: nameOf(button), at: now() };
  };
  paint.addEventListener('click', onTap);
  let settled = false;
  const remove = (handOver: boolean) => {
    settled = true;
    observer?.disconnect();
    observer = null;
    paint.removeEventListener('click', onTap);
    removeKeepingFocus(paint, main, doc);
    if (handOver && tap) stopReplay = replay(tap, main, paint, now);
    else win.removeEventListener('single-spa:before-routing-event', onRoute);
  };
  const replaced = () =>
    [...main.querySelectorAll('h1, [role="alert"]')].some(
      (el) => !paint.contains(el) && el.getClientRects().length > 0,
    );
  function onRoute() {
    if (win.location.pathname === path) return;
    win.removeEventListener('single-spa:before-routing-event', onRoute);
    // A tap still waiting for a part of the page that has not come is not given to another page.
    stopReplay?.();
    if (!settled) remove(false);
  }
  win.addEventListener('single-spa:before-routing-event', onRoute);
  if (replaced()) return remove(true);
  observer = new MutationObserver(() => {
    if (replaced()) remove(true);
  });
  observer.observe(main, { childList: true, subtree: true, attributes: true, attributeFilter: ['hidden'] });
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
