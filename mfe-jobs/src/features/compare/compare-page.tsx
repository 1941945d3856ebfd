import type { JobDetail, Locale } from 'api/contract';
import { useEffect, useId, useLayoutEffect, useState, type ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import {
  Button,
  getLocal,
  navigate,
  persistLocal,
  RouteLink,
  routeHref,
  Spinner,
  useHref,
  useLocale,
} from 'shared-kit';
import { COMPARE_LIMIT, useLocalValue } from 'shared-kit/job-actions';
import { useQuery } from 'shared-kit/query';
import { jobQuery } from '../../shared/api/get-job';
import { CompareEmpty, VisitorNote } from './compare-empty';
import { slugsOf } from './compare-heading';
import { compareMessages as m } from './compare-messages';

/** The guides of up to three slugs (the same cache as the job guide: a guide read is not fetched again). */
function useJobs(slugs: readonly string[]) {
  const q0 = useQuery({ ...jobQuery(slugs[0] ?? ''), enabled: !!slugs[0] });
  const q1 = useQuery({ ...jobQuery(slugs[1] ?? ''), enabled: !!slugs[1] });
  const q2 = useQuery({ ...jobQuery(slugs[2] ?? ''), enabled: !!slugs[2] });
  return [q0, q1, q2].slice(0, slugs.length);
}

/**
 * What the pay row compares: the job's own starting pay, or null when the job has none — then the row
 * is not compared. The occupation-group median is context and never part of it (decision 285).
 */
export function payKey(job: Pick<JobDetail, 'salary'>): string | null {
  const entry = job.salary?.entry;
  return entry ? `${entry.min}-${entry.max}` : null;
}

interface Row {
  readonly key: string;
  readonly label: string;
  /** What is compared: equal keys mean the same; null: not compared (free text). */
  readonly same: (job: JobDetail) => string | null;
  readonly cell: (job: JobDetail) => ReactNode;
}

function rowsOf(intl: IntlShape, locale: Locale): Row[] {
  const f = intl.formatMessage;
  const rm = (n: number) => intl.formatNumber(n, { style: 'currency', currency: 'MYR', maximumFractionDigits: 0 });
  const range = (b: { min: number; max: number }) =>
    b.min === b.max ? rm(b.min) : f(m.range, { min: rm(b.min), max: rm(b.max) });
  const soon = <span className="jobs-compare__soon">{f(m.comingSoon)}</span>;
  const essential = (job: JobDetail) => {
    const top = Math.max(0, ...job.subjects.map((s) => s.weight));
    return job.subjects.filter((s) => s.weight === top);
  };
  return [
    {
      key: 'industry',
      label: f(m.industry),
      same: (j) => j.industry.id,
      cell: (j) => (locale === 'ms' ? j.industry.name_bm : j.industry.name),
    },
    {
      key: 'interest',
      label: f(m.interest),
      same: (j) => j.holland_code,
      cell: (j) => (
        <>
          <strong>{j.holland_code}</strong>
          <ul className="jobs-compare__list">
            {[...j.holland_code].map((code) => (
              <li key={code}>
                {code} · {f(m.typeName, { code })}
              </li>
            ))}
          </ul>
        </>
      ),
    },
    {
      key: 'work',
      label: f(m.work),
      same: () => null,
      cell: (j) => j.summary?.[locale] ?? soon,
    },
    {
      key: 'pay',
      label: f(m.pay),
      // "Differs" compares only the job's own pay (decision 285): a job without a figure of its own is
      // not compared, and the occupation-group median, which is context, is never part of the key.
      same: payKey,
      cell: (j) => {
        const s = j.salary;
        const own = s ? ([s.entry, s.senior] as const) : [];
        const context = s?.group_median ?? null;
        const sources = [
          ...new Map(
            [...own, context].flatMap((b) => (b ? [[`${b.source.name}|${b.source.year}`, b.source]] : [])),
          ).values(),
        ];
        if (!s || sources.length === 0) return soon;
        const [entry, senior] = own;
        return (
          <>
            {entry ? <p>{f(m.payStart, { range: range(entry) })}</p> : null}
            {senior ? <p>{f(m.paySenior, { range: range(senior) })}</p> : null}
            {!entry && !senior ? <p>{f(m.noJobPay)}</p> : null}
            {context ? (
              <p className="jobs-compare__context">{f(m.payContext, { amount: rm(context.median) })}</p>
            ) : null}
            {sources.map((src) => (
              <p className="jobs-compare__source" key={`${src.name}|${src.year}`}>
                {f(m.source, { source: src.name, year: src.year })}
              </p>
            ))}
          </>
        );
      },
    },
    {
      key: 'route',
      label: f(m.route),
      same: (j) => {
        const r = j.pathway?.routes[0];
        return r ? `${r.type}:${r.duration?.en ?? ''}` : 'none';
      },
      cell: (j) => {
        const r = j.pathway?.routes[0];
        if (!r) return soon;
        const duration = r.duration?.[locale];
        return (
          <>
            <strong>{f(m.routeType, { type: r.type })}</strong>
            {duration ? <p>{f(m.duration, { duration })}</p> : null}
          </>
        );
      },
    },
    {
      key: 'tvet',
      label: f(m.tvet),
      same: (j) => String(j.tvet),
      cell: (j) => f(j.tvet ? m.yes : m.no),
    },
    {
      key: 'subjects',
      label: f(m.subjects),
      same: (j) =>
        essential(j)
          .map((s) => s.code)
          .sort()
          .join(','),
      cell: (j) => {
        const list = essential(j);
        if (list.length === 0) return <span className="jobs-compare__soon">{f(m.none)}</span>;
        return (
          <ul className="jobs-compare__list">
            {list.map((s) => (
              <li key={s.code}>{locale === 'ms' ? s.name_bm : s.name}</li>
            ))}
          </ul>
        );
      },
    },
  ];
}

function CopyLink() {
  const intl = useIntl();
  const [said, setSaid] = useState('');
  const statusId = useId();
  const copy = () => {
    const done = () => setSaid(intl.formatMessage(m.copied));
    const failed = () => setSaid(intl.formatMessage(m.copyFailed));
    if (!navigator.clipboard) return failed();
    navigator.clipboard.writeText(window.location.href).then(done, failed);
  };
  return (
    <p className="jobs-compare__share">
      <Button variant="ghost" onClick={copy} aria-describedby={statusId}>
        {intl.formatMessage(m.copy)}
      </Button>
      <span id={statusId} role="status">
        {said}
      </span>
    </p>
  );
}

/**
 * The comparison of up to three jobs (route `jobs.compare`, decision 131): the slugs are in the URL
 * (`?jobs=`), so the page can be shared; without them it shows the compare tray and puts its slugs
 * in the URL. Side by side in a table; on a phone each row's values stack under the row's name.
 * Rendered under the page's heading (./compare-heading.tsx), which does not wait for this chunk
 * unless the server painted the comparison: then `onShown` says when there is more than a spinner
 * to show, before the browser paints it (decision 358).
 */
export default function CompareBody({ onShown }: { readonly onShown?: () => void }) {
  const intl = useIntl();
  const locale = useLocale();
  const tray = useLocalValue('compareJobs');
  const url = new URL(useHref(), 'https://x');
  const fromUrl = slugsOf(url.search);
  const slugs = (fromUrl.length ? fromUrl : tray).slice(0, COMPARE_LIMIT);
  // The tray's comparison gets its shareable address.
  const needsUrl = fromUrl.length === 0 && tray.length > 0;
  useEffect(() => {
    if (needsUrl) navigate(routeHref('jobs.compare', locale, { query: { jobs: tray.join(',') } }), { replace: true });
  }, [needsUrl, tray, locale]);

  const queries = useJobs(slugs);
  const pending = slugs.length > 0 && queries.some((q) => q.isPending);
  useLayoutEffect(() => {
    if (!pending) onShown?.();
  }, [pending, onShown]);
  const remove = (job: JobDetail) => {
    const left = slugs.filter((s) => s !== job.slug && s !== job.slug_bm);
    const inTray = getLocal('compareJobs');
    if (inTray.includes(job.slug)) {
      persistLocal(
        'compareJobs',
        inTray.filter((s) => s !== job.slug),
      );
    }
    navigate(routeHref('jobs.compare', locale, left.length ? { query: { jobs: left.join(',') } } : {}), {
      replace: true,
    });
  };

  // The heading renders the empty state itself (./compare-heading.tsx); this covers the moment a
  // removal empties the comparison before the heading sees it.
  if (slugs.length === 0) return <CompareEmpty />;

  const failed = queries.find((q) => q.isError && !q.isFetching);
  if (failed) {
    return (
      <>
        <div className="ck-notice ck-notice--error" role="alert">
          <p>{intl.formatMessage(m.loadFailed)}</p>
          <Button variant="secondary" onClick={() => queries.forEach((q) => q.isError && void q.refetch())}>
            {intl.formatMessage(m.retry)}
          </Button>
        </div>
      </>
    );
  }
  if (queries.some((q) => q.isPending)) return <Spinner />;

  const jobs = queries.flatMap((q) => (q.data ? [q.data] : []));
  const missing = slugs.filter((_, i) => queries[i]?.data === null);
  const name = (j: JobDetail) => (locale === 'ms' ? j.name_bm : j.name);
  const rows = rowsOf(intl, locale);
  const room = COMPARE_LIMIT - jobs.length;

  return (
    <>
      {fromUrl.length > COMPARE_LIMIT ? <p className="ck-notice">{intl.formatMessage(m.tooMany)}</p> : null}
      {missing.map((slug) => (
        <p key={slug} className="ck-notice">
          {intl.formatMessage(m.notFound, { slug })}
        </p>
      ))}
      {jobs.length > 0 ? (
        <div className="jobs-compare__scroll">
          <table className={`jobs-compare__table jobs-compare__table--${jobs.length}`}>
            <caption className="ck-visually-hidden">
              {intl.formatMessage(m.caption, { names: intl.formatList(jobs.map(name)) })}
            </caption>
            <thead>
              <tr>
                <td className="jobs-compare__corner" />
                {jobs.map((j) => (
                  <th key={j.id} scope="col" className="jobs-compare__job">
                    <span className="jobs-compare__name">{name(j)}</span>
                    <span className="jobs-compare__job-links">
                      <RouteLink to="jobs.detail" params={{ slug: locale === 'ms' ? j.slug_bm : j.slug }}>
                        {intl.formatMessage(m.openGuide)}
                      </RouteLink>
                      <button
                        type="button"
                        className="ck-button ck-button--ghost jobs-compare__remove"
                        aria-label={intl.formatMessage(m.removeLabel, { name: name(j) })}
                        onClick={() => remove(j)}
                      >
                        {intl.formatMessage(m.remove)}
                      </button>
                    </span>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => {
                const keys = jobs.map(row.same);
                const compared = jobs.length > 1 && keys.every((k) => k !== null);
                const differs = compared && new Set(keys).size > 1;
                return (
                  <tr key={row.key} className={differs ? 'jobs-compare__row--differs' : undefined}>
                    <th scope="row">
                      {row.label}
                      {differs ? <span className="jobs-compare__differs">{intl.formatMessage(m.differs)}</span> : null}
                    </th>
                    {jobs.map((j) => (
                      <td key={j.id} data-job={name(j)}>
                        {row.cell(j)}
                      </td>
                    ))}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      ) : null}
      {room > 0 ? (
        <p>
          {intl.formatMessage(m.addMore, { count: room })}{' '}
          <RouteLink to="directory">{intl.formatMessage(m.toDirectory)}</RouteLink>
        </p>
      ) : null}
      <CopyLink />
      <VisitorNote />
    </>
  );
}
