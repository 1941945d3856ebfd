import type { AffinityQuestion, AffinitySelection } from 'api/contract';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { Button, QUIZ_QUESTIONS, useLocale, usePageTitle } from 'shared-kit';
import { labelOf, type QuizAnswer } from '../../shared/quiz-answers';
import { runMessages as m } from './run-messages';

/** Width and height of a choice's picture, in CSS pixels (set on the img: nothing shifts). */
export const PICTURE_SIZE = 88;

export interface QuestionViewProps {
  readonly question: AffinityQuestion;
  /** The answer already given to this question, if any. */
  readonly answer: QuizAnswer | undefined;
  readonly onChoose: (selection: AffinitySelection) => void;
  /** Absent on question 1. */
  readonly onPrevious?: () => void;
  /** Present when this question is answered: go on without changing the answer. */
  readonly onNext?: () => void;
  readonly onStartOver: () => void;
  /** Move focus into the choices on showing a question (after the visitor acted, not on a load). */
  readonly focusOnShow: boolean;
}

/**
 * One question: six picture cards in a radio group (WAI-ARIA radio group pattern with a roving
 * tabindex). Arrow keys, Home and End move the focus without choosing; Space, Enter or a tap
 * chooses, and the quiz goes on to the next question. The group is named by the question and
 * described by its position ("Question 3 of 7"); each card by its label, its picture described
 * by the picture's text alternative.
 */
export function QuestionView({
  question,
  answer,
  onChoose,
  onPrevious,
  onNext,
  onStartOver,
  focusOnShow,
}: QuestionViewProps) {
  const intl = useIntl();
  const locale = useLocale();
  const id = useId();
  const { selections } = question;
  const checkedIndex = answer ? selections.findIndex((s) => s.label === answer.activity) : -1;
  const [focusIndex, setFocusIndex] = useState(Math.max(0, checkedIndex));
  const cards = useRef<(HTMLDivElement | null)[]>([]);
  const position = intl.formatMessage(m.position, { current: question.question, total: QUIZ_QUESTIONS });
  usePageTitle(intl.formatMessage(m.questionTitle, { current: question.question, total: QUIZ_QUESTIONS }));

  // A new question: the roving focus starts on its answer (or its first card).
  useEffect(() => {
    const start = Math.max(0, checkedIndex);
    setFocusIndex(start);
    if (focusOnShow) {
      window.scrollTo?.(0, 0);
      cards.current[start]?.focus({ preventScroll: true });
    }
    // Only when the question changes, not when its answer does.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [question.question, focusOnShow]);

  const moveTo = (index: number) => {
    const next = (index + selections.length) % selections.length;
    setFocusIndex(next);
    cards.current[next]?.focus();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const keys: Record<string, () => void> = {
      ArrowRight: () => moveTo(focusIndex + 1),
      ArrowDown: () => moveTo(focusIndex + 1),
      ArrowLeft: () => moveTo(focusIndex - 1),
      ArrowUp: () => moveTo(focusIndex - 1),
      Home: () => moveTo(0),
      End: () => moveTo(selections.length - 1),
      ' ': () => onChoose(selections[focusIndex]!),
      Enter: () => onChoose(selections[focusIndex]!),
    };
    const action = keys[e.key];
    if (!action || e.altKey || e.ctrlKey || e.metaKey) return;
    e.preventDefault();
    action();
  };

  return (
    <div className="quiz-run quiz-run--question">
      <div className="quiz-run__progress">
        <p className="quiz-run__position" id={`${id}-position`}>
          {position}
        </p>
        <progress className="quiz-run__bar" max={QUIZ_QUESTIONS} value={question.question} aria-hidden="true" />
      </div>
      <h1 id={`${id}-prompt`} className="quiz-run__prompt">
        {intl.formatMessage(m.prompt)}
      </h1>
      <div
        role="radiogroup"
        className="quiz-run__choices"
        aria-labelledby={`${id}-prompt`}
        aria-describedby={`${id}-position`}
        onKeyDown={onKeyDown}
      >
        {selections.map((s, i) => {
          const { label, alt } = labelOf(s, locale);
          const checked = i === checkedIndex;
          return (
            <div
              key={s.label}
              ref={(el) => {
                cards.current[i] = el;
              }}
              role="radio"
              aria-checked={checked}
              aria-labelledby={`${id}-${i}-label`}
              aria-describedby={`${id}-${i}-alt`}
              tabIndex={i === focusIndex ? 0 : -1}
              className="quiz-run__choice"
              data-activity={s.label}
              onClick={() => onChoose(s)}
              onFocus={() => setFocusIndex(i)}
            >
              <img
                className="quiz-run__picture"
                src={s.image}
                alt=""
                width={PICTURE_SIZE}
                height={PICTURE_SIZE}
                // The first question's pictures are the page's first view; later ones load as shown.
                loading={question.question === 1 ? 'eager' : 'lazy'}
                decoding="async"
                draggable={false}
              />
              <span className="quiz-run__label" id={`${id}-${i}-label`}>
                {label}
              </span>
              <span className="ck-visually-hidden" id={`${id}-${i}-alt`}>
                {alt}
              </span>
            </div>
          );
        })}
      </div>
      <div className="quiz-run__nav">
        {onPrevious ? (
          <Button variant="secondary" onClick={onPrevious}>
            <span aria-hidden="true">←</span> {intl.formatMessage(m.previous)}
          </Button>
        ) : null}
        {onNext ? (
          <Button variant="secondary" className="quiz-run__next" onClick={onNext}>
            {intl.formatMessage(m.next)} <span aria-hidden="true">→</span>
          </Button>
        ) : null}
      </div>
      <p className="quiz-run__start-over">
        <Button variant="ghost" onClick={onStartOver}>
          {intl.formatMessage(m.startOver)}
        </Button>
      </p>
    </div>
  );
}
