import type { ContactBody, ContactResponse } from 'api/contract';
import { apiPost } from 'shared-kit';

/**
 * POST contact (decision 110): 201 with whether the acknowledgement email went out. Called from
 * the form's submit with its own pending state (no data layer on this page: see get-form-token.ts).
 */
export async function sendContact(body: ContactBody): Promise<ContactResponse['data']> {
  return (await apiPost<ContactResponse>('/contact', body)).data.data;
}
