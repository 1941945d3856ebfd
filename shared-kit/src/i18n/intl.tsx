import { useEffect, useState, type ReactNode } from 'react';
import { IntlProvider, type MessageFormatElement } from 'react-intl';
import type { Locale } from '../routes/route-types';

/**
 * A catalogue: ICU strings as written (src/i18n/*.json, read so by jest), or their parsed form, as
 * the webpack build compiles every catalogue (`formatjs compile --ast`,
 * shared-kit/build/compile-messages-loader.cjs) so the browser ships no ICU parser.
 */
export type Messages = Record<string, string> | Record<string, MessageFormatElement[]>;
/** Loads one app's messages for a locale, lazily (a dynamic import of its compiled catalogue). */
export type MessageLoader = (locale: Locale) => Promise<Messages>;

/** BCP 47 tags used for formatting: Malaysian English and Malay. */
export const INTL_LOCALE: Record<Locale, string> = { en: 'en-MY', ms: 'ms-MY' };
/** Time zone for every date shown (spec §1). */
export const TIME_ZONE = 'Asia/Kuala_Lumpur';

// In the host's build the shell's own catalogue shares these chunk names, so the two catalogues of
// a language are one file (shell/src/i18n/load.ts).
const kitLoaders: Record<Locale, () => Promise<Messages>> = {
  en: () => import(/* webpackChunkName: "kit-en" */ './messages/en.json').then((m) => m.default as Messages),
  ms: () => import(/* webpackChunkName: "kit-ms" */ './messages/ms.json').then((m) => m.default as Messages),
};

const cache = new Map<string, Promise<Messages>>();

/** The kit's messages merged with an app's, loaded once per locale and app. */
export function loadMessages(app: string, locale: Locale, load: MessageLoader): Promise<Messages> {
  const key = `${app}:${locale}`;
  let pending = cache.get(key);
  if (!pending) {
    pending = Promise.all([kitLoaders[locale](), load(locale)])
      .then(([kit, own]) => ({ ...kit, ...own }) as Messages) // one build: both in the same form
      .catch((error: unknown) => {
        cache.delete(key);
        console.error('Failed locale loading', error);
        throw error;
      });
    cache.set(key, pending);
  }
  return pending;
}

interface AppIntlProps {
  readonly app: string;
  readonly locale: Locale;
  readonly load: MessageLoader;
  readonly children: ReactNode;
  /** Shown while the catalogue loads (nothing by default, so layout does not jump). */
  readonly fallback?: ReactNode;
}

/** An IntlProvider whose messages load lazily per locale; keeps the old ones while a new one loads. */
export function AppIntl({ app, locale, load, children, fallback = null }: AppIntlProps) {
  const [state, setState] = useState<{ locale: Locale; messages: Messages } | null>(null);
  useEffect(() => {
    let live = true;
    loadMessages(app, locale, load).then(
      (messages) => live && setState({ locale, messages }),
      () => live && setState({ locale, messages: {} }),
    );
    return () => {
      live = false;
    };
  }, [app, locale, load]);
  if (!state) return <>{fallback}</>;
  return (
    <IntlProvider
      locale={INTL_LOCALE[state.locale]}
      defaultLocale="en-MY"
      messages={state.messages}
      timeZone={TIME_ZONE}
    >
      {children}
    </IntlProvider>
  );
}
