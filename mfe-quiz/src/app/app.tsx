import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { AppIntl, ComingSoonPage, Spinner, useLocale, useRoute, type RouteId } from 'shared-kit';
import { QuizIntroPage } from '../features/intro/quiz-intro-page';
import { SubjectMatchPage } from '../features/subject-match/subject-match-page';
import { loadQuizMessages } from '../i18n/load';
import { loadDataEntry, loadResultRoute, loadStartPage } from './loaders';

// No quiz screen uses react-router: the quiz's start (with its seven questions) and data entry keep
// their steps in the quiz's stored state, not in the URL (decision 080), and the result's filters
// are local state (085). Each page is its own chunk but the intro, the quiz's landing page.
const QuizStartPage = lazy(loadStartPage);
const ResultRoute = lazy(loadResultRoute);
const DataEntryPage = lazy(loadDataEntry);
/** The quiz's pages; a route of the quiz's with no screen (none today) shows coming soon. */
const PAGES: Partial<Record<RouteId, ComponentType>> = {
  'quiz.intro': QuizIntroPage,
  'quiz.start': QuizStartPage,
  'quiz.dataEntry': DataEntryPage,
  'quiz.result': ResultRoute,
  // Its one piece of state is the query string, kept through the kit's location (decision 090).
  subjectQuiz: SubjectMatchPage,
};

/** mfe-quiz: the career quiz and the subject quiz. */
export function App() {
  const locale = useLocale();
  const id = useRoute()?.route.id;
  const Page = (id && PAGES[id]) || ComingSoonPage;
  // On the intro, the start page's code (≈ 8 KB gzip with jotai) is fetched once the intro is on
  // screen, so "Start the quiz" opens it without a wait.
  useEffect(() => {
    if (id !== 'quiz.intro') return;
    const timer = setTimeout(() => void loadStartPage().catch(() => undefined), 1000);
    return () => clearTimeout(timer);
  }, [id]);
  return (
    <AppIntl app="mfe-quiz" locale={locale} load={loadQuizMessages}>
      <Suspense fallback={<Spinner />}>
        <Page />
      </Suspense>
    </AppIntl>
  );
}
