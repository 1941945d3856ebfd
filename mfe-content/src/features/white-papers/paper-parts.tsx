import { useIntl, type IntlShape } from 'react-intl';
import { whitePapersMessages as m } from './white-papers-messages';

/** A YYYY-MM-DD date in the page's language ("15 Jun 2026"), in Malaysia's time zone. */
export function formatPublished(intl: IntlShape, day: string): string {
  return intl.formatDate(new Date(`${day}T00:00:00+08:00`), { day: 'numeric', month: 'long', year: 'numeric' });
}

/** No paper is published yet (only development examples exist, and they are never shown: decision 261). */
export function ComingSoon({ paper = false }: { paper?: boolean }) {
  const intl = useIntl();
  return (
    <p className="papers__notice">
      <strong>{intl.formatMessage(m.comingSoon)}</strong> {intl.formatMessage(paper ? m.paperNotPublished : m.none)}
    </p>
  );
}
