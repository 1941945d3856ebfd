import type { Locale, Messages } from 'shared-kit';

/**
 * The shell's own catalogue, loaded lazily per locale (compiled to ICU ASTs by the webpack build).
 * Named as shared-kit's catalogue chunk of the same language (shared-kit/src/i18n/intl.tsx): the
 * page needs both before its first render, and webpack puts same-named chunks in one file, so they
 * are one request, not two (issue 26 item 1).
 */
export const loadShellMessages = (locale: Locale) =>
  (locale === 'ms'
    ? import(/* webpackChunkName: "kit-ms" */ './ms.json')
    : import(/* webpackChunkName: "kit-en" */ './en.json')
  ).then((m) => m.default as Messages);
