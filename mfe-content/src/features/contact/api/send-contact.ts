import type { ContactBody, ContactFormTokenResponse, ContactResponse } from 'api/contract';
import { apiGet, apiPost } from 'shared-kit';
import { mutationOptions, queryOptions, useMutation, useQuery } from 'shared-kit/query';

/** GET contact/form-token: issued when the form shows; the server refuses a form sent back too fast. */
export async function getFormToken(signal?: AbortSignal): Promise<string> {
  return (await apiGet<ContactFormTokenResponse>('/contact/form-token', { signal })).data.data.form_token;
}

/**
 * The form's token: fetched once when the form shows, never refetched behind the person's back
 * (its age is the point); the page asks for a new one after sending or when the server refuses it.
 */
export const formTokenQuery = () =>
  queryOptions({
    queryKey: ['contact', 'form-token'],
    queryFn: ({ signal }) => getFormToken(signal),
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

export const useFormToken = () => useQuery(formTokenQuery());

/** POST contact (decision 110): 201 with whether the acknowledgement email went out. */
export async function sendContact(body: ContactBody): Promise<ContactResponse['data']> {
  return (await apiPost<ContactResponse>('/contact', body)).data.data;
}

export const sendContactMutation = () => mutationOptions({ mutationKey: ['contact'], mutationFn: sendContact });

export const useSendContact = () => useMutation(sendContactMutation());
