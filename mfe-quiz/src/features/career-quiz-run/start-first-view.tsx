import { queryOptions, useQuery } from 'shared-kit/query';
import { generateAffinity } from './api/generate-affinity';
import { Onboarding } from './onboarding';
import './career-quiz-run.css';

const noop = () => undefined;

/** The quiz the page embeds (`/data/generate-affinity`), read as the start page's first GET. */
export const firstQuizQuery = () =>
  queryOptions({ queryKey: ['quiz-start-first-view'], queryFn: ({ signal }) => generateAffinity(signal) });

/**
 * The quiz start's first view on the server (decision 351): the onboarding the app shows a visitor
 * who has not begun (the site server paints none for one past the start: `unlessCookies`). With
 * the page's quiz embedded its button reads "Begin", as the app's does a moment after it mounts —
 * not "Loading…", which a reader without JavaScript would see for ever. The browser never loads
 * this file; the app's start page (start-page.tsx) renders the same onboarding.
 */
export function QuizStartFirstView() {
  const quiz = useQuery(firstQuizQuery());
  return (
    <Onboarding
      ready={Boolean(quiz.data?.length)}
      failed={false}
      restarted={false}
      completed={false}
      onBegin={noop}
      onRetry={noop}
      onTakeAgain={noop}
    />
  );
}

export default QuizStartFirstView;
