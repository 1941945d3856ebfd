import { useEffect } from 'react';
import QuizStartPage from '../features/career-quiz-run/start-page';

/**
 * The quiz's start page (the questions, or the onboarding just before them). Once it is on screen,
 * the screens after the questions are fetched in the background, so a quiz can be finished
 * offline (decision 361). This runs in the start page's own chunk, not in the app's first render
 * (decision 345).
 */
export default function StartRoute() {
  useEffect(() => {
    const timer = setTimeout(
      () => void import('./offline-quiz').then((m) => m.fetchRestOfQuiz()).catch(() => undefined),
      1500,
    );
    return () => clearTimeout(timer);
  }, []);
  return <QuizStartPage />;
}
