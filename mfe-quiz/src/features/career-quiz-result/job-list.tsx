import type { CareerQuizJobMatch, CareerQuizPick } from 'api/contract';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button, RouteLink } from 'shared-kit';
import { FIRST_JOBS } from './result-cookies';
import { resultMessages as m } from './result-messages';
import { whyPrintLine, whyThisJob, type Letter, type Viewer } from './why-text';

export interface JobListProps {
  jobs: readonly CareerQuizJobMatch[];
  picks: readonly CareerQuizPick[];
  typeName: (l: Letter) => string;
  viewer: Viewer;
  flat: boolean;
  /** How clear the answers are (0–1, decision 250): no match can be higher. */
  clarity: number;
  /** The user's named types (primary, secondary): the print's one "why" line for every job. */
  leading: CareerQuizJobMatch['shared'];
  /** Per-job actions (save, compare) rendered in each card's actions area; none when absent. */
  actions?: (job: CareerQuizJobMatch) => ReactNode;
}

/** The recommended jobs, best match first, with industry and TVET filters and "why this job". */
export function JobList({ jobs, picks, typeName, viewer, flat, clarity, leading, actions }: JobListProps) {
  const intl = useIntl();
  const ids = { title: useId(), industry: useId(), tvet: useId(), status: useId() };
  const [industry, setIndustry] = useState('');
  const [tvetOnly, setTvetOnly] = useState(false);
  // A flat result lists only a few jobs to explore (two per picked type): all of them at once.
  const first = flat ? jobs.length : FIRST_JOBS;
  const [limit, setLimit] = useState(first);
  const industries = useMemo(() => {
    const names = new Map(jobs.map((j) => [j.industry, j.industry_name]));
    return [...names].sort((a, b) => a[1].localeCompare(b[1], intl.locale));
  }, [jobs, intl.locale]);
  const filtered = jobs.filter((j) => (!industry || j.industry === industry) && (!tvetOnly || j.tvet));
  const shown = filtered.slice(0, limit);
  const title = flat ? m.flatJobsTitle : viewer === 'own' ? m.jobsTitle : m.sharedJobsTitle;

  return (
    <section className="quiz-result__jobs" aria-labelledby={ids.title}>
      <h2 id={ids.title}>{intl.formatMessage(title)}</h2>
      {flat ? (
        <p className="quiz-result__jobs-note">
          {intl.formatMessage(viewer === 'own' ? m.flatJobsNote : m.sharedFlatJobsNote)}
        </p>
      ) : (
        <p className="quiz-result__jobs-note quiz-result__muted quiz-result__no-print">
          {intl.formatMessage(viewer === 'own' ? m.matchNote : m.sharedMatchNote, {
            clarity: Math.round(clarity * 100),
          })}
        </p>
      )}
      {!flat && leading.length ? (
        <p className="quiz-result__print-only">{whyPrintLine(intl, leading as Letter[], picks, typeName, viewer)}</p>
      ) : null}
      <fieldset className="quiz-result__filters quiz-result__no-print">
        <legend>{intl.formatMessage(m.filtersLegend)}</legend>
        <div className="quiz-result__filter">
          <label htmlFor={ids.industry}>{intl.formatMessage(m.industryLabel)}</label>
          <select
            id={ids.industry}
            value={industry}
            onChange={(e) => {
              setIndustry(e.target.value);
              setLimit(first);
            }}
          >
            <option value="">{intl.formatMessage(m.allIndustries)}</option>
            {industries.map(([id, name]) => (
              <option key={id} value={id}>
                {name}
              </option>
            ))}
          </select>
        </div>
        <div className="quiz-result__filter quiz-result__filter--check">
          <input
            id={ids.tvet}
            type="checkbox"
            checked={tvetOnly}
            onChange={(e) => {
              setTvetOnly(e.target.checked);
              setLimit(first);
            }}
          />
          <label htmlFor={ids.tvet}>{intl.formatMessage(m.tvetOnly)}</label>
        </div>
      </fieldset>
      <p id={ids.status} className="quiz-result__muted quiz-result__no-print" role="status">
        {intl.formatMessage(m.showing, { shown: shown.length, total: filtered.length })}
      </p>
      {filtered.length === 0 ? (
        <div className="quiz-result__none">
          <p>{intl.formatMessage(m.noneMatch)}</p>
          <Button
            variant="secondary"
            onClick={() => {
              setIndustry('');
              setTvetOnly(false);
            }}
          >
            {intl.formatMessage(m.clearFilters)}
          </Button>
        </div>
      ) : (
        <ol className="quiz-result__job-list">
          {shown.map((job) => (
            <JobCard
              key={job.id}
              job={job}
              actions={actions?.(job)}
              badge={
                flat
                  ? intl.formatMessage(m.flatFor, { type: typeName(job.holland_code[0] as Letter) })
                  : intl.formatMessage(m.match, { percent: job.match })
              }
              why={whyThisJob(intl, job, picks, typeName, { viewer, flat })}
            />
          ))}
        </ol>
      )}
      {filtered.length > shown.length ? (
        <Button variant="secondary" className="quiz-result__no-print" onClick={() => setLimit((n) => n + first)}>
          {intl.formatMessage(m.showMore)}
        </Button>
      ) : null}
    </section>
  );
}

function JobCard({
  job,
  actions,
  badge,
  why,
}: {
  job: CareerQuizJobMatch;
  actions: ReactNode;
  /** "81% match", or on a flat result the type the job is listed for. */
  badge: string;
  why: { main: string; also: string | null; duty: string | null };
}) {
  const intl = useIntl();
  const nameId = useId();
  return (
    <li className="quiz-result__job" aria-labelledby={nameId}>
      <div className="quiz-result__job-head">
        <h3 id={nameId} className="quiz-result__job-name">
          <RouteLink to="jobs.detail" params={{ slug: job.slug }}>
            {job.name}
          </RouteLink>
        </h3>
        <span className="quiz-result__match">{badge}</span>
      </div>
      <p className="quiz-result__job-meta">
        <span>{intl.formatMessage(m.industry, { name: job.industry_name })}</span>
        {job.tvet ? (
          <span className="quiz-result__badge" title={intl.formatMessage(m.tvetHint)}>
            {intl.formatMessage(m.tvet)}
            <span className="ck-visually-hidden"> — {intl.formatMessage(m.tvetHint)}</span>
          </span>
        ) : null}
      </p>
      <p className="quiz-result__why">
        <strong className="quiz-result__why-main">{intl.formatMessage(m.whyTitle)}: </strong>
        <span className="quiz-result__why-main">
          {why.main}
          {why.also ? ` ${why.also}` : null}
        </span>
        {why.duty ? <span className="quiz-result__why-duty"> {why.duty}</span> : null}
      </p>
      {actions ? <div className="quiz-result__job-actions">{actions}</div> : null}
    </li>
  );
}
