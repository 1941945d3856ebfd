import type { Locale } from 'shared-kit';

/** The shell's own catalogue, loaded lazily per locale. */
export const loadShellMessages = (locale: Locale) =>
  (locale === 'ms' ? import('./ms.json') : import('./en.json')).then((m) => m.default as Record<string, string>);
