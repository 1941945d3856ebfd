import { useEffect, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button, emit, RouteLink, Spinner, useLocale, type Locale } from 'shared-kit';
import type { JobDetail } from 'api/contract';
import { getJob } from './api/get-job';
import { guideMessages as m } from './guide-messages';
import './job-guide-page.css';

export type Section = 'job-knowledge' | 'education-pathway' | 'salary-and-progression' | 'experts-say' | 'coming-soon';
const SECTIONS: readonly Section[] = ['job-knowledge', 'education-pathway', 'salary-and-progression', 'experts-say'];

function pick<T>(value: { en: T; ms: T } | null | undefined, locale: Locale): T | null {
  return value ? value[locale] : null;
}

/** The "coming soon" note; a level-3 heading when it sits under a section's own heading. */
function ComingSoon({ level = 2 }: { level?: 2 | 3 }) {
  const intl = useIntl();
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <div className="jobs-guide__soon" role="note">
      <Heading>{intl.formatMessage(m.comingSoonTitle)}</Heading>
      <p>{intl.formatMessage(m.comingSoonBody)}</p>
    </div>
  );
}

function List({ title, items }: { title: string; items: readonly string[] | undefined }) {
  if (!items?.length) return null;
  return (
    <>
      <h3>{title}</h3>
      <ul>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </>
  );
}

function SectionBody({ job, section, locale }: { job: JobDetail; section: Section; locale: Locale }) {
  const intl = useIntl();
  const rm = (n: number) => intl.formatNumber(n, { style: 'currency', currency: 'MYR', maximumFractionDigits: 0 });
  if (section === 'job-knowledge') {
    const k = pick(job.knowledge, locale);
    if (!k) return <ComingSoon level={3} />;
    return (
      <>
        <List title={intl.formatMessage(m.dayToDay)} items={k.day_to_day} />
        <List title={intl.formatMessage(m.knowledge)} items={k.knowledge} />
        <List title={intl.formatMessage(m.skills)} items={k.skills} />
        {k.work_environment ? (
          <>
            <h3>{intl.formatMessage(m.environment)}</h3>
            <p>{k.work_environment}</p>
          </>
        ) : null}
      </>
    );
  }
  if (section === 'education-pathway') {
    const p = job.pathway;
    if (!p || p.routes.length === 0) return <ComingSoon level={3} />;
    const subjects = job.subjects.filter((s) => p.entry_subjects.includes(s.code));
    return (
      <>
        {subjects.length ? (
          <>
            <h3>{intl.formatMessage(m.entrySubjects)}</h3>
            <ul className="jobs-guide__chips">
              {subjects.map((s) => (
                <li key={s.code}>{locale === 'ms' ? s.name_bm : s.name}</li>
              ))}
            </ul>
          </>
        ) : null}
        <h3>{intl.formatMessage(m.routes)}</h3>
        <ol className="jobs-guide__routes">
          {p.routes.map((r, i) => (
            <li key={`${r.type}-${i}`}>
              <strong>{intl.formatMessage(m.routeType, { type: r.type })}</strong>
              {r.duration ? <span> · {r.duration[locale]}</span> : null}
              <p>{r.description[locale]}</p>
            </li>
          ))}
        </ol>
        {p.certification ? (
          <>
            <h3>{intl.formatMessage(m.certification)}</h3>
            <p>{p.certification[locale]}</p>
          </>
        ) : null}
      </>
    );
  }
  if (section === 'salary-and-progression') {
    const ladder = pick(job.progression, locale);
    if (!job.salary && !ladder?.length) return <ComingSoon level={3} />;
    const s = job.salary;
    return (
      <>
        {s ? (
          <>
            <h3>{intl.formatMessage(m.salaryTitle)}</h3>
            <table className="jobs-guide__salary">
              <thead>
                <tr>
                  <th scope="col">{intl.formatMessage(m.level)}</th>
                  <th scope="col">{intl.formatMessage(m.pay)}</th>
                </tr>
              </thead>
              <tbody>
                {(['entry', 'mid', 'senior'] as const).map((level) =>
                  s[level] ? (
                    <tr key={level}>
                      <th scope="row">{intl.formatMessage(m[level])}</th>
                      <td>{intl.formatMessage(m.range, { min: rm(s[level]!.min), max: rm(s[level]!.max) })}</td>
                    </tr>
                  ) : null,
                )}
              </tbody>
            </table>
            {s.note ? <p>{s.note[locale]}</p> : null}
            <p className="jobs-guide__source">
              {s.source.url ? (
                <a href={s.source.url} rel="noopener" target="_blank">
                  {intl.formatMessage(m.source, { source: s.source.name, year: s.source.year })}
                </a>
              ) : (
                intl.formatMessage(m.source, { source: s.source.name, year: s.source.year })
              )}
            </p>
          </>
        ) : (
          <ComingSoon level={3} />
        )}
        {ladder?.length ? (
          <>
            <h3>{intl.formatMessage(m.progression)}</h3>
            <ol>
              {ladder.map((rung) => (
                <li key={rung}>{rung}</li>
              ))}
            </ol>
          </>
        ) : null}
      </>
    );
  }
  // Experts say: only real, attributable sources; none are verified yet.
  return <ComingSoon level={3} />;
}

/** A job guide (routes `jobs.detail` and `jobs.section`). Unknown slugs show the 404 page. */
export function JobGuidePage({ slug, section }: { slug: string; section: Section | null }) {
  const intl = useIntl();
  const locale = useLocale();
  const [job, setJob] = useState<JobDetail | null | 'failed' | 'loading'>('loading');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setJob('loading');
    getJob(slug, controller.signal).then(
      (found) => {
        // A late answer for a slug the user has left must not replace the page (or 404 it).
        if (controller.signal.aborted) return;
        if (found) return setJob(found);
        setJob(null);
        emit('route:not-found', { path: window.location.pathname });
      },
      () => !controller.signal.aborted && setJob('failed'),
    );
    return () => controller.abort();
  }, [slug, attempt]);

  useEffect(() => {
    if (typeof job === 'object' && job) document.title = `${locale === 'ms' ? job.name_bm : job.name} · Laluan Kerjaya`;
  }, [job, locale]);

  if (job === 'loading')
    return (
      <div className="jobs-guide">
        <Spinner />
      </div>
    );
  if (job === 'failed') {
    return (
      <div className="jobs-guide ck-notice ck-notice--error" role="alert">
        <p>{intl.formatMessage(m.loadFailed)}</p>
        <Button variant="secondary" onClick={() => setAttempt((a) => a + 1)}>
          {intl.formatMessage(m.retry)}
        </Button>
      </div>
    );
  }
  if (!job) return null;
  const localSlug = locale === 'ms' ? job.slug_bm : job.slug;
  const status = locale === 'ms' ? job.bm_data_status : job.en_data_status;
  const tab = (id: Section | null, label: ReactNode) => {
    const current = section === id;
    return (
      <li key={id ?? 'overview'}>
        {id ? (
          <RouteLink
            to="jobs.section"
            params={{ slug: localSlug, section: id }}
            aria-current={current ? 'page' : undefined}
          >
            {label}
          </RouteLink>
        ) : (
          <RouteLink to="jobs.detail" params={{ slug: localSlug }} aria-current={current ? 'page' : undefined}>
            {label}
          </RouteLink>
        )}
      </li>
    );
  };
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
          <nav aria-label={intl.formatMessage(m.sections)} className="jobs-guide__tabs">
            <ul>
              {tab(null, intl.formatMessage(m.overview))}
              {SECTIONS.map((s) => tab(s, intl.formatMessage(m[s])))}
            </ul>
          </nav>
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
