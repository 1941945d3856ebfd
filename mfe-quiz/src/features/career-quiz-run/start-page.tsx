import type { AffinitySelection } from 'api/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { getCookie, persistCookie, QUIZ_QUESTIONS, Spinner, track, useNavigateTo } from 'shared-kit';
import {
  affinitySelectionsAtom,
  currentQuestionAtom,
  leadsIdAtom,
  quizProgressAtom,
  regenerateQuizAtom,
  useAtom,
  useAtomValue,
  useSetAtom,
  userSelectionsFullAtom,
  userSelectionsListAtom,
} from 'shared-kit/state';
import { answerOf, isComplete, QUIZ_DONE, readAnswers, readQuestions, withAnswer } from '../../shared/quiz-answers';
import { generateAffinity } from './api/generate-affinity';
import { Onboarding } from './onboarding';
import { QuestionView } from './question-view';
import { roleOfLead } from './roles';
import './career-quiz-run.css';

type Load = 'idle' | 'loading' | 'failed';

/**
 * The career quiz's start (route `quiz.start`, layout onboarding): the onboarding text, then the
 * seven questions, one at a time, all on this route. Where the visitor stands lives in the spec's
 * cookies and storage (shared-kit/state), so a reload, a closed tab or the menu resumes at the
 * same question with the same pictures (decision 080).
 */
export default function QuizStartPage() {
  const navigateTo = useNavigateTo();
  const [stored, setStored] = useAtom(affinitySelectionsAtom);
  const [current, setCurrent] = useAtom(currentQuestionAtom);
  const [storedAnswers, setFull] = useAtom(userSelectionsFullAtom);
  const setList = useSetAtom(userSelectionsListAtom);
  const [leadsId, setLeadsId] = useAtom(leadsIdAtom);
  const progress = useAtomValue(quizProgressAtom);
  const regenerate = useSetAtom(regenerateQuizAtom);
  const questions = readQuestions(stored);
  const answers = readAnswers(storedAnswers);
  const [load, setLoad] = useState<Load>('idle');
  const [restarted, setRestarted] = useState(false);
  // Focus follows the visitor's own actions, never a page load.
  const [acted, setActed] = useState(false);
  const checked = useRef(false);

  // On arrival (spec §4): a quiz in no state the visitor can resume (notifyUser) starts afresh with
  // new pictures; a quiz whose pictures are gone from this device starts again, saying so.
  useEffect(() => {
    if (checked.current) return;
    checked.current = true;
    const onQuestion = current >= 1 && current <= QUIZ_QUESTIONS;
    if (progress === 'notifyUser') {
      regenerate();
    } else if (onQuestion && !questions) {
      regenerate();
      setRestarted(true);
    } else if (onQuestion && current > answers.length + 1) {
      setCurrent(answers.length + 1);
    }
  }, [progress, current, questions, answers.length, regenerate, setCurrent]);

  // Seven answers and no lead yet (submittingForm): on to data entry.
  const toDataEntry = useCallback(
    (replace: boolean) =>
      navigateTo('quiz.dataEntry', { type: roleOfLead(getCookie('userLeadFormData')) }, { replace }),
    [navigateTo],
  );
  const finished = isComplete(answers) && (current === 0 || current > QUIZ_QUESTIONS);
  useEffect(() => {
    if (finished && progress === 'submittingForm') toDataEntry(true);
  }, [finished, progress, toDataEntry]);

  // No pictures yet: fetch a quiz (once per need; "Try again" after a failure).
  const fetchQuiz = useCallback(
    (signal?: AbortSignal) => {
      setLoad('loading');
      generateAffinity(signal).then(
        (data) => {
          setStored(data);
          setLoad('idle');
        },
        () => {
          if (!signal?.aborted) setLoad('failed');
        },
      );
    },
    [setStored],
  );
  const needsQuiz = !questions;
  useEffect(() => {
    if (!needsQuiz) return;
    const controller = new AbortController();
    fetchQuiz(controller.signal);
    return () => controller.abort();
  }, [needsQuiz, fetchQuiz]);

  // While a question is on screen, the next one's pictures are fetched in the background, so a
  // tap never shows empty cards on a slow connection (question 1's load with the page; the others
  // never before question 1 is there).
  const upcoming = current >= 1 && current < QUIZ_QUESTIONS ? questions?.[current] : undefined;
  useEffect(() => {
    if (!upcoming) return;
    const timer = setTimeout(() => {
      for (const s of upcoming.selections) new Image().src = s.image;
    }, 400);
    return () => clearTimeout(timer);
  }, [upcoming]);
  // A quiz under way can be finished without a connection (decision 361): once question 1 is on
  // screen (after its own pictures), the other questions' pictures are fetched in the background
  // (the service worker and the HTTP cache keep them; src/app fetches the next screens' code), so
  // losing the connection mid-quiz loses nothing; the result is scored when it is back.
  const underWay = current >= 1 && !!questions;
  useEffect(() => {
    if (!underWay || !questions) return;
    const timer = setTimeout(() => {
      for (const q of questions) for (const s of q.selections) new Image().src = s.image;
    }, 800);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per quiz under way
  }, [underWay]);

  const choose = (questionNo: number, selection: AffinitySelection) => {
    const question = questions?.[questionNo - 1];
    if (!question || questionNo > answers.length + 1) return;
    const next = withAnswer(answers, answerOf(question, selection));
    // The team's quiz funnel (issue 25): which question visitors reach.
    void track('Quiz Question Answered', { question: questionNo });
    setActed(true);
    setFull(next);
    setList(next.map((a) => a.activity));
    if (questionNo < QUIZ_QUESTIONS) {
      setCurrent(questionNo + 1);
    } else {
      setCurrent(QUIZ_DONE);
      toDataEntry(false);
    }
  };

  const begin = () => {
    void track('Quiz Started');
    setActed(true);
    persistCookie('onBoardingCompleted', true);
    setCurrent(1);
  };

  const startOver = () => {
    setActed(true);
    setRestarted(false);
    if (leadsId) setLeadsId(null);
    regenerate();
  };

  if (current >= 1 && current <= QUIZ_QUESTIONS && questions) {
    const question = questions[current - 1]!;
    const answered = answers[current - 1];
    return (
      <QuestionView
        key={current}
        question={question}
        answer={answered}
        focusOnShow={acted}
        onChoose={(s) => choose(current, s)}
        onPrevious={
          current > 1
            ? () => {
                setActed(true);
                setCurrent(current - 1);
              }
            : undefined
        }
        onNext={
          answered
            ? () => {
                setActed(true);
                if (current < QUIZ_QUESTIONS) setCurrent(current + 1);
                else if (isComplete(answers)) {
                  setCurrent(QUIZ_DONE);
                  toDataEntry(false);
                }
              }
            : undefined
        }
        onStartOver={startOver}
      />
    );
  }
  if (finished && progress === 'submittingForm') return <Spinner />;

  return (
    <Onboarding
      ready={!!questions}
      failed={load === 'failed'}
      restarted={restarted}
      completed={progress === 'completedQuiz' && isComplete(answers)}
      onBegin={begin}
      onRetry={() => fetchQuiz()}
      onTakeAgain={startOver}
    />
  );
}
