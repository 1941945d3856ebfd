import { useIntl } from 'react-intl';
import type { Locale } from 'shared-kit';
import { shellMessages as m } from './shell-messages';

interface Props {
  readonly locale: Locale;
  readonly onSwitch: (to: Locale) => void;
}

/** EN/BM toggle on wide screens; a dropdown below the 1023 px breakpoint (CSS picks which shows). */
export function LanguageSwitch({ locale, onSwitch }: Props) {
  const intl = useIntl();
  return (
    <div className="shell-lang">
      <div className="shell-lang__toggle" role="group" aria-label={intl.formatMessage(m.language)}>
        {(['en', 'ms'] as const).map((l) => (
          <button
            key={l}
            type="button"
            lang={l}
            className="shell-lang__option"
            aria-pressed={l === locale}
            onClick={() => l !== locale && onSwitch(l)}
          >
            {l === 'en' ? 'EN' : 'BM'}
            <span className="ck-visually-hidden">
              {' '}
              ({intl.formatMessage(l === 'en' ? m.switchToEnglish : m.switchToMalay)})
            </span>
          </button>
        ))}
      </div>
      <label className="shell-lang__dropdown">
        <span className="ck-visually-hidden">{intl.formatMessage(m.language)}</span>
        <select value={locale} onChange={(e) => onSwitch(e.target.value as Locale)}>
          <option value="en" lang="en">
            EN
          </option>
          <option value="ms" lang="ms">
            BM
          </option>
        </select>
      </label>
    </div>
  );
}
