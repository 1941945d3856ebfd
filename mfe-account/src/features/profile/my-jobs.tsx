import type { JobListItem } from 'api/contract';
import { useEffect, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button, getCookie, persistCookie, RouteLink, Spinner, useLocale, type Locale } from 'shared-kit';
import { savedChanged } from 'shared-kit/job-actions';
import type { UseQueryResult } from 'shared-kit/query';
import { useQuizResults } from './api/get-quiz-results';
import { useReadJobs } from './api/get-read-jobs';
import { useRemoveSavedJob, useSavedJobs } from './api/get-saved-jobs';
import { myJobsMessages as m } from './my-jobs-messages';
import { resultQuery } from './result-link';

const nameOf = (job: Pick<JobListItem, 'name' | 'name_bm'>, locale: Locale) =>
  locale === 'ms' ? job.name_bm : job.name;
const slugOf = (job: Pick<JobListItem, 'slug' | 'slug_bm'>, locale: Locale) =>
  locale === 'ms' ? job.slug_bm : job.slug;

/** A section of the profile with its list: loading, failed (with retry, in place), empty, or the list. */
function ListSection<T>({
  id,
  title,
  query,
  empty,
  children,
}: {
  readonly id: string;
  readonly title: string;
  readonly query: UseQueryResult<T[]>;
  readonly empty: ReactNode;
  readonly children: (items: T[]) => ReactNode;
}) {
  const intl = useIntl();
  let body: ReactNode;
  if (query.isPending) body = <Spinner />;
  else if (query.isError)
    body = (
      <div className="account-myjobs__failed">
        <p className="ck-notice ck-notice--error" role="alert">
          {intl.formatMessage(m.loadFailed)}
        </p>
        <Button variant="secondary" busy={query.isFetching} onClick={() => void query.refetch()}>
          {intl.formatMessage(m.retry)}
        </Button>
      </div>
    );
  else if (query.data.length === 0) body = <div className="account-myjobs__empty">{empty}</div>;
  else body = children(query.data);
  return (
    <section id={id} className="account-profile__section" aria-labelledby={`${id}-title`} tabIndex={-1}>
      <h2 id={`${id}-title`}>{title}</h2>
      {body}
    </section>
  );
}

/** Saved jobs, each with a link to its guide and Remove (issue 10 item 3). */
export function SavedJobsSection() {
  const intl = useIntl();
  const locale = useLocale();
  const saved = useSavedJobs();
  const remove = useRemoveSavedJob();
  const [status, setStatus] = useState('');
  // The header's count follows the account's list (another device may have saved since).
  const count = saved.data?.length;
  useEffect(() => {
    if (count !== undefined && getCookie('savedBookmarksCount') !== count) persistCookie('savedBookmarksCount', count);
  }, [count]);
  return (
    <>
      <ListSection
        id="saved-jobs"
        title={intl.formatMessage(m.savedTitle)}
        query={saved}
        empty={
          <>
            <p>{intl.formatMessage(m.savedEmpty)}</p>
            <RouteLink to="directory" className="ck-button ck-button--secondary">
              {intl.formatMessage(m.toDirectory)}
            </RouteLink>
          </>
        }
      >
        {(jobs) => (
          <>
            <ul className="account-myjobs__list">
              {jobs.map((job) => {
                const name = nameOf(job, locale);
                return (
                  <li key={job.id}>
                    <RouteLink to="jobs.detail" params={{ slug: slugOf(job, locale) }}>
                      {name}
                    </RouteLink>
                    <Button
                      variant="ghost"
                      busy={remove.isPending && remove.variables === job.id}
                      aria-label={intl.formatMessage(m.removeLabel, { name })}
                      onClick={() =>
                        remove.mutate(job.id, {
                          onSuccess: (data) => {
                            savedChanged(data.count);
                            setStatus(intl.formatMessage(m.removed, { name }));
                          },
                          onError: () => setStatus(intl.formatMessage(m.removeFailed, { name })),
                        })
                      }
                    >
                      {intl.formatMessage(m.remove)}
                    </Button>
                  </li>
                );
              })}
            </ul>
            {jobs.length > 1 ? (
              <p>
                <RouteLink
                  to="jobs.compare"
                  query={{
                    jobs: jobs
                      .slice(0, 3)
                      .map((j) => j.slug)
                      .join(','),
                  }}
                >
                  {intl.formatMessage(m.compare)}
                </RouteLink>
              </p>
            ) : null}
          </>
        )}
      </ListSection>
      {/* Only with something to say or remove (the profile form has its own status line). */}
      {status || count ? (
        <p className="account-myjobs__status" role="status">
          {status}
        </p>
      ) : null}
    </>
  );
}

/** Career quiz results: date, result code with the type names, and the way back to the result. */
export function QuizResultsSection() {
  const intl = useIntl();
  const results = useQuizResults();
  return (
    <ListSection
      id="quiz-results"
      title={intl.formatMessage(m.quizTitle)}
      query={results}
      empty={
        <>
          <p>{intl.formatMessage(m.quizEmpty)}</p>
          <RouteLink to="quiz.intro" className="ck-button ck-button--secondary">
            {intl.formatMessage(m.takeQuiz)}
          </RouteLink>
        </>
      }
    >
      {(leads) => (
        <ul className="account-myjobs__list account-myjobs__list--results">
          {leads.map((lead) => {
            const date = intl.formatDate(lead.created_at, { dateStyle: 'long' });
            const types = [...lead.result_code].map((code) => intl.formatMessage(m.typeName, { code }));
            return (
              <li key={lead.id}>
                <span>
                  <strong>{intl.formatMessage(m.quizCode, { code: lead.result_code })}</strong>{' '}
                  <span className="account-myjobs__types">({intl.formatList(types)})</span>
                  <br />
                  <small>{intl.formatMessage(m.quizWhen, { date })}</small>
                </span>
                <RouteLink
                  to="quiz.result"
                  query={resultQuery(lead)}
                  className="account-myjobs__open"
                  aria-label={intl.formatMessage(m.openResultLabel, { code: lead.result_code, date })}
                >
                  {intl.formatMessage(m.openResult)}
                </RouteLink>
              </li>
            );
          })}
        </ul>
      )}
    </ListSection>
  );
}

/** The job guides read (decision 132), latest first. */
export function ReadGuidesSection() {
  const intl = useIntl();
  const locale = useLocale();
  const reads = useReadJobs();
  return (
    <ListSection
      id="guides-read"
      title={intl.formatMessage(m.readTitle)}
      query={reads}
      empty={
        <>
          <p>{intl.formatMessage(m.readEmpty)}</p>
          <RouteLink to="directory" className="ck-button ck-button--secondary">
            {intl.formatMessage(m.toDirectory)}
          </RouteLink>
        </>
      }
    >
      {(rows) => (
        <ul className="account-myjobs__list">
          {rows.map((row) => (
            <li key={row.job_id}>
              <RouteLink to="jobs.detail" params={{ slug: slugOf(row.job, locale) }}>
                {nameOf(row.job, locale)}
              </RouteLink>
              <small>
                {intl.formatMessage(m.readWhen, { date: intl.formatDate(row.read_at, { dateStyle: 'medium' }) })}
              </small>
            </li>
          ))}
        </ul>
      )}
    </ListSection>
  );
}
