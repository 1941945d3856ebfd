import { useEffect, useId, useState } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { setAnalyticsOptOut, type Messages } from 'shared-kit';
import en from './i18n/en.json';
import ms from './i18n/ms.json';
import { statsMessages as m } from './stats-messages';
import './stats-section.css';

/** Where the choice is kept: the shell's analytics start reads the same key (decision 330). */
export const OPT_OUT_KEY = 'analyticsOptOut';

// Both languages ride in this section's own chunk (about 1 KB gzip each, after the first
// render): a chunk per language would cost two more entries in the remote's runtime chunk table,
// which every page of this remote loads before its first render (decision 381).
const catalogues: Record<'en' | 'ms', () => Promise<Messages>> = {
  en: () => Promise.resolve(en as Messages),
  ms: () => Promise.resolve(ms as Messages),
};

function readOptOut(): boolean {
  try {
    return window.localStorage.getItem(OPT_OUT_KEY) === 'true';
  } catch {
    return false;
  }
}

function writeOptOut(value: boolean): void {
  try {
    if (value) window.localStorage.setItem(OPT_OUT_KEY, 'true');
    else window.localStorage.removeItem(OPT_OUT_KEY);
  } catch {
    /* storage disabled: the choice lasts for this page only */
  }
}

/** The privacy notice's usage-statistics section, with its own catalogue (issue 25). */
export default function StatsSection() {
  const outer = useIntl();
  const lang = outer.locale.startsWith('ms') ? 'ms' : 'en';
  const [messages, setMessages] = useState<Messages | null>(null);
  useEffect(() => {
    let live = true;
    catalogues[lang]().then(
      (loaded) => live && setMessages(loaded),
      (error: unknown) => {
        console.error('Failed locale loading', error);
      },
    );
    return () => {
      live = false;
    };
  }, [lang]);
  if (!messages) return null;
  return (
    <IntlProvider
      locale={outer.locale}
      defaultLocale={outer.defaultLocale}
      timeZone={outer.timeZone}
      messages={{ ...outer.messages, ...messages } as Messages}
      onError={outer.onError}
    >
      <Stats />
    </IntlProvider>
  );
}

function Stats() {
  const intl = useIntl();
  const t = (key: keyof typeof m) => intl.formatMessage(m[key]);
  return (
    <section className="static-page__section" aria-labelledby="privacy-stats">
      <h2 id="privacy-stats">{t('statsTitle')}</h2>
      <p>{t('statsWhy')}</p>
      <p>{t('statsWhat')}</p>
      <p>{t('statsNever')}</p>
      <p>{t('statsMinors')}</p>
      <p>{t('statsHowLong')}</p>
      <StatsChoice />
      <p className="privacy__hint">{intl.formatMessage(m.statsStored, { name: <code key="k">{OPT_OUT_KEY}</code> })}</p>
    </section>
  );
}

/**
 * The visitor's choice: kept in this browser and applied at once (nothing more is counted from
 * this page on); turning it back on counts from the next page load.
 */
function StatsChoice() {
  const intl = useIntl();
  const id = useId();
  const [counted, setCounted] = useState(() => !readOptOut());
  const [changed, setChanged] = useState(false);
  const change = (next: boolean) => {
    setCounted(next);
    setChanged(true);
    writeOptOut(!next);
    if (!next) setAnalyticsOptOut(true);
  };
  return (
    <div className="privacy__choice">
      <input
        id={id}
        type="checkbox"
        checked={counted}
        aria-describedby={`${id}-hint`}
        onChange={(e) => change(e.target.checked)}
      />
      <label htmlFor={id}>{intl.formatMessage(m.statsChoice)}</label>
      <p id={`${id}-hint`} className="privacy__hint">
        {intl.formatMessage(m.statsChoiceHint)}
      </p>
      <p role="status" className="privacy__hint">
        {changed ? intl.formatMessage(counted ? m.statsOn : m.statsOff) : ''}
      </p>
    </div>
  );
}
