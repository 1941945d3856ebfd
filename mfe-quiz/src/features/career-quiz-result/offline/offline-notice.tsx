import { IntlProvider, useIntl } from 'react-intl';
import { useLocale, type Messages } from 'shared-kit';
import en from './i18n/en.json';
import ms from './i18n/ms.json';
import { offlineMessages as m } from './offline-messages';

/**
 * "You are offline": a quiz finished without a connection is scored when the browser is back
 * online (decision 361). Its texts come from this folder's own catalogue (decision 345).
 */
export function OfflineNotice() {
  const outer = useIntl();
  const locale = useLocale();
  return (
    <IntlProvider
      locale={outer.locale}
      defaultLocale={outer.defaultLocale}
      timeZone={outer.timeZone}
      messages={{ ...outer.messages, ...(locale === 'ms' ? ms : en) } as Messages}
      onError={outer.onError}
    >
      <Notice />
    </IntlProvider>
  );
}

function Notice() {
  const intl = useIntl();
  return (
    <div role="status" className="quiz-result__offline">
      <section className="quiz-result__notice">
        <h2>{intl.formatMessage(m.title)}</h2>
        <p>{intl.formatMessage(m.body)}</p>
      </section>
    </div>
  );
}
