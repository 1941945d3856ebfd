import type { Locale, Messages } from 'shared-kit';

/** The shell's own catalogue, loaded lazily per locale (compiled to ICU ASTs by the webpack build). */
export const loadShellMessages = (locale: Locale) =>
  (locale === 'ms' ? import('./ms.json') : import('./en.json')).then((m) => m.default as Messages);
