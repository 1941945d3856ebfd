import { Suspense, useEffect, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button, RouteLink, Spinner, useLocale, usePageTitle, useRoute } from 'shared-kit';
import { useJob } from './api/get-job';
import { ComingSoon } from './coming-soon';
import { DetailsSlot } from './details-slot';
import { GuideActions } from './guide-actions';
import { guideMessages as m } from './guide-messages';
import { InterestCode } from './interest-code';
import { JobGuideTabs } from './job-guide-tabs';
import { pick, type Section } from './sections';
import { SectionBody } from './sections/section-body';
import { useJobGuide } from './use-job';
import './job-guide-page.css';

/** The route's job slug and section (`jobs.detail`, `jobs.section`), from the route table. */
function useGuideRoute(): { slug: string; section: Section | null } {
  const route = useRoute();
  return {
    slug: route?.params.slug ?? '',
    section: (route?.canonical.section as Section | undefined) ?? null,
  };
}

/**
 * A job guide (route `jobs.detail`): heading, tabs and related jobs around the current tab
 * (`children`): react-router's `<Outlet />` once the router is there (./routed-guide.tsx: overview
 * at the guide's path, `jobs.section` below it; decision 051), the tab itself in the first view.
 * Unknown slugs show the 404 page; a busy server the 504 page (decision 042).
 * This module does not import the router: the guide's first view renders without it.
 */
export function JobGuideLayout({ children }: { readonly children: ReactNode }) {
  const intl = useIntl();
  const locale = useLocale();
  const { slug, section } = useGuideRoute();
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
        <InterestCode code={job.holland_code} />
        {job.tvet ? <span>{intl.formatMessage(m.tvet)}</span> : null}
      </p>
      <GuideActions job={job} countsAsRead={status !== 'coming_soon'} />
      {status === 'coming_soon' ? (
        <ComingSoon />
      ) : (
        <>
          <JobGuideTabs slug={locale === 'ms' ? job.slug_bm : job.slug} current={section} />
          <section className="jobs-guide__body">
            <Suspense fallback={<Spinner />}>{children}</Suspense>
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

/** The guide's overview tab: the summary and job knowledge. The job is in the cache (the layout's). */
export function JobGuideOverview() {
  const intl = useIntl();
  const locale = useLocale();
  const job = useJob(useGuideRoute().slug).data;
  if (!job) return null;
  return (
    <>
      <p className="jobs-guide__summary">{pick(job.summary, locale)}</p>
      <DetailsSlot job={job} part="overview" locale={locale} />
      <h2>{intl.formatMessage(m['job-knowledge'])}</h2>
      <SectionBody job={job} section="job-knowledge" locale={locale} />
    </>
  );
}

/** One section tab of a guide (route `jobs.section`). */
export function JobGuideSection() {
  const intl = useIntl();
  const locale = useLocale();
  const { slug, section } = useGuideRoute();
  const job = useJob(slug).data;
  if (!job || !section) return null;
  if (section === 'coming-soon') return <ComingSoon />;
  return (
    <>
      <h2>{intl.formatMessage(m[section])}</h2>
      <SectionBody job={job} section={section} locale={locale} />
    </>
  );
}

/**
 * The guide's first view, without the router: the layout with the current tab (from the route
 * table). Tab links work without it (plain links through the kit's `navigate`). `onShown` runs once
 * the guide is on the page, so the router can load then and take over (decision 051).
 */
export function JobGuideFirstView({ onShown }: { readonly onShown?: () => void }) {
  const { slug, section } = useGuideRoute();
  const shown = !!useJob(slug).data;
  useEffect(() => {
    if (shown) onShown?.();
  }, [shown, onShown]);
  return <JobGuideLayout>{section ? <JobGuideSection /> : <JobGuideOverview />}</JobGuideLayout>;
}
