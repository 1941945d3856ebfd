import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Button, kitMessages, RouteLink, setSession, usePageTitle } from 'shared-kit';
import { runMessages as m } from './run-messages';

export interface OnboardingProps {
  /** The quiz's pictures are here: the first question can show at once. */
  readonly ready: boolean;
  readonly failed: boolean;
  /** The quiz had to start again (its pictures were gone from this device). */
  readonly restarted: boolean;
  /** A finished quiz with a saved lead: offer its result or a new quiz. */
  readonly completed: boolean;
  readonly onBegin: () => void;
  readonly onRetry: () => void;
  readonly onTakeAgain: () => void;
}

/** What the quiz is, how long it takes, that it is free and anonymous, how answers are used. */
export function Onboarding({ ready, failed, restarted, completed, onBegin, onRetry, onTakeAgain }: OnboardingProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  usePageTitle(t(m.startTitle));
  // Spec §3: the onboarding has been shown in this tab (the shell clears it on each window load).
  useEffect(() => setSession('onboardingShown', true), []);

  return (
    <div className="quiz-run quiz-run--onboarding">
      <h1>{t(m.onboardTitle)}</h1>
      {restarted ? (
        <p className="quiz-run__notice" role="status">
          {t(m.restarted)}
        </p>
      ) : null}
      {completed ? (
        <div className="quiz-run__notice">
          <p>{t(m.alreadyDone)}</p>
          <p className="quiz-run__actions">
            <RouteLink to="quiz.result" className="ck-button ck-button--primary">
              {t(m.seeResult)}
            </RouteLink>
            <Button variant="secondary" onClick={onTakeAgain}>
              {t(m.takeAgain)}
            </Button>
          </p>
        </div>
      ) : null}
      <p className="quiz-run__lead">{t(m.onboardWhat)}</p>
      <ul className="quiz-run__facts">
        <li>{t(m.factTime)}</li>
        <li>{t(m.factFree)}</li>
        <li>{t(m.factAnonymous)}</li>
      </ul>
      <p className="quiz-run__hint">{t(m.howToAnswer)}</p>
      {completed ? null : (
        <div className="quiz-run__begin">
          {failed ? (
            <>
              <p className="quiz-run__error" role="alert">
                {t(m.loadFailed)}
              </p>
              <Button onClick={onRetry}>{t(kitMessages.retry)}</Button>
            </>
          ) : (
            <Button onClick={onBegin} busy={!ready}>
              {ready ? t(m.begin) : t(kitMessages.loading)}
            </Button>
          )}
        </div>
      )}
      <h2>{t(m.usesTitle)}</h2>
      <p>{t(m.usesBody)}</p>
    </div>
  );
}
