import type { SaveUserLeadBody, SaveUserLeadResponse } from 'api/contract';
import { apiPost } from 'shared-kit';

/**
 * POST save-user-lead (bearer): gives the anonymous quiz lead to the user. 404 LEAD_NOT_FOUND.
 * Called by the after-login sync outside any component, so there is no hook; a failure is silent
 * for the user (spec §8) and never brings up the 504 page (a POST never does).
 */
export async function saveUserLead(body: SaveUserLeadBody): Promise<SaveUserLeadResponse> {
  return (await apiPost<SaveUserLeadResponse>('/save-user-lead', body)).data;
}
