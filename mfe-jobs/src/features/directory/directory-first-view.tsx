import { useIntl } from 'react-intl';
import { Spinner, useLocale } from 'shared-kit';
import { StaticList } from '../../shared/job-list';
import { useDirectoryFirst } from './api/get-directory';
import { DirectoryFilters } from './directory-filters';
import { DirectoryLead } from './directory-lead';
import { directoryMessages as m } from './directory-messages';
import { DirectoryRow } from './directory-row';
import { DirectoryUpdates } from './directory-updates';
import './directory-page.css';

/**
 * The directory's first view on the server (decisions 351, 366): the page's heading and WhatsApp
 * prompt, the lead ("N jobs in M industries") and the filters (inert until the app), and the
 * first page the HTML embeds (395) as the app draws it — each industry's heading and its jobs as
 * real links to their guides, with the "read" mark, Save and Compare (disabled) — so a job can be
 * opened before the app has loaded, or without JavaScript. Only the first page: at 10,000 jobs the
 * HTML would carry them all. The browser never loads this file.
 */
export function DirectoryFirstView() {
  const intl = useIntl();
  const locale = useLocale();
  const directory = useDirectoryFirst(locale);
  const data = directory.data;
  const groups = (data ?? [])
    .filter((g) => g.jobs.length > 0)
    .map((g) => ({ id: g.id, title: locale === 'ms' ? g.name_bm : g.name, items: g.jobs }));
  // Each industry's whole count: the first page holds only its first jobs.
  const counts = new Map((data ?? []).map((g) => [g.id, g.count]));
  const sizeOf = (g: { id: string; items: readonly unknown[] }) => counts.get(g.id) ?? g.items.length;
  return (
    <div className="jobs-directory">
      <h1>{intl.formatMessage(m.title)}</h1>
      <DirectoryUpdates />
      {data ? (
        <>
          <DirectoryLead groups={data} />
          <DirectoryFilters groups={data} industry="" tvet={false} />
          <p className="jobs-directory__count" role="status" />
          <StaticList
            groups={groups}
            idPrefix="industry-"
            getKey={(job) => job.id}
            sizeOf={sizeOf}
            listLabel={(g) => intl.formatMessage(m.groupList, { industry: g.title, count: sizeOf(g) })}
            renderRow={(job) => <DirectoryRow job={job} />}
          />
        </>
      ) : (
        <Spinner />
      )}
    </div>
  );
}
