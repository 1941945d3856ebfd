import { apiGet } from 'shared-kit';

/** GET user/saved-jobs/count (bearer): how many jobs the user has saved (savedBookmarksCount). */
export async function savedJobsCount(): Promise<number> {
  return (await apiGet<{ data: { count: number } }>('/user/saved-jobs/count')).data.data.count;
}
