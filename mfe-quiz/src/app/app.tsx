import { AppIntl, ComingSoonPage, useLocale, useRoute } from 'shared-kit';
import { QuizIntroPage } from '../features/intro/quiz-intro-page';
import { loadQuizMessages } from '../i18n/load';

/** mfe-quiz: the career quiz and the subject quiz. */
export function App() {
  const locale = useLocale();
  const route = useRoute();
  const id = route?.route.id;
  return (
    <AppIntl app="mfe-quiz" locale={locale} load={loadQuizMessages}>
      {id === 'quiz.intro' ? <QuizIntroPage /> : <ComingSoonPage />}
    </AppIntl>
  );
}
