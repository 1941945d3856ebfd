import type { Locale } from 'shared-kit';

export const loadAccountMessages = (locale: Locale) =>
  (locale === 'ms' ? import('./ms.json') : import('./en.json')).then((m) => m.default as Record<string, string>);
