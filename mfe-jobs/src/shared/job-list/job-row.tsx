import type { MouseEvent, ReactNode } from 'react';
import { RouteLink, useLocale } from 'shared-kit';

/** What a row needs of a job (a directory or search list item). */
export interface RowJob {
  readonly id: number;
  readonly name: string;
  readonly name_bm: string;
  readonly slug: string;
  readonly slug_bm: string;
  readonly en_data_status: string;
  readonly bm_data_status: string;
}

export interface JobRowProps {
  readonly job: RowJob;
  /** Shown after the name when the guide is not written yet in this language ("coming soon"). */
  readonly comingSoon: string;
  /** Marks and actions beside the link (a "read" mark, Save, Compare, open in a new tab). */
  readonly extra?: ReactNode;
  readonly onClick?: (e: MouseEvent<HTMLAnchorElement>) => void;
  readonly linkClassName?: string;
}

/**
 * One job in a list: its guide's link fills the 52 px row (a comfortable tap target), with a slot
 * on the right for marks and actions that other features add.
 */
export function JobRow({ job, comingSoon, extra, onClick, linkClassName }: JobRowProps) {
  const locale = useLocale();
  const status = locale === 'ms' ? job.bm_data_status : job.en_data_status;
  return (
    <div className="jobs-row">
      <RouteLink
        to="jobs.detail"
        params={{ slug: locale === 'ms' ? job.slug_bm : job.slug }}
        className={['jobs-row__link', linkClassName].filter(Boolean).join(' ')}
        onClick={onClick}
      >
        <span className="jobs-row__name">{locale === 'ms' ? job.name_bm : job.name}</span>
        {/* The space keeps the accessible name "Nurse coming soon", not "Nursecoming soon". */}
        {status === 'coming_soon' ? ' ' : null}
        {status === 'coming_soon' ? <small className="jobs-row__note">{comingSoon}</small> : null}
      </RouteLink>
      {extra ? <div className="jobs-row__extra">{extra}</div> : null}
    </div>
  );
}
