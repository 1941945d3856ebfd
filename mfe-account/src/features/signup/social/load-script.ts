const loading = new Map<string, Promise<void>>();

/**
 * Injects a provider's script once, on demand (spec §7: only when the provider is configured, and
 * only when a sign-in view needs it). A failed load is forgotten, so a later attempt tries again.
 */
export function loadScript(src: string): Promise<void> {
  const known = loading.get(src);
  if (known) return known;
  const promise = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      loading.delete(src);
      script.remove();
      reject(new Error(`Could not load ${src}`));
    };
    document.head.appendChild(script);
  });
  loading.set(src, promise);
  return promise;
}

/** For tests: forget every injected script. */
export function resetScripts(): void {
  loading.clear();
}
