import { useEffect, useMemo, useState } from 'react';
import {
  getCookie,
  getLocal,
  persistCookie,
  persistLocal,
  useCookieValue,
  useLocalValue,
  useSignedIn,
} from 'shared-kit';
import { queryClient, useQuery } from 'shared-kit/query';
import { getUserJobData, localReadIds, readJobIdsQuery, saveReadJob } from './api';

function addTo(list: readonly number[], id: number): number[] | null {
  return list.includes(id) ? null : [...list, id];
}

/** This device keeps the guide as read (spec §3: readJobGuidesList cookie, visitedRoutes local). */
function keepLocally(jobId: number): void {
  const cookie = addTo(getCookie('readJobGuidesList'), jobId);
  if (cookie) persistCookie('readJobGuidesList', cookie);
  const local = addTo(getLocal('visitedRoutes'), jobId);
  if (local) persistLocal('visitedRoutes', local);
}

/**
 * A job guide was read (decision 132: opened with its content on screen). A visitor's device keeps
 * it until the after-login sync sends it (spec §4); a signed-in user's read goes to the account at
 * once, and stays on the device only if that call fails (the next sync sends it). Never rejects.
 */
export async function recordGuideRead(jobId: number): Promise<void> {
  if (getCookie('authorization_token') === null) {
    keepLocally(jobId);
    return;
  }
  try {
    await saveReadJob(jobId);
    void queryClient().invalidateQueries({ queryKey: ['read-jobs'] });
  } catch {
    keepLocally(jobId);
  }
}

// The last guide's check, kept while the guide stays: the job guide's first view hands over to
// its routed twin (decision 051), which mounts these hooks again; the answer must stay the one from
// before this read was recorded, and the read is recorded once.
let lastCheck: { readonly jobId: number; readonly hasRead: Promise<boolean> } | null = null;

function checkThenRecord(jobId: number): Promise<boolean> {
  if (lastCheck?.jobId === jobId) return lastCheck.hasRead;
  const before = localReadIds();
  const hasRead = getUserJobData(jobId, before).then(
    (data) => data.has_read,
    // The check failing is no reason to hide what this device knows.
    () => before.includes(jobId),
  );
  void hasRead.then(() => recordGuideRead(jobId));
  lastCheck = { jobId, hasRead };
  return hasRead;
}

/**
 * On a job guide: asks the own server route whether the guide was read before this visit
 * (POST userData/user-job-data, spec §7), then records this read. `hasRead` is null until known.
 */
export function useGuideRead(jobId: number | null): { hasRead: boolean | null } {
  const [known, setKnown] = useState<{ jobId: number; hasRead: boolean } | null>(null);
  useEffect(() => {
    if (jobId === null) return;
    let live = true;
    void checkThenRecord(jobId).then((hasRead) => live && setKnown({ jobId, hasRead }));
    return () => {
      live = false;
    };
  }, [jobId]);
  return { hasRead: known && known.jobId === jobId ? known.hasRead : null };
}

/** The guides read on this device and, signed in, by the account: for the marks in lists. */
export function useReadIds(): ReadonlySet<number> {
  const cookie = useCookieValue('readJobGuidesList');
  const local = useLocalValue('visitedRoutes');
  const signedIn = useSignedIn();
  const server = useQuery({ ...readJobIdsQuery(), enabled: signedIn });
  const serverIds = server.data;
  return useMemo(() => new Set([...cookie, ...local, ...(serverIds ?? [])]), [cookie, local, serverIds]);
}

/** For tests: forget the last guide's read check (a new page load). */
export function resetGuideReads(): void {
  lastCheck = null;
}
