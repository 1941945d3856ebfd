import type { Locale, Messages } from 'shared-kit';

/** The app's catalogue for a locale, loaded lazily (compiled to ICU ASTs by the webpack build). */
export const loadAccountMessages = (locale: Locale) =>
  (locale === 'ms' ? import('./ms.json') : import('./en.json')).then((m) => m.default as Messages);
