import type { LeadBody, LeadCreated } from 'api/contract';
import { apiPost } from 'shared-kit';

/**
 * POST {base}{version}/leads: saves the quiz lead (role, the data-entry answers, the seven
 * selections) and answers its id and the result code the API scored (decision 313), kept as leadsID. A failure is silent for the
 * user (spec §8) and never stops them reaching their result.
 */
export async function createLead(body: LeadBody): Promise<LeadCreated> {
  return (await apiPost<LeadCreated>('/leads', body)).data;
}
