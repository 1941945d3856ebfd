import type { FundingItem, FundingResponse } from 'api/contract';
import { apiGet } from 'shared-kit';
import { queryOptions, useQuery } from 'shared-kit/query';

const PAGE_SIZE = 100; // the API's largest page

/**
 * GET {apiBase}{version}/funding, every page: the whole list (51 schemes today, one request), which
 * the search filters in the browser (decision 100).
 */
export async function listFunding(signal?: AbortSignal): Promise<FundingItem[]> {
  const items: FundingItem[] = [];
  for (let page = 1; ; page++) {
    const res = await apiGet<FundingResponse>('/funding', { params: { page, page_size: PAGE_SIZE }, signal });
    items.push(...res.data.data);
    if (res.data.data.length < PAGE_SIZE || items.length >= res.data.total) return items;
  }
}

/** The funding search's own data: a busy server shows the 504 page (decision 042). */
export const fundingQuery = () =>
  queryOptions({
    queryKey: ['funding', 'all'],
    queryFn: ({ signal }) => listFunding(signal),
    meta: { primary: true },
    staleTime: 5 * 60 * 1000,
  });

export const useFunding = () => useQuery(fundingQuery());
