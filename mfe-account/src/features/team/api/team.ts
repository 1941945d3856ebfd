import { apiGet, apiRequest } from 'shared-kit';

/** The team view's API (issue 25): every call needs an editor's sign-in (the bearer header). */
export interface Period {
  readonly from: string;
  readonly to: string;
}
export interface StepRow {
  readonly week: string;
  readonly lang: string;
  readonly step: string;
  readonly sessions: number;
}
export interface SearchRow {
  readonly term: string;
  readonly searches: number;
  readonly noResults: number;
  readonly lastAt: string;
  readonly note: 'synonym' | 'new_job_idea' | null;
}
export interface JobRequestRow {
  readonly name: string;
  readonly requests: number;
  readonly lastAt: string;
}
export interface ContactRow {
  readonly id: string;
  readonly createdAt: string;
  readonly name: string;
  readonly email: string;
  readonly role: string;
  readonly topic: string;
  readonly message: string;
  readonly lang: string;
  readonly status: 'new' | 'answered';
}
export interface CountRow {
  readonly key: string;
  readonly count: number;
}
export interface Overview {
  readonly guides: readonly CountRow[];
  readonly languages: readonly CountRow[];
  readonly devices: readonly CountRow[];
  readonly campaigns: readonly CountRow[];
}
export interface TeamData {
  readonly funnel: readonly StepRow[];
  readonly subjectMatch: readonly StepRow[];
  readonly searches: readonly SearchRow[];
  readonly jobRequests: readonly JobRequestRow[];
  readonly contact: readonly ContactRow[];
  readonly overview: Overview;
}

/** GET team/me: resolves when the signed-in account is an editor; rejects (403) otherwise. */
export async function checkEditor(signal?: AbortSignal): Promise<void> {
  await apiGet('/team/me', { signal });
}

export async function loadTeamData(period: Period, signal?: AbortSignal): Promise<TeamData> {
  const get = async <T>(path: string) => (await apiGet<{ data: T }>(path, { params: period, signal })).data.data;
  const [funnel, subjectMatch, searches, jobRequests, contact, overview] = await Promise.all([
    get<StepRow[]>('/team/funnel'),
    get<StepRow[]>('/team/subject-match'),
    get<SearchRow[]>('/team/searches'),
    get<JobRequestRow[]>('/team/job-requests'),
    get<ContactRow[]>('/team/contact-messages'),
    get<Overview>('/team/overview'),
  ]);
  return { funnel, subjectMatch, searches, jobRequests, contact, overview };
}

export async function noteSearch(term: string, kind: SearchRow['note']): Promise<void> {
  await apiRequest({ method: 'PUT', url: '/team/search-notes', data: { term, kind } });
}

export async function setContactStatus(id: string, status: ContactRow['status']): Promise<void> {
  await apiRequest({ method: 'PATCH', url: `/team/contact-messages/${id}`, data: { status } });
}

export const REPORTS = [
  'funnel',
  'subject-match',
  'searches',
  'job-requests',
  'contact-messages',
  'guides',
  'languages',
  'devices',
  'campaigns',
] as const;
export type Report = (typeof REPORTS)[number];

/** Downloads one report as CSV (the sign-in goes in a header, so not a plain link). */
export async function downloadCsv(report: Report, period: Period): Promise<void> {
  const res = await apiRequest<Blob>({
    method: 'GET',
    url: `/team/export/${report}`,
    params: period,
    responseType: 'blob',
  });
  const url = URL.createObjectURL(res.data);
  const a = document.createElement('a');
  a.href = url;
  a.download = `${report}-${period.from}-${period.to}.csv`;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
