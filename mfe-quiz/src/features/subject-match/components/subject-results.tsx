import { useEffect } from 'react';
import type { Subject, SubjectMatchResult } from 'api/contract';
import { useIntl } from 'react-intl';
import { Button, RouteLink, Spinner, emit, track, useLocale } from 'shared-kit';
import { useIndustries } from '../api/get-industries';
import { useSubjectMatch } from '../api/get-subject-match';
import { reasonOf, THIN_CHOICE } from '../reasons';
import { routeChips } from '../route-chips';
import type { Selection } from '../selection';
import { subjectMatchMessages as m } from '../subject-match-messages';
import { ResultActions, ResultsCompareTray } from './result-actions';
import { SubjectSurvey } from './subject-survey';

export interface SubjectResultsProps {
  readonly selection: Selection;
  /** Codes in the address that no subject has (left out of the match, and said so). */
  readonly unknown: readonly string[];
  readonly subjects: ReadonlyMap<string, Subject>;
  readonly onChange: (next: Selection, opts?: { step?: boolean }) => void;
}

/** Step 2: the jobs the chosen subjects fit, best first, each with its reasons and routes. */
export function SubjectResults({ selection, unknown, subjects, onChange }: SubjectResultsProps) {
  const intl = useIntl();
  const locale = useLocale();
  const match = useSubjectMatch(selection.subjects, locale);
  // The team view (issue 25): results shown, how many subjects and jobs (no subject names).
  const total = match.data?.total;
  useEffect(() => {
    if (total !== undefined) void track('Subject Match Results', { subjects: selection.subjects.length, jobs: total });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per result shown
  }, [total]);
  const industries = useIndustries();
  const nameOf = (code: string) => {
    const s = subjects.get(code);
    return s ? (locale === 'ms' ? s.name_bm : s.name) : code;
  };
  const list = (codes: readonly string[]) => intl.formatList(codes.map(nameOf), { type: 'conjunction' });
  const industryName = (id: string) => {
    const found = industries.data?.find((i) => i.id === id);
    return found ? (locale === 'ms' ? found.name_bm : found.name) : null;
  };
  const chosen = selection.subjects;
  // Core subjects alone (content/subject-match.md §3) never make a fit: say so, and ask for more.
  const coreOnly = chosen.length > 0 && chosen.every((code) => subjects.get(code)?.group === 'core');

  // A link whose codes are all unknown: nothing to match, and the way back to choosing.
  if (chosen.length === 0) {
    return (
      <>
        <p className="subject-match__note">{intl.formatMessage(m.unknownCodes, { codes: unknown.join(', ') })}</p>
        <Button onClick={() => onChange({ subjects: [], view: 'choose' }, { step: true })}>
          {intl.formatMessage(m.changeSubjects)}
        </Button>
      </>
    );
  }

  return (
    <>
      <div className="subject-match__summary">
        <p>{intl.formatMessage(m.yourSubjects, { subjects: list(chosen) })}</p>
        <Button variant="secondary" onClick={() => onChange({ subjects: chosen, view: 'choose' }, { step: true })}>
          {intl.formatMessage(m.changeSubjects)}
        </Button>
      </div>
      {unknown.length > 0 ? (
        <p className="subject-match__note">{intl.formatMessage(m.unknownCodes, { codes: unknown.join(', ') })}</p>
      ) : null}
      {chosen.length < THIN_CHOICE ? (
        <p className="subject-match__note">{intl.formatMessage(m.thin, { count: chosen.length })}</p>
      ) : null}

      {match.isPending ? <Spinner /> : null}
      {match.isError ? (
        <div role="alert" className="subject-match__problem">
          <p>{intl.formatMessage(m.loadFailed)}</p>
          <Button variant="secondary" onClick={() => void match.refetch()}>
            {intl.formatMessage(m.retry)}
          </Button>
        </div>
      ) : null}
      {match.data ? (
        <>
          {match.data.total === 0 ? (
            <p className="subject-match__empty">{intl.formatMessage(m.none)}</p>
          ) : (
            <>
              <p>
                {intl.formatMessage(m.fitsCount, {
                  fits: match.data.fits,
                  weaker: match.data.total - match.data.fits,
                  shown: match.data.data.length,
                })}{' '}
                {intl.formatMessage(m.fitMeaning)}
              </p>
              {coreOnly ? <p className="subject-match__note">{intl.formatMessage(m.coreOnly)}</p> : null}
              <ol className="subject-match__results">
                {match.data.data.map((job) => (
                  <JobResult
                    key={job.id}
                    job={job}
                    chosen={chosen}
                    list={list}
                    nameOf={nameOf}
                    industry={industryName(job.industry)}
                  />
                ))}
              </ol>
            </>
          )}
          <p className="subject-match__more">
            <Button variant="ghost" onClick={() => emit('drawer:open', { focus: 'search' })}>
              {intl.formatMessage(m.searchAll)}
            </Button>
          </p>
          <p>
            <RouteLink to="methodology" params={{ page: 'subject-job-match' }}>
              {intl.formatMessage(m.method)}
            </RouteLink>
          </p>
          <SubjectSurvey subjectCount={chosen.length} jobCount={match.data.total} />
          <ResultsCompareTray />
        </>
      ) : null}
    </>
  );
}

interface JobResultProps {
  readonly job: SubjectMatchResult;
  readonly chosen: readonly string[];
  readonly list: (codes: readonly string[]) => string;
  readonly nameOf: (code: string) => string;
  readonly industry: string | null;
}

function JobResult({ job, chosen, list, nameOf, industry }: JobResultProps) {
  const intl = useIntl();
  const locale = useLocale();
  const name = locale === 'ms' ? job.name_bm : job.name;
  const slug = locale === 'ms' ? job.slug_bm : job.slug;
  const reason = reasonOf(job, chosen);
  const helps = intl.formatList(
    reason.helps.map((h) =>
      h.essential ? intl.formatMessage(m.essential, { subject: nameOf(h.code) }) : nameOf(h.code),
    ),
    { type: 'conjunction' },
  );
  const headingId = `subject-match-job-${job.id}`;
  return (
    <li className="subject-match__result">
      <article aria-labelledby={headingId}>
        <div className="subject-match__result-head">
          <h2 id={headingId}>
            <RouteLink to="jobs.detail" params={{ slug }}>
              {name}
            </RouteLink>
          </h2>
          {/* A job that is not a fit shows no percentage: "78% match · Weaker link" (possible when
              only core subjects are chosen) would say two things at once (decision 255). */}
          <span className={job.fit ? 'subject-match__percent' : 'subject-match__percent subject-match__percent--weak'}>
            {job.fit ? (
              intl.formatMessage(m.match, { percent: job.match_percent })
            ) : (
              <span className="subject-match__weak">{intl.formatMessage(m.weak)}</span>
            )}
          </span>
        </div>
        <p className="subject-match__meta">
          {industry ? <span>{intl.formatMessage(m.industry, { industry })}</span> : null}
          {job.tvet ? (
            <span className="subject-match__badge" title={intl.formatMessage(m.tvetLong)}>
              {intl.formatMessage(m.tvet)}
              <span className="ck-visually-hidden"> — {intl.formatMessage(m.tvetLong)}</span>
            </span>
          ) : null}
        </p>
        <ul className="subject-match__reasons">
          <li className="subject-match__reason--good">{intl.formatMessage(m.helps, { subjects: helps })}</li>
          {reason.needs.length > 0 ? (
            <li className="subject-match__reason--gap">
              {intl.formatMessage(m.needs, { job: name, subjects: list(reason.needs) })}
            </li>
          ) : (
            <li className="subject-match__reason--good">{intl.formatMessage(m.allEssentials)}</li>
          )}
          {reason.alsoAsked.length > 0 ? (
            <li className="subject-match__reason--gap">
              {intl.formatMessage(m.alsoAsked, { subjects: list(reason.alsoAsked) })}
            </li>
          ) : null}
        </ul>
        <h3 className="subject-match__routes-title">{intl.formatMessage(m.routesTitle)}</h3>
        {job.routes.length > 0 ? (
          <ul className="subject-match__routes">
            {routeChips(job.routes).map((chip) => {
              const route = intl.formatMessage(m[`route.${chip.type}`]);
              const duration = chip.duration?.[locale];
              return (
                <li key={chip.type}>
                  {chip.count > 1
                    ? intl.formatMessage(m.routeRepeated, { route, count: chip.count })
                    : duration
                      ? intl.formatMessage(m.routeWithDuration, { route, duration })
                      : route}
                </li>
              );
            })}
          </ul>
        ) : (
          <p>{intl.formatMessage(m.routesNone)}</p>
        )}
        <p className="subject-match__links">
          <RouteLink to="jobs.section" params={{ slug, section: 'education-pathway' }}>
            {intl.formatMessage(m.pathway, { job: name })}
          </RouteLink>
        </p>
        <div className="subject-match__actions">
          <ResultActions job={job} />
        </div>
      </article>
    </li>
  );
}
