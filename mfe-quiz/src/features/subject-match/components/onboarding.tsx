import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button, getCookie, setCookie } from 'shared-kit';
import { subjectMatchMessages as m } from '../subject-match-messages';

/**
 * How the match works, until the student says "Got it" (cookie onBoardingCompleted, spec §3).
 * The shell resets the cookie on any page outside the subject quiz (spec §4), so it shows again
 * on the next visit, not while the student moves between the picker and the results.
 */
export function Onboarding() {
  const intl = useIntl();
  const [done, setDone] = useState(() => getCookie('onBoardingCompleted'));
  if (done) return null;
  return (
    <section className="subject-match__onboarding" aria-labelledby="subject-match-how">
      <h2 id="subject-match-how">{intl.formatMessage(m.howTitle)}</h2>
      <ol>
        <li>{intl.formatMessage(m.how1)}</li>
        <li>{intl.formatMessage(m.how2)}</li>
        <li>{intl.formatMessage(m.how3)}</li>
      </ol>
      <Button
        variant="secondary"
        onClick={() => {
          setCookie('onBoardingCompleted', true);
          setDone(true);
        }}
      >
        {intl.formatMessage(m.howDone)}
      </Button>
    </section>
  );
}
