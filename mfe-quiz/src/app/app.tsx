import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { AppIntl, ComingSoonPage, http, Spinner, useLocale, useRoute, type RouteId } from 'shared-kit';
import { QuizIntroPage } from '../features/intro/quiz-intro-page';
import { SubjectMatchPage } from '../features/subject-match/subject-match-page';
import { loadQuizMessages } from '../i18n/load';

// No quiz screen uses react-router: the quiz's start (with its seven questions) and data entry keep
// their steps in the quiz's stored state, not in the URL (decision 080), and the result's filters
// are local state (085). Each page is its own chunk but the intro, the quiz's landing page.
const loadStartPage = () => import('../features/career-quiz-run/start-page');
const QuizStartPage = lazy(loadStartPage);
// The result needs no router (its filters are local state): its heading renders first (decision 085).
const loadResultRoute = () => import('../features/career-quiz-result/result-route');
const ResultRoute = lazy(loadResultRoute);
const loadDataEntry = () => import('../features/career-quiz-run/data-entry-page');
const DataEntryPage = lazy(loadDataEntry);
/**
 * A quiz under way can be finished without a connection (decision 361): the code of the screens
 * after the questions — data entry, the result and its body, the HTTP client — is fetched in the
 * background on the start page, and kept by the service worker and the HTTP cache.
 */
const loadRestOfQuiz = () =>
  Promise.all([
    loadDataEntry(),
    loadResultRoute(),
    import('../features/career-quiz-result/result-body'),
    http(),
    keepStyles(),
  ]);

/** Where webpack loads this build's files from: its version folder (the entry's, decision 360). */
declare const __webpack_public_path__: string;

/** Asks the site's service worker to keep this build's stylesheets (some load only on render). */
async function keepStyles() {
  if (typeof __webpack_public_path__ !== 'string') return;
  const registration = await navigator.serviceWorker?.ready;
  registration?.active?.postMessage({ type: 'keep-styles', base: __webpack_public_path__ });
}

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
  // On the start page (the questions, or the onboarding just before them), the screens after the
  // questions are fetched in the background, so a quiz can be finished offline (decision 361).
  useEffect(() => {
    if (id !== 'quiz.start') return;
    const timer = setTimeout(() => void loadRestOfQuiz().catch(() => undefined), 1500);
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
