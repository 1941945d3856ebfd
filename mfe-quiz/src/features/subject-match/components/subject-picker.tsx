import type { Subject } from 'api/contract';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button, useLocale } from 'shared-kit';
import { groupSubjects, type SubjectGroup } from '../reasons';
import { MAX_SUBJECTS, type Selection } from '../selection';
import { searchSubjects } from '../subject-search';
import { subjectMatchMessages as m } from '../subject-match-messages';
import { Onboarding } from './onboarding';

const GROUP_TITLE: Record<SubjectGroup, keyof typeof m> = {
  core: 'groupCore',
  science: 'groupScience',
  technical: 'groupTechnical',
  arts: 'groupArts',
  languages: 'groupLanguages',
  religious: 'groupReligious',
};

export interface SubjectPickerProps {
  readonly selection: Selection;
  readonly subjects: readonly Subject[];
  readonly onChange: (next: Selection, opts?: { step?: boolean }) => void;
}

/** Step 1: search (either language, typos forgiven) or tick subjects; the chosen ones as chips. */
export function SubjectPicker({ selection, subjects, onChange }: SubjectPickerProps) {
  const intl = useIntl();
  const locale = useLocale();
  const ids = useId();
  const [query, setQuery] = useState('');
  const [needOne, setNeedOne] = useState(false);
  const chosen = selection.subjects;
  const full = chosen.length >= MAX_SUBJECTS;
  const nameOf = (s: Subject) => (locale === 'ms' ? s.name_bm : s.name);
  const byCode = useMemo(() => new Map(subjects.map((s) => [s.code, s])), [subjects]);
  const matches = useMemo(() => searchSubjects(subjects, query), [subjects, query]);
  const groups = useMemo(() => groupSubjects(subjects), [subjects]);

  const setChosen = (codes: readonly string[]) => {
    setNeedOne(false);
    onChange({ subjects: codes, view: 'choose' });
  };
  const toggle = (code: string, on: boolean) => {
    if (on && !chosen.includes(code) && !full) setChosen([...chosen, code]);
    if (!on) setChosen(chosen.filter((c) => c !== code));
  };
  const seeJobs = () => {
    if (chosen.length === 0) return setNeedOne(true);
    onChange({ subjects: chosen, view: 'jobs' }, { step: true });
  };

  // A removed chip takes its button with it: focus moves to the next chip, or to the heading.
  const chosenHeading = useRef<HTMLHeadingElement>(null);
  const chips = useRef<HTMLUListElement>(null);
  const [refocus, setRefocus] = useState<{ index: number; count: number } | null>(null);
  useEffect(() => {
    // Once the address (and so the chips) shows the removal.
    if (refocus === null || chosen.length !== refocus.count) return;
    const buttons = chips.current?.querySelectorAll('button') ?? [];
    (buttons[Math.min(refocus.index, buttons.length - 1)] ?? chosenHeading.current)?.focus();
    setRefocus(null);
  }, [refocus, chosen.length]);
  const removeChip = (code: string) => {
    setRefocus({ index: chosen.indexOf(code), count: chosen.length - 1 });
    toggle(code, false);
  };

  const checkbox = (s: Subject) => {
    const on = chosen.includes(s.code);
    return (
      <li key={s.code}>
        <label className="subject-match__check">
          <input
            type="checkbox"
            checked={on}
            disabled={!on && full}
            onChange={(e) => toggle(s.code, e.target.checked)}
          />
          <span>{nameOf(s)}</span>
        </label>
      </li>
    );
  };

  return (
    <>
      <Onboarding />
      <div className="subject-match__picker">
        <div className="subject-match__search">
          <label htmlFor={`${ids}-q`}>{intl.formatMessage(m.searchLabel)}</label>
          <input
            id={`${ids}-q`}
            type="search"
            className="ck-field__input"
            autoComplete="off"
            aria-describedby={`${ids}-hint`}
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            onKeyDown={(e) => {
              if (e.key !== 'Enter') return;
              e.preventDefault();
              const first = matches.find((s) => !chosen.includes(s.code));
              if (first && !full) {
                toggle(first.code, true);
                setQuery('');
              }
            }}
          />
          <p id={`${ids}-hint`} className="subject-match__hint">
            {intl.formatMessage(m.searchHint)}
          </p>
          <p role="status" className={query.trim() ? 'subject-match__count' : 'ck-visually-hidden'}>
            {query.trim()
              ? matches.length > 0
                ? intl.formatMessage(m.searchResults, { count: matches.length })
                : intl.formatMessage(m.searchNone, { query: query.trim() })
              : ''}
          </p>
          {matches.length > 0 ? (
            <ul className="subject-match__checks" aria-label={intl.formatMessage(m.searchLabel)}>
              {matches.map(checkbox)}
            </ul>
          ) : null}
        </div>

        <section className="subject-match__chosen" aria-labelledby={`${ids}-chosen`}>
          <h2 id={`${ids}-chosen`} ref={chosenHeading} tabIndex={-1}>
            {intl.formatMessage(m.chosenTitle, { count: chosen.length, max: MAX_SUBJECTS })}
          </h2>
          {chosen.length === 0 ? (
            <p>{intl.formatMessage(m.chosenNone)}</p>
          ) : (
            <ul className="subject-match__chips" ref={chips}>
              {chosen.map((code) => {
                const name = byCode.get(code) ? nameOf(byCode.get(code)!) : code;
                return (
                  <li key={code}>
                    <button
                      type="button"
                      className="subject-match__chip"
                      aria-label={intl.formatMessage(m.remove, { subject: name })}
                      onClick={() => removeChip(code)}
                    >
                      {name}
                      <span aria-hidden="true"> ×</span>
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
          {full ? (
            <p className="subject-match__note">{intl.formatMessage(m.limitReached, { max: MAX_SUBJECTS })}</p>
          ) : null}
          <div className="subject-match__go">
            <Button onClick={seeJobs} aria-describedby={needOne ? `${ids}-need` : undefined}>
              {intl.formatMessage(m.seeJobs)}
            </Button>
            {chosen.length > 0 ? (
              <Button variant="ghost" onClick={() => setChosen([])}>
                {intl.formatMessage(m.clearAll)}
              </Button>
            ) : null}
          </div>
          {needOne ? (
            <p id={`${ids}-need`} role="alert" className="subject-match__error">
              {intl.formatMessage(m.needOne)}
            </p>
          ) : null}
        </section>

        <section className="subject-match__groups" aria-labelledby={`${ids}-groups`}>
          <h2 id={`${ids}-groups`}>{intl.formatMessage(m.groupsTitle)}</h2>
          {groups.map(([group, list]) => (
            <fieldset key={group} className="subject-match__group">
              <legend>{intl.formatMessage(m[GROUP_TITLE[group]])}</legend>
              <ul className="subject-match__checks">{list.map(checkbox)}</ul>
            </fieldset>
          ))}
          {chosen.length > 0 ? (
            <div className="subject-match__go">
              <Button onClick={seeJobs}>{intl.formatMessage(m.seeJobsCount, { count: chosen.length })}</Button>
            </div>
          ) : null}
        </section>
      </div>
    </>
  );
}
