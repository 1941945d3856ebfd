import { useIntl } from 'react-intl';
import { Button, RouteLink, Spinner, useLocale, usePageTitle } from 'shared-kit';
import { ComingSoon } from './coming-soon';
import { guideMessages as m } from './guide-messages';
import { JobGuideTabs } from './job-guide-tabs';
import { pick, type Section } from './sections';
import { SectionBody } from './sections/section-body';
import { useJobGuide } from './use-job';
import './job-guide-page.css';

export type { Section } from './sections';

/** A job guide (routes `jobs.detail` and `jobs.section`). Unknown slugs show the 404 page. */
export function JobGuidePage({ slug, section }: { slug: string; section: Section | null }) {
  const intl = useIntl();
  const locale = useLocale();
  const guide = useJobGuide(slug);
  const job = guide.data;
  usePageTitle(job ? (locale === 'ms' ? job.name_bm : job.name) : null);

  if (guide.isPending || (guide.isError && guide.isFetching))
    return (
      <div className="jobs-guide">
        <Spinner />
      </div>
    );
  if (guide.isError) {
    return (
      <div className="jobs-guide ck-notice ck-notice--error" role="alert">
        <p>{intl.formatMessage(m.loadFailed)}</p>
        <Button variant="secondary" onClick={() => void guide.refetch()}>
          {intl.formatMessage(m.retry)}
        </Button>
      </div>
    );
  }
  if (!job) return null;
  const status = locale === 'ms' ? job.bm_data_status : job.en_data_status;
  return (
    <article className="jobs-guide">
      <p className="jobs-guide__industry">{locale === 'ms' ? job.industry.name_bm : job.industry.name}</p>
      <h1>{locale === 'ms' ? job.name_bm : job.name}</h1>
      <p className="jobs-guide__tags">
        <span>{intl.formatMessage(m.interest, { code: job.holland_code })}</span>
        {job.tvet ? <span>{intl.formatMessage(m.tvet)}</span> : null}
      </p>
      {status === 'coming_soon' ? (
        <ComingSoon />
      ) : (
        <>
          <JobGuideTabs slug={locale === 'ms' ? job.slug_bm : job.slug} current={section} />
          <section className="jobs-guide__body">
            {section === null ? (
              <>
                <p className="jobs-guide__summary">{pick(job.summary, locale)}</p>
                <h2>{intl.formatMessage(m['job-knowledge'])}</h2>
                <SectionBody job={job} section="job-knowledge" locale={locale} />
              </>
            ) : section === 'coming-soon' ? (
              <ComingSoon />
            ) : (
              <>
                <h2>{intl.formatMessage(m[section])}</h2>
                <SectionBody job={job} section={section} locale={locale} />
              </>
            )}
          </section>
        </>
      )}
      {job.related_jobs.length ? (
        <aside className="jobs-guide__related" aria-labelledby="jobs-related">
          <h2 id="jobs-related">{intl.formatMessage(m.related)}</h2>
          <ul>
            {job.related_jobs.map((r) => (
              <li key={r.id}>
                <RouteLink to="jobs.detail" params={{ slug: locale === 'ms' ? r.slug_bm : r.slug }}>
                  {locale === 'ms' ? r.name_bm : r.name}
                </RouteLink>
              </li>
            ))}
          </ul>
        </aside>
      ) : null}
    </article>
  );
}
