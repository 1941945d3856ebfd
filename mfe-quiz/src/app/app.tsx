import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { AppIntl, Spinner, useLocale, useRoute, type RouteId } from 'shared-kit';
import { QuizIntroPage } from '../features/intro/quiz-intro-page';
import { loadQuizMessages } from '../i18n/load';

// The quiz's steps (start, data entry, questions, result) are routed by react-router from the route
// table (./quiz-routes.tsx, loaded on demand). The intro is the quiz's landing page and needs no
// router: it renders without one, so its first render does not carry react-router (decision 051).
const loadRoutes = () => import('./quiz-routes');
const QuizRoutes = lazy(loadRoutes);

/** Pages rendered without the router. */
const PAGES: Partial<Record<RouteId, ComponentType>> = { 'quiz.intro': QuizIntroPage };

/** mfe-quiz: the career quiz and the subject quiz. */
export function App() {
  const locale = useLocale();
  const id = useRoute()?.route.id;
  const Page = id ? PAGES[id] : undefined;
  useEffect(() => {
    // After the intro has rendered, fetch the steps while the visitor reads, so Start is instant.
    if (!Page) return;
    const timer = window.setTimeout(() => void loadRoutes(), 1000);
    return () => window.clearTimeout(timer);
  }, [Page]);
  return (
    <AppIntl app="mfe-quiz" locale={locale} load={loadQuizMessages}>
      <Suspense fallback={<Spinner />}>{Page ? <Page /> : <QuizRoutes />}</Suspense>
    </AppIntl>
  );
}
