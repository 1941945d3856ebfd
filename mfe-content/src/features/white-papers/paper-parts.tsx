import { useIntl, type IntlShape } from 'react-intl';
import { whitePapersMessages as m } from './white-papers-messages';

/** A YYYY-MM-DD date in the page's language ("15 Jun 2026"), in Malaysia's time zone. */
export function formatPublished(intl: IntlShape, day: string): string {
  return intl.formatDate(new Date(`${day}T00:00:00+08:00`), { day: 'numeric', month: 'long', year: 'numeric' });
}

/** The "Example" label of a development example, with what it means. */
export function ExampleNote() {
  const intl = useIntl();
  return (
    <p className="paper-example">
      <strong className="paper-example__badge">{intl.formatMessage(m.example)}</strong>{' '}
      {intl.formatMessage(m.exampleNote)}
    </p>
  );
}
