import type { CareerQuizResult } from 'api/contract';
import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Button, RouteLink, TextField } from 'shared-kit';
import { compareImk, imkLetter, parseImk, type ImkComparison, type ImkError } from './imk';
import { resultMessages as m } from './result-messages';
import type { Letter } from './why-text';

const ERRORS = { letters: m.imkErrorLetters, repeat: m.imkErrorRepeat, count: m.imkErrorCount } as const;

/**
 * The IMK bridge (issue 9 item 7): an optional field for the top letters of KPM's Inventori Minat
 * Kerjaya; shows, letter by letter, where IMK and this quiz agree and differ, without saying which
 * is right, and links to the methodology page on the difference. Nothing is stored.
 */
export function ImkBridge({ result, typeName }: { result: CareerQuizResult; typeName: (l: Letter) => string }) {
  const intl = useIntl();
  const titleId = useId();
  const [value, setValue] = useState('');
  const [error, setError] = useState<ImkError | null>(null);
  const [comparison, setComparison] = useState<ImkComparison | null>(null);
  const named = (l: Letter) => intl.formatMessage(m.typeWithCode, { name: typeName(l), code: imkLetter(l) });
  const list = (ls: readonly Letter[]) => intl.formatList(ls.map(named), { type: 'conjunction' });

  function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = parseImk(value);
    if ('error' in parsed) {
      setError(parsed.error);
      setComparison(null);
      return;
    }
    setError(null);
    setComparison(compareImk(parsed.letters, { ...result, scores: result.scores as Record<Letter, number> }));
  }

  return (
    <section className="quiz-result__imk quiz-result__no-print" aria-labelledby={titleId}>
      <h2 id={titleId}>{intl.formatMessage(m.imkTitle)}</h2>
      <p>{intl.formatMessage(m.imkIntro)}</p>
      <form className="quiz-result__imk-form" onSubmit={submit} noValidate>
        <TextField
          label={intl.formatMessage(m.imkLabel)}
          hint={intl.formatMessage(m.imkHint)}
          error={error ? intl.formatMessage(ERRORS[error]) : null}
          value={value}
          onChange={(e) => setValue(e.target.value)}
          maxLength={12}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
        />
        <Button type="submit" variant="secondary">
          {intl.formatMessage(m.imkCompare)}
        </Button>
      </form>
      <div aria-live="polite">
        {comparison ? (
          <div className="quiz-result__imk-result">
            <ul>
              <li>{intl.formatMessage(m.imkTheirs, { types: list(comparison.imk) })}</li>
              <li>
                {result.flat
                  ? intl.formatMessage(m.imkOursFlat, { types: list(comparison.ours) })
                  : intl.formatMessage(m.imkOurs, { types: list(comparison.ours) })}
              </li>
            </ul>
            <ul>
              {comparison.sameFirst ? (
                <li>{intl.formatMessage(m.imkSameFirst, { type: named(comparison.imk[0]!) })}</li>
              ) : null}
              {comparison.agree.map((l) => (
                <li key={`a${l}`}>{intl.formatMessage(m.imkAgree, { type: named(l) })}</li>
              ))}
              {comparison.differ.map(({ letter, score }) => (
                <li key={`d${letter}`}>{intl.formatMessage(m.imkDiffer, { type: named(letter), count: score })}</li>
              ))}
              {comparison.onlyOurs.map((l) => (
                <li key={`o${l}`}>{intl.formatMessage(m.imkOnlyOurs, { type: named(l) })}</li>
              ))}
            </ul>
            <p>{intl.formatMessage(m.imkWhy)}</p>
          </div>
        ) : null}
      </div>
      <p>
        <RouteLink to="methodology" params={{ page: 'career-quiz-vs-imk' }}>
          {intl.formatMessage(m.imkMethod)}
        </RouteLink>
      </p>
    </section>
  );
}
