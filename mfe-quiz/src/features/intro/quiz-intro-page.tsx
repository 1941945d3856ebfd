import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { RouteLink } from 'shared-kit';
import { introMessages as m } from './intro-messages';
import './quiz-intro-page.css';

const TYPES = ['typeR', 'typeI', 'typeA', 'typeS', 'typeE', 'typeC'] as const;

/** The career quiz intro (route `quiz.intro`). */
export function QuizIntroPage() {
  const intl = useIntl();
  useEffect(() => {
    document.title = intl.formatMessage(m.pageTitle);
  }, [intl]);
  return (
    <div className="quiz-intro">
      <h1>{intl.formatMessage(m.title)}</h1>
      <p className="quiz-intro__lead">{intl.formatMessage(m.lead)}</p>
      <RouteLink to="quiz.start" className="ck-button ck-button--primary">
        {intl.formatMessage(m.start)}
      </RouteLink>
      <section aria-labelledby="quiz-how">
        <h2 id="quiz-how">{intl.formatMessage(m.howTitle)}</h2>
        <ol>
          {(['how1', 'how2', 'how3', 'how4'] as const).map((k) => (
            <li key={k}>{intl.formatMessage(m[k])}</li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="quiz-types">
        <h2 id="quiz-types">{intl.formatMessage(m.typesTitle)}</h2>
        <ul className="quiz-intro__types">
          {TYPES.map((k) => (
            <li key={k}>
              <span aria-hidden="true" className="quiz-intro__letter">
                {k.slice(-1)}
              </span>
              {intl.formatMessage(m[k])}
            </li>
          ))}
        </ul>
        <p>
          <RouteLink to="methodology" params={{ page: 'career-quiz' }}>
            {intl.formatMessage(m.method)}
          </RouteLink>
        </p>
      </section>
    </div>
  );
}
