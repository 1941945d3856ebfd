import { useIntl } from 'react-intl';
import { guideMessages as m } from './guide-messages';

/** The "coming soon" note; a level-3 heading when it sits under a section's own heading. */
export function ComingSoon({ level = 2 }: { level?: 2 | 3 }) {
  const intl = useIntl();
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <div className="jobs-guide__soon" role="note">
      <Heading>{intl.formatMessage(m.comingSoonTitle)}</Heading>
      <p>{intl.formatMessage(m.comingSoonBody)}</p>
    </div>
  );
}
