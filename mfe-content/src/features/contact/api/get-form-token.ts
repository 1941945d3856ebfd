import type { ContactFormTokenResponse } from 'api/contract';
import { apiGet } from 'shared-kit';

/**
 * GET contact/form-token (decision 110): issued when the form shows; the server refuses a form
 * sent back sooner than its minimum fill time. A plain call, not a query: the token must not be
 * cached or refetched behind the person's back (its age is the point), and the data layer
 * (TanStack Query, ≈11 KB gzip) would put the contact page over the first-render budget (009).
 */
export async function getFormToken(signal?: AbortSignal): Promise<string> {
  return (await apiGet<ContactFormTokenResponse>('/contact/form-token', { signal })).data.data.form_token;
}
