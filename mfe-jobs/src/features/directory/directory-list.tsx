import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import type { DirectoryGroup } from 'api/contract';
import { Button, kitMessages, navigate, Spinner, useHref, useLocale } from 'shared-kit';
import { PHONE_ROW_HEIGHT, ROW_HEIGHT, VirtualList, type ListGroup } from '../../shared/job-list';
import { CompareTrayBar } from 'shared-kit/job-actions';
import { directoryTotals, isComplete, useDirectory, useDirectoryFirst } from './api/get-directory';
import { DirectoryFilters } from './directory-filters';
import { DirectoryLead } from './directory-lead';
import { directoryMessages as m } from './directory-messages';
import { DirectoryRow } from './directory-row';
import { DirectoryUpdates } from './directory-updates';

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

/** A row of the list whose job has not come yet (decision 395). */
interface PendingJob {
  readonly pending: string;
}
type Row = DirectoryJob | PendingJob;

/**
 * The place of a job not here yet: the row's height and a quiet bar. Drawn only near the screen
 * (the list is virtual), so its being drawn means the person has come to it: it asks for the rest.
 */
function PendingRow({ onShown, label }: { onShown: () => void; label: string }) {
  useEffect(onShown, [onShown]);
  return (
    <div className="jobs-row jobs-directory__pending">
      <span className="ck-visually-hidden">{label}</span>
    </div>
  );
}

/**
 * The jobs of the directory, by industry, in a virtual list; loads with the data layer (decision
 * 041). The page carries its first page (decision 395): the lead line and the filters come from its
 * whole counts, and the list has every job's place from the start (a job not here yet is a pending
 * row), so nothing moves when the rest comes. The rest is asked for on demand: a filter, a pending
 * row drawn (scrolled near), or the keyboard's focus in the list.
 *
 * The page's heading comes with the list (decision 366): the server's first paint shows the first
 * page's rows as links, and stays until the app can show the same rows — it goes when the app's
 * `h1` appears — so they never give way to a spinner.
 */
export default function DirectoryList() {
  const intl = useIntl();
  const locale = useLocale();
  const filters = useFilters();
  const rowHeight = useRowHeight();
  const first = useDirectoryFirst(locale);
  const [wantAll, setWantAll] = useState(false);
  const firstData = first.data;
  const firstComplete = firstData ? isComplete(firstData) : false;
  const filterAsked = !!filters.industry || filters.tvet;
  const whole = useDirectory(locale, !!firstData && !firstComplete && (wantAll || filterAsked));
  const all = firstComplete ? firstData : whole.data;
  // What the lead line and the filters read: the whole list once there, else the first page.
  const known = all ?? firstData;
  const directory = first.isSuccess ? whole : first;
  const askAll = useCallback(() => setWantAll(true), []);

  const name = (x: { name: string; name_bm: string }) => (locale === 'ms' ? x.name_bm : x.name);
  const totals = known ? directoryTotals(known) : { jobs: 0, industries: 0 };
  const total = totals.jobs;
  // An industry the list does not have (an old link) filters nothing rather than showing nothing.
  const industry = known?.some((g) => g.id === filters.industry) ? filters.industry : '';
  const filtered = !!industry || filters.tvet;
  // A filter needs every job; until they are here the list waits (the filters and the lead line show).
  const source = filtered ? all : known;
  const groups: ListGroup<Row>[] = (source ?? [])
    .filter((g) => !industry || g.id === industry)
    .map((g) => {
      const jobs: Row[] = filters.tvet ? g.jobs.filter((j) => j.tvet) : g.jobs;
      // Unfiltered, a first page keeps the place of every job it does not have yet.
      const pending = filtered ? 0 : g.count - g.jobs.length;
      const items =
        pending > 0 ? [...jobs, ...Array.from({ length: pending }, (_, i) => ({ pending: `${g.id}-${i}` }))] : jobs;
      return { id: g.id, title: name(g), items };
    })
    .filter((g) => g.items.length > 0);
  const shown = groups.reduce((n, g) => n + g.items.length, 0);
  // Where the jobs that did not come would be: at the top without a first page, else under it.
  const failure =
    directory.isError && !directory.isFetching ? (
      <div className="ck-notice ck-notice--error" role="alert">
        <p>{intl.formatMessage(m.failed)}</p>
        <Button variant="secondary" onClick={() => void directory.refetch()}>
          {intl.formatMessage(m.retry)}
        </Button>
      </div>
    ) : null;

  // No heading while the first page is on its way: the first paint (or a spinner) holds the place.
  if (!known && !directory.isError) return <Spinner />;
  return (
    <>
      <h1>{intl.formatMessage(m.title)}</h1>
      <DirectoryUpdates />
      {!known && directory.isFetching ? <Spinner /> : null}
      {known ? null : failure}
      {known ? (
        <>
          <DirectoryLead groups={known} />
          <DirectoryFilters groups={known} industry={industry} tvet={filters.tvet} onChange={filters.set} />
          <p className="jobs-directory__count" role="status">
            {filtered ? intl.formatMessage(m.showing, { shown, total }) : ''}
          </p>
          {!source ? (
            (failure ?? <Spinner />)
          ) : shown === 0 ? (
            <div className="jobs-directory__none">
              <p>{intl.formatMessage(m.noneMatch)}</p>
              <Button variant="secondary" onClick={() => filters.set({ industry: '', tvet: false })}>
                {intl.formatMessage(m.clearFilters)}
              </Button>
            </div>
          ) : (
            // Focus in the list (the keyboard walking the rows) asks for the rest before it is reached.
            <div onFocus={all ? undefined : askAll}>
              <VirtualList
                groups={groups}
                idPrefix="industry-"
                rowHeight={rowHeight}
                getKey={(job) => ('pending' in job ? job.pending : job.id)}
                listLabel={(g) => intl.formatMessage(m.groupList, { industry: g.title, count: g.items.length })}
                renderRow={(job) =>
                  'pending' in job ? (
                    <PendingRow onShown={askAll} label={intl.formatMessage(kitMessages.loading)} />
                  ) : (
                    <DirectoryRow job={job} />
                  )
                }
              />
            </div>
          )}
          {/* The rest failed: said under the list, with a retry (the first page stays). */}
          {known && source ? failure : null}
          <CompareTrayBar />
        </>
      ) : null}
    </>
  );
}
