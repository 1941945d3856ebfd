import type { Locale } from 'shared-kit';

export const loadJobsMessages = (locale: Locale) =>
  (locale === 'ms' ? import('./ms.json') : import('./en.json')).then((m) => m.default as Record<string, string>);
