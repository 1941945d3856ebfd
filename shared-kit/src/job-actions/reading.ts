import { useEffect, useMemo, useState } from 'react';
import { getCookie, getLocal, persistCookie, persistLocal } from 'shared-kit';
import { queryClient, useQuery } from 'shared-kit/query';
import { getUserJobData, localReadIds, readJobIdsQuery, saveReadJob } from './api';
import { useCookieValue, useLocalValue, useSignedIn } from './stored';

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

/**
 * On a job guide: asks the own server route whether the guide was read before this visit
 * (POST userData/user-job-data, spec §7), then records this read. `hasRead` is null until known.
 */
export function useGuideRead(jobId: number | null): { hasRead: boolean | null } {
  const [hasRead, setHasRead] = useState<boolean | null>(null);
  useEffect(() => {
    if (jobId === null) return;
    let live = true;
    const before = localReadIds();
    setHasRead(null);
    getUserJobData(jobId, before)
      .then(
        (data) => live && setHasRead(data.has_read),
        // The check failing is no reason to hide what this device knows.
        () => live && setHasRead(before.includes(jobId)),
      )
      .finally(() => void recordGuideRead(jobId));
    return () => {
      live = false;
    };
  }, [jobId]);
  return { hasRead };
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
