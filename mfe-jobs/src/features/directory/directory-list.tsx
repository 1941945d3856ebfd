import { useIntl } from 'react-intl';
import { Button, RouteLink, Spinner, useLocale } from 'shared-kit';
import { CompareTrayBar, JobActions, ReadMark } from 'shared-kit/job-actions';
import { useDirectory } from './api/get-directory';
import { directoryMessages as m } from './directory-messages';

/** The jobs of the directory, grouped by industry; loads with the data layer (decision 041). */
export default function DirectoryList() {
  const intl = useIntl();
  const locale = useLocale();
  const directory = useDirectory(locale);
  const groups = directory.data;

  const name = (x: { name: string; name_bm: string }) => (locale === 'ms' ? x.name_bm : x.name);
  const count = groups ? groups.reduce((n, g) => n + g.jobs.length, 0) : 0;

  return (
    <>
      {directory.isPending || (directory.isError && directory.isFetching) ? <Spinner /> : null}
      {directory.isError && !directory.isFetching ? (
        <div className="ck-notice ck-notice--error" role="alert">
          <p>{intl.formatMessage(m.failed)}</p>
          <Button variant="secondary" onClick={() => void directory.refetch()}>
            {intl.formatMessage(m.retry)}
          </Button>
        </div>
      ) : null}
      {groups ? (
        <>
          <p className="jobs-directory__lead">{intl.formatMessage(m.lead, { count, industries: groups.length })}</p>
          <nav aria-label={intl.formatMessage(m.jump)} className="jobs-directory__jump">
            <ul>
              {groups.map((g) => (
                <li key={g.id}>
                  <a href={`#industry-${g.id}`}>{name(g)}</a>
                </li>
              ))}
            </ul>
          </nav>
          {groups.map((g) => (
            <section key={g.id} id={`industry-${g.id}`} className="jobs-directory__group" aria-labelledby={`h-${g.id}`}>
              <h2 id={`h-${g.id}`}>{name(g)}</h2>
              <ul className="jobs-directory__jobs">
                {g.jobs.map((job) => {
                  const status = locale === 'ms' ? job.bm_data_status : job.en_data_status;
                  return (
                    <li key={job.id}>
                      <span className="jobs-directory__job">
                        <RouteLink to="jobs.detail" params={{ slug: locale === 'ms' ? job.slug_bm : job.slug }}>
                          {name(job)}
                        </RouteLink>
                        {status === 'coming_soon' ? <small> · {intl.formatMessage(m.comingSoon)}</small> : null}
                        <ReadMark jobId={job.id} />
                      </span>
                      <JobActions job={job} size="row" />
                    </li>
                  );
                })}
              </ul>
            </section>
          ))}
          <CompareTrayBar />
        </>
      ) : null}
    </>
  );
}
