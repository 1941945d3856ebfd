import { useRef, type MouseEvent } from 'react';
import { useIntl } from 'react-intl';
import type { Locale } from 'shared-kit';
import { shellMessages as m } from './shell-messages';

interface Props {
  readonly locale: Locale;
  /** The same page in each language (the server's hreflang alternates; the app's own mapping). */
  readonly hrefs: Readonly<Record<Locale, string>>;
  /** The app's switch (splash, the slug asked of the API, the choice remembered); none in a first paint. */
  readonly onSwitch?: (to: Locale) => void;
}

const LOCALES = ['en', 'ms'] as const;
const SHORT: Record<Locale, string> = { en: 'EN', ms: 'BM' };

/**
 * EN/BM toggle on wide screens; a dropdown below the 1023 px breakpoint (CSS picks which shows).
 * Both are real links to the same page in each language (decision 346), so the switch works in the
 * server's first paint, before the app and without JavaScript; the app takes the click over (a
 * modified click keeps the browser's own behaviour). The dropdown is a `<details>` disclosure: it
 * opens without a script too.
 */
export function LanguageSwitch({ locale, hrefs, onSwitch }: Props) {
  const intl = useIntl();
  const dropdown = useRef<HTMLDetailsElement>(null);
  const name = (l: Locale) => intl.formatMessage(l === 'en' ? m.switchToEnglish : m.switchToMalay);
  const choose = (l: Locale) => (e: MouseEvent<HTMLAnchorElement>) => {
    if (!onSwitch || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    if (dropdown.current) dropdown.current.open = false;
    if (l !== locale) onSwitch(l);
  };
  const link = (l: Locale, className: string) => (
    <a
      key={l}
      href={hrefs[l]}
      hrefLang={l}
      lang={l}
      className={className}
      aria-current={l === locale ? 'true' : undefined}
      onClick={choose(l)}
    >
      {SHORT[l]}
      <span className="ck-visually-hidden"> ({name(l)})</span>
    </a>
  );
  return (
    <div className="shell-lang">
      <div className="shell-lang__toggle" role="group" aria-label={intl.formatMessage(m.language)}>
        {LOCALES.map((l) => link(l, 'shell-lang__option'))}
      </div>
      <details ref={dropdown} className="shell-lang__dropdown">
        {/* Its name holds what it shows ("BM"), WCAG 2.5.3: "Language: BM (Bahasa Melayu)". */}
        <summary className="shell-lang__current">
          <span className="ck-visually-hidden">{intl.formatMessage(m.languageNow)} </span>
          {SHORT[locale]}
          <span className="ck-visually-hidden"> ({name(locale)})</span>
          <span aria-hidden="true" className="shell-lang__chevron">
            ▾
          </span>
        </summary>
        <ul className="shell-lang__list" aria-label={intl.formatMessage(m.language)}>
          {LOCALES.map((l) => (
            <li key={l}>{link(l, 'shell-lang__item')}</li>
          ))}
        </ul>
      </details>
    </div>
  );
}
