import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button, getCookie, setCookie, track } from 'shared-kit';
import { subjectMatchMessages as m } from '../subject-match-messages';

/**
 * "Was this useful?" once per visitor: the answer goes to the analytics facade and the cookie
 * answeredSubjectQuizSurvey (spec §3) keeps it from being asked again.
 */
export function SubjectSurvey({
  subjectCount,
  jobCount,
}: {
  readonly subjectCount: number;
  readonly jobCount: number;
}) {
  const intl = useIntl();
  const [state, setState] = useState<'ask' | 'thanks' | 'hidden'>(() =>
    getCookie('answeredSubjectQuizSurvey') ? 'hidden' : 'ask',
  );
  if (state === 'hidden') return null;
  const answer = (useful: boolean) => {
    setCookie('answeredSubjectQuizSurvey', true);
    void track('Subject Quiz Survey', { useful, subjects: subjectCount, jobs: jobCount });
    setState('thanks');
  };
  return (
    <section className="subject-match__survey" aria-labelledby="subject-match-survey">
      <h2 id="subject-match-survey">{intl.formatMessage(m.surveyQuestion)}</h2>
      {state === 'thanks' ? (
        <p role="status">{intl.formatMessage(m.surveyThanks)}</p>
      ) : (
        <div className="subject-match__survey-answers">
          <Button variant="secondary" onClick={() => answer(true)}>
            {intl.formatMessage(m.surveyYes)}
          </Button>
          <Button variant="secondary" onClick={() => answer(false)}>
            {intl.formatMessage(m.surveyNo)}
          </Button>
        </div>
      )}
    </section>
  );
}
