import type {
  ChangePasswordBody,
  MessageResponse,
  SessionItem,
  SessionsEndedResponse,
  SessionsResponse,
} from 'api/contract';
import { apiGet, apiPost, apiRequest } from 'shared-kit';
import { mutationOptions, queryOptions, useMutation, useQuery, useQueryClient } from 'shared-kit/query';

/** GET user/sessions (bearer): the account's active sign-ins, this one marked `current` (decision 283). */
export async function getSessions(signal?: AbortSignal): Promise<SessionItem[]> {
  return (await apiGet<SessionsResponse>('/user/sessions', { signal })).data.data.sessions;
}

/** A section of My profile, not the page's own data: a failure shows in the section. */
export const sessionsQuery = () =>
  queryOptions({ queryKey: ['sessions'], queryFn: ({ signal }) => getSessions(signal) });

export const useSessions = () => useQuery(sessionsQuery());

/** DELETE user/sessions/:id: ends one sign-in (404 SESSION_NOT_FOUND when it has ended already). */
export async function endSession(id: string): Promise<SessionsEndedResponse> {
  return (await apiRequest<SessionsEndedResponse>({ method: 'DELETE', url: `/user/sessions/${id}` })).data;
}

export function useEndSession() {
  const client = useQueryClient();
  return useMutation({
    ...mutationOptions({ mutationKey: ['sessions', 'end'], mutationFn: endSession }),
    onSettled: () => client.invalidateQueries({ queryKey: sessionsQuery().queryKey }),
  });
}

/** POST logout-everywhere: every sign-in of the account ends, this one included. */
export async function logoutEverywhere(): Promise<SessionsEndedResponse> {
  return (await apiPost<SessionsEndedResponse>('/logout-everywhere')).data;
}

export const useLogoutEverywhere = () =>
  useMutation(mutationOptions({ mutationKey: ['logout-everywhere'], mutationFn: logoutEverywhere }));

/**
 * POST change-password: 403 WRONG_PASSWORD (a password try), 400 PASSWORD_TOO_COMMON, 429 after
 * too many tries. Every other sign-in ends, so the list is fetched again.
 */
export async function changePassword(body: ChangePasswordBody): Promise<MessageResponse> {
  return (await apiPost<MessageResponse>('/change-password', body)).data;
}

export function useChangePassword() {
  const client = useQueryClient();
  return useMutation({
    ...mutationOptions({ mutationKey: ['change-password'], mutationFn: changePassword }),
    onSuccess: () => client.invalidateQueries({ queryKey: sessionsQuery().queryKey }),
  });
}
