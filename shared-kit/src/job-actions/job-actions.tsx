import { useEffect, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import {
  emit,
  getLocal,
  persistLocal,
  RouteLink,
  useLocale,
  useLocalValue,
  useSignedIn,
  type Locale,
} from 'shared-kit';
import { useMutation, useQuery } from 'shared-kit/query';
import { compareAdd, COMPARE_LIMIT } from './compare-rule';
import { savedChanged, savedJobsQuery, setJobSaved } from './api';
import { jobActionMessages as m } from './messages';
import { useReadIds } from './reading';
import './job-actions.css';

/** What the actions need of a job: a job list item or a job guide has it all. */
export interface JobRef {
  readonly id: number;
  readonly slug: string;
  readonly slug_bm: string;
  readonly name: string;
  readonly name_bm: string;
}

const nameOf = (job: JobRef, locale: Locale) => (locale === 'ms' ? job.name_bm : job.name);

/** The signed-in user's saved job ids (null until known, or for a visitor). */
export function useSavedIds(): ReadonlySet<number> | null {
  const signedIn = useSignedIn();
  const saved = useQuery({ ...savedJobsQuery(), enabled: signedIn });
  return signedIn && saved.data ? new Set(saved.data.map((j) => j.id)) : null;
}

/** A polite live region next to the buttons: what the last press did, or why it was refused. */
function Status({ id, text }: { readonly id: string; readonly text: string }) {
  return (
    <span id={id} className="ck-job-actions__status" role="status">
      {text}
    </span>
  );
}

interface ActionProps {
  readonly job: JobRef;
  /** `row`: the compact form for lists (directory, results); `page`: a guide's header. */
  readonly size?: 'row' | 'page';
}

/**
 * Save a job. A visitor gets the sign-up dialog with the job context ("save this job"); the save is
 * remembered (`pendingJobAction`) and done by the after-login sync, across the verification email
 * and reloads. A signed-in user saves and unsaves through the API; the answer's count becomes
 * savedBookmarksCount, which the header shows and every tab hears (spec §3, decision 130).
 */
export function SaveJobButton({ job, size = 'page', onStatus }: ActionProps & { onStatus?: (text: string) => void }) {
  const intl = useIntl();
  const locale = useLocale();
  const signedIn = useSignedIn();
  const savedIds = useSavedIds();
  const saved = savedIds?.has(job.id) ?? false;
  const name = nameOf(job, locale);
  const toggle = useMutation({
    mutationFn: (next: boolean) => setJobSaved(job.id, next),
    onSuccess: (data) => {
      savedChanged(data.count);
      onStatus?.(intl.formatMessage(data.saved ? m.savedStatus : m.unsavedStatus, { name }));
    },
    onError: () => onStatus?.(intl.formatMessage(m.saveFailed)),
  });
  const press = () => {
    if (!signedIn) {
      persistLocal('pendingJobAction', { kind: 'save', id: job.id, slug: job.slug });
      emit('account:open-signup', { context: 'job' });
      return;
    }
    toggle.mutate(!saved);
  };
  return (
    <button
      type="button"
      className={`ck-job-action ck-job-action--${size}${saved ? ' ck-job-action--on' : ''}`}
      aria-pressed={signedIn ? saved : undefined}
      aria-busy={toggle.isPending || undefined}
      disabled={toggle.isPending}
      onClick={press}
    >
      <span aria-hidden="true" className="ck-job-action__icon">
        {saved ? '★' : '☆'}
      </span>
      <span className="ck-job-action__label">{intl.formatMessage(saved ? m.saved : m.save)}</span>
      <span className="ck-visually-hidden">{intl.formatMessage(m.nameSuffix, { name })}</span>
    </button>
  );
}

/**
 * Add a job to the compare tray, or take it out (localStorage `compareJobs`, which survives a
 * reload and is heard by every tab). A fourth job is refused with a message; a visitor may compare
 * two jobs and is asked to sign up for the third (spec §6; decision 131), which is added once signed in.
 */
export function CompareToggle({ job, size = 'page', onStatus }: ActionProps & { onStatus?: (text: string) => void }) {
  const intl = useIntl();
  const locale = useLocale();
  const signedIn = useSignedIn();
  const tray = useLocalValue('compareJobs');
  const inTray = tray.includes(job.slug);
  const name = nameOf(job, locale);
  const press = () => {
    const slugs = getLocal('compareJobs');
    if (slugs.includes(job.slug)) {
      persistLocal(
        'compareJobs',
        slugs.filter((s) => s !== job.slug),
      );
      onStatus?.(intl.formatMessage(m.compareRemoved, { name }));
      return;
    }
    const result = compareAdd(slugs, job.slug);
    if (!result.ok) {
      onStatus?.(intl.formatMessage(m.compareFull));
      return;
    }
    if (!signedIn && slugs.length >= VISITOR_COMPARE_LIMIT) {
      persistLocal('pendingJobAction', { kind: 'compare', id: job.id, slug: job.slug });
      emit('account:open-signup', { context: 'compareJobs' });
      return;
    }
    persistLocal('compareJobs', [...result.slugs]);
    // A visitor learns the rule before the press that would ask them to sign up (decision 267).
    onStatus?.(
      signedIn
        ? intl.formatMessage(m.compareAdded, { name, count: result.slugs.length })
        : intl.formatMessage(m.compareAddedVisitor, {
            name,
            count: result.slugs.length,
            visitor: VISITOR_COMPARE_LIMIT,
            limit: COMPARE_LIMIT,
          }),
    );
  };
  return (
    <button
      type="button"
      className={`ck-job-action ck-job-action--${size}${inTray ? ' ck-job-action--on' : ''}`}
      aria-pressed={inTray}
      onClick={press}
    >
      <span aria-hidden="true" className="ck-job-action__icon">
        {inTray ? '✓' : '+'}
      </span>
      <span className="ck-job-action__label">{intl.formatMessage(inTray ? m.comparing : m.compare)}</span>
      <span className="ck-visually-hidden">{intl.formatMessage(m.nameSuffix, { name })}</span>
    </button>
  );
}

/** How long a row's status line stays (spec §9: notification default timeout 5000 ms). */
const STATUS_MS = 5000;

/** Jobs a visitor may compare before being asked to sign up (decision 131); accounts get COMPARE_LIMIT. */
export const VISITOR_COMPARE_LIMIT = 2;

/**
 * Save and Compare for one job, with one polite status line (what the last press did, or why a
 * fourth job was refused) and, once a job is in the tray, a link to the comparison.
 */
export function JobActions({ job, size = 'page' }: ActionProps) {
  const intl = useIntl();
  const locale = useLocale();
  const statusId = useId();
  const [status, setStatus] = useState('');
  const tray = useLocalValue('compareJobs');
  const limit = useTrayLimit(tray.length);
  // In a list the line floats over the next rows: it goes after the spec's notification time.
  useEffect(() => {
    if (size !== 'row' || !status) return;
    const timer = setTimeout(() => setStatus(''), STATUS_MS);
    return () => clearTimeout(timer);
  }, [size, status]);
  return (
    <div
      className={`ck-job-actions ck-job-actions--${size}`}
      role="group"
      aria-label={intl.formatMessage(m.actions, { name: nameOf(job, locale) })}
    >
      <SaveJobButton job={job} size={size} onStatus={setStatus} />
      <CompareToggle job={job} size={size} onStatus={setStatus} />
      {size === 'page' && tray.length > 0 ? (
        <RouteLink to="jobs.compare" query={{ jobs: tray.join(',') }} className="ck-job-actions__open">
          {intl.formatMessage(m.openCompare)} ({tray.length}/{limit})
        </RouteLink>
      ) : null}
      <Status id={statusId} text={status} />
    </div>
  );
}

/** A quiet "read" mark for a job in a list (spec §3, §7; decision 132). Nothing when unread. */
export function ReadMark({ jobId }: { readonly jobId: number }) {
  const intl = useIntl();
  const read = useReadIds().has(jobId);
  if (!read) return null;
  return (
    <span className="ck-read-mark" title={intl.formatMessage(m.readMarkLong)}>
      <span aria-hidden="true">✓ {intl.formatMessage(m.readMark)}</span>
      <span className="ck-visually-hidden">{intl.formatMessage(m.readMarkLong)}</span>
    </span>
  );
}

/** How many jobs this person may compare: 3 with an account, 2 for a visitor (more if already in the tray). */
function useTrayLimit(inTray: number): number {
  const signedIn = useSignedIn();
  return signedIn ? COMPARE_LIMIT : Math.max(VISITOR_COMPARE_LIMIT, Math.min(inTray, COMPARE_LIMIT));
}

/**
 * The compare tray: how many jobs wait to be compared and the way to the comparison. Fixed at the
 * bottom of the screen while the tray holds a job (the page gets room of its height at its end, so
 * the tray never hides the last lines: job-actions.css); nothing otherwise. One per page wherever Compare is
 * offered: the directory, a job guide, the quiz result, the subject match (decision 267). A visitor
 * is told that a third job needs an account, with the way to make one.
 */
export function CompareTrayBar() {
  const intl = useIntl();
  const tray = useLocalValue('compareJobs');
  const signedIn = useSignedIn();
  const limit = useTrayLimit(tray.length);
  if (tray.length === 0) return null;
  return (
    <>
      <aside className="ck-compare-tray" aria-label={intl.formatMessage(m.trayLabel)}>
        <div className="ck-compare-tray__main">
          <span>{intl.formatMessage(m.trayCount, { count: tray.length, limit })}</span>
          <RouteLink to="jobs.compare" query={{ jobs: tray.join(',') }} className="ck-button ck-button--primary">
            {intl.formatMessage(m.openCompare)}
          </RouteLink>
        </div>
        {signedIn ? null : (
          <p className="ck-compare-tray__note">
            <span className="ck-compare-tray__rule">
              {intl.formatMessage(m.trayVisitorNote, { visitor: VISITOR_COMPARE_LIMIT })}
            </span>{' '}
            <button
              type="button"
              className="ck-compare-tray__signup"
              onClick={() => emit('account:open-signup', { context: 'compareJobs' })}
            >
              {intl.formatMessage(m.traySignup, { limit: COMPARE_LIMIT })}
            </button>
          </p>
        )}
      </aside>
    </>
  );
}
