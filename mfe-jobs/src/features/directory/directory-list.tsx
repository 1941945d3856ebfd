import { useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import type { DirectoryGroup } from 'api/contract';
import { Button, navigate, Spinner, useHref, useLocale } from 'shared-kit';
import { JobRow, PHONE_ROW_HEIGHT, ROW_HEIGHT, VirtualList, type ListGroup } from '../../shared/job-list';
import { CompareTrayBar, JobActions, ReadMark } from 'shared-kit/job-actions';
import { useDirectory } from './api/get-directory';
import { DirectoryLead } from './directory-lead';
import { directoryMessages as m } from './directory-messages';

type DirectoryJob = DirectoryGroup['jobs'][number];

/** The filters live in the URL (?industry=…&tvet=1), so a filtered list can be shared and reloaded. */
function useFilters() {
  const href = useHref();
  const url = new URL(href, 'http://x');
  const industry = url.searchParams.get('industry') ?? '';
  const tvet = url.searchParams.get('tvet') === '1';
  const set = (next: { industry?: string; tvet?: boolean }) => {
    const params = new URLSearchParams(url.search);
    const value = { industry, tvet, ...next };
    if (value.industry) params.set('industry', value.industry);
    else params.delete('industry');
    if (value.tvet) params.set('tvet', '1');
    else params.delete('tvet');
    const query = params.toString();
    navigate(`${url.pathname}${query ? `?${query}` : ''}`, { replace: true });
  };
  return { industry, tvet, set };
}

/** The width under which the row's buttons show icons only and a name may wrap (job-actions.css). */
const PHONE = '(max-width: 599px)';

/**
 * The rows' height: taller on a phone, where a long name wraps onto up to three lines rather than
 * end in "…" (decision 268); spec §9's 52 px from 600 px up, where two lines fit.
 */
function useRowHeight(): number {
  const phone = useSyncExternalStore(
    (changed) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const query = window.matchMedia(PHONE);
      query.addEventListener('change', changed);
      return () => query.removeEventListener('change', changed);
    },
    () => typeof window.matchMedia === 'function' && window.matchMedia(PHONE).matches,
  );
  return phone ? PHONE_ROW_HEIGHT : ROW_HEIGHT;
}

/** The jobs of the directory, by industry, in a virtual list; loads with the data layer (decision 041). */
export default function DirectoryList() {
  const intl = useIntl();
  const locale = useLocale();
  const directory = useDirectory(locale);
  const filters = useFilters();
  const rowHeight = useRowHeight();
  const all = directory.data;

  const name = (x: { name: string; name_bm: string }) => (locale === 'ms' ? x.name_bm : x.name);
  const total = all ? all.reduce((n, g) => n + g.jobs.length, 0) : 0;
  // An industry the list does not have (an old link) filters nothing rather than showing nothing.
  const industry = all?.some((g) => g.id === filters.industry) ? filters.industry : '';
  const groups: ListGroup<DirectoryJob>[] = (all ?? [])
    .filter((g) => !industry || g.id === industry)
    .map((g) => ({ id: g.id, title: name(g), items: filters.tvet ? g.jobs.filter((j) => j.tvet) : g.jobs }))
    .filter((g) => g.items.length > 0);
  const shown = groups.reduce((n, g) => n + g.items.length, 0);
  const filtered = !!industry || filters.tvet;
  const comingSoon = intl.formatMessage(m.comingSoon);

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
      {all ? (
        <>
          <DirectoryLead groups={all} />
          <form
            className="jobs-directory__filters"
            aria-label={intl.formatMessage(m.filters)}
            onSubmit={(e) => e.preventDefault()}
          >
            <label className="jobs-directory__filter">
              <span>{intl.formatMessage(m.industry)}</span>
              <select value={industry} onChange={(e) => filters.set({ industry: e.target.value })}>
                <option value="">{intl.formatMessage(m.allIndustries)}</option>
                {all.map((g) => (
                  <option key={g.id} value={g.id}>
                    {name(g)}
                  </option>
                ))}
              </select>
            </label>
            <label className="jobs-directory__check">
              <input type="checkbox" checked={filters.tvet} onChange={(e) => filters.set({ tvet: e.target.checked })} />
              <span>{intl.formatMessage(m.tvetOnly)}</span>
            </label>
          </form>
          <p className="jobs-directory__count" role="status">
            {filtered ? intl.formatMessage(m.showing, { shown, total }) : ''}
          </p>
          {shown === 0 ? (
            <div className="jobs-directory__none">
              <p>{intl.formatMessage(m.noneMatch)}</p>
              <Button variant="secondary" onClick={() => filters.set({ industry: '', tvet: false })}>
                {intl.formatMessage(m.clearFilters)}
              </Button>
            </div>
          ) : (
            <VirtualList
              groups={groups}
              idPrefix="industry-"
              rowHeight={rowHeight}
              getKey={(job) => job.id}
              listLabel={(g) => intl.formatMessage(m.groupList, { industry: g.title, count: g.items.length })}
              renderRow={(job) => (
                <JobRow
                  job={job}
                  comingSoon={comingSoon}
                  extra={
                    <>
                      <ReadMark jobId={job.id} />
                      <JobActions job={job} size="row" />
                    </>
                  }
                />
              )}
            />
          )}
          <CompareTrayBar />
        </>
      ) : null}
    </>
  );
}
