import type { JobListItem, Locale } from 'api/contract';
import { JobSearchIndex, normalise, searchableFromListItem } from 'api/search';
import type { LocalJobSearch } from './search-index';

export { decodeSearchIndex } from 'api/search';

/**
 * The API's own index (decision 175) over the whole job list (decoded from the compact index, 395). In a lazy chunk with the search
 * module itself, so the drawer's first open does not carry it.
 */
export function createLocalJobSearch(jobs: JobListItem[]): LocalJobSearch {
  const index = new JobSearchIndex(jobs.map(searchableFromListItem));
  const byId = new Map(jobs.map((job) => [job.id, job]));
  // Results by locale and term: the search bar ranks a term while the debounce runs (see
  // useJobSearch), so when it ends only the rendering is left. The same array for the same term.
  const results = new Map<string, JobListItem[] | null>();
  return {
    search: (term: string, locale: Locale) => {
      const key = `${locale}\u0000${term}`;
      let found = results.get(key);
      if (found === undefined) {
        // A term with no letters or digits: the API answers it (with the whole list).
        found = normalise(term) ? index.search(term, locale).map((hit) => byId.get(hit.id)!) : null;
        if (results.size >= 200) results.delete(results.keys().next().value!);
        results.set(key, found);
      }
      return found;
    },
  };
}
