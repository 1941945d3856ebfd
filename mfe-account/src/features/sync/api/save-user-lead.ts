import { apiPost } from 'shared-kit';

/** POST save-user-lead (bearer): gives the anonymous quiz lead to the user. 404 `LEAD_NOT_FOUND`. */
export async function saveUserLead(body: { readonly lead_id: string }): Promise<void> {
  await apiPost('/save-user-lead', body);
}
