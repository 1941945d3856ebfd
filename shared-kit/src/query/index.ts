/**
 * `shared-kit/query`: the site's one data layer, TanStack Query (decision 041). A separate entry
 * of shared-kit, shared as its own Module Federation singleton, so it loads with the first
 * component that fetches and never on a page that makes no call (the home page, the quiz intro).
 *
 * One QueryClient for the whole page (every remote and parcel), bound into the hooks below: no
 * provider is needed in any app. A test may still wrap a tree in `<QueryClientProvider>` with a
 * client of its own; the hooks prefer it.
 *
 * Convention (bulletproof-react): each `features/<x>/api/<endpoint>.ts` holds the request
 * function, its `queryOptions`/`mutationOptions` and its hook, e.g.
 *
 *   export const getJob = (slug: string, signal?: AbortSignal) => apiGet<Data<JobDetail>>(…);
 *   export const jobQuery = (slug: string) =>
 *     queryOptions({ queryKey: ['job', slug], queryFn: ({ signal }) => getJob(slug, signal),
 *                    meta: { primary: true } });
 *   export const useJob = (slug: string) => useQuery(jobQuery(slug));
 *
 * Errors are `ApiError`s. `meta: { primary: true }` marks the page's own primary data: when it
 * cannot be had because the server is busy or away (502/503/504, no answer), the shell shows the
 * 504 page. Every other query and mutation fails where it happened (spec §8; decision 042).
 */
import { useContext } from 'react';
import {
  MutationCache,
  QueryCache,
  QueryClient,
  QueryClientContext,
  useMutation as useMutationWith,
  useQuery as useQueryWith,
  useSuspenseQuery as useSuspenseQueryWith,
} from '@tanstack/react-query';
import { announceServerBusy, type ApiError } from 'shared-kit';

export {
  QueryClient,
  QueryClientProvider,
  keepPreviousData,
  mutationOptions,
  queryOptions,
  skipToken,
  type QueryKey,
  type UseMutationResult,
  type UseQueryResult,
} from '@tanstack/react-query';

/** What a query or mutation may say about itself (`meta`). */
export interface DataMeta extends Record<string, unknown> {
  /** The page's own primary data: a busy or absent server shows the 504 page (decision 042). */
  readonly primary?: boolean;
}

declare module '@tanstack/react-query' {
  interface Register {
    defaultError: ApiError;
    queryMeta: DataMeta;
    mutationMeta: DataMeta;
  }
}

/** Content changes with a deploy or a seed, not while someone reads: keep answers for 5 minutes. */
export const STALE_TIME_MS = 5 * 60_000;

/** A client with the site's defaults (also for tests that want a fresh cache). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      // Only when there is nothing to show: a failed background refresh keeps the page.
      onError: (error, query) => {
        if (query.meta?.primary && query.state.data === undefined) announceServerBusy(error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (mutation.meta?.primary) announceServerBusy(error);
      },
    }),
    defaultOptions: {
      queries: {
        // The HTTP client already retries a GET once on the spec's statuses (§7): never twice.
        retry: false,
        staleTime: STALE_TIME_MS,
        // A refetch on focus that fails would have nothing to add to a page already shown.
        refetchOnWindowFocus: false,
        // Fail when offline (the 504 page for primary data) instead of waiting paused.
        networkMode: 'always',
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

let client: QueryClient | null = null;

/** The page's one QueryClient (this module is a singleton across apps). */
export function queryClient(): QueryClient {
  client ??= createQueryClient();
  return client;
}

/** For tests: empty the cache (queries, mutations) between tests. */
export function resetQueryClient(): void {
  client?.clear();
}

/** The client a hook uses: a test's provider if there is one, else the page's. */
function useClient(): QueryClient {
  return useContext(QueryClientContext) ?? queryClient();
}

/** `useQueryClient` bound to the page's client. */
export function useQueryClient(): QueryClient {
  return useClient();
}

/** TanStack's `useQuery`, bound to the page's client. */
export const useQuery = ((options: Parameters<typeof useQueryWith>[0]) =>
  useQueryWith(options, useClient())) as typeof useQueryWith;

/** TanStack's `useSuspenseQuery`, bound to the page's client. */
export const useSuspenseQuery = ((options: Parameters<typeof useSuspenseQueryWith>[0]) =>
  useSuspenseQueryWith(options, useClient())) as typeof useSuspenseQueryWith;

/** TanStack's `useMutation`, bound to the page's client. */
export const useMutation = ((options: Parameters<typeof useMutationWith>[0]) =>
  useMutationWith(options, useClient())) as typeof useMutationWith;
