/** The loading splash (in index.html so it paints before any script). Language splash lasts 1 s. */
export const LANGUAGE_SPLASH_MS = 1000;

function el(): HTMLElement | null {
  return document.getElementById('splash');
}

export function showSplash(): void {
  el()?.removeAttribute('hidden');
}

export function hideSplash(): void {
  el()?.setAttribute('hidden', '');
}

/** Shows the splash for `ms`, then hides it. */
export function flashSplash(ms = LANGUAGE_SPLASH_MS): Promise<void> {
  showSplash();
  return new Promise((resolve) =>
    setTimeout(() => {
      hideSplash();
      resolve();
    }, ms),
  );
}
