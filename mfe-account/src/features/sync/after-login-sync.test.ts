import { getCookie, getLocal, on, removeCookie, setCookie, setLocal, setQuizScore } from 'shared-kit';
import { api, apiError, http, HttpResponse, server } from '../../../test/network';
import { syncAfterLogin } from './after-login-sync';

type Seen = { path: string; body: unknown; auth: string | null };

const ENDPOINTS = ['/save-user-lead', '/user/bulk-save-read-job', '/user/bulk-save-job-quiz'] as const;
type Endpoint = (typeof ENDPOINTS)[number];

/** The three sync endpoints, each answering as told (200 by default); returns what they received. */
function serveSync(answers: Partial<Record<Endpoint, () => Response>> = {}): Seen[] {
  const seen: Seen[] = [];
  server.use(
    // The header's count is refreshed after every log-in (decision 130).
    http.get(api('/user/saved-jobs/count'), () => HttpResponse.json({ type: 'success', data: { count: 4 } })),
    ...ENDPOINTS.map((path) =>
      http.post(api(path), async ({ request }) => {
        seen.push({ path, body: await request.json(), auth: request.headers.get('authorization') });
        return answers[path]?.() ?? HttpResponse.json({ type: 'success' });
      }),
    ),
  );
  return seen;
}

const bodyOf = (seen: Seen[], path: Endpoint) => seen.find((s) => s.path === path)?.body;

function seedDevice() {
  setCookie('authorization_token', 'tok-1');
  setCookie('leadsID', 'lead-uuid');
  setCookie('readJobGuidesList', [3, 7]);
  setLocal('visitedRoutes', [7, 9]);
  setQuizScore(12, 640);
  setQuizScore(15, 90);
}

let warn: jest.SpyInstance;
beforeEach(() => {
  window.localStorage.clear();
  for (const name of ['authorization_token', 'leadsID', 'readJobGuidesList'] as const) removeCookie(name);
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => warn.mockRestore());

describe('syncAfterLogin', () => {
  it('pushes the lead, the read jobs (cookie and local, once each) and the quiz scores, then clears them', async () => {
    const seen = serveSync();
    seedDevice();
    window.localStorage.setItem('firstTimeUser', 'false');
    await syncAfterLogin();
    expect(seen.map((s) => s.auth)).toEqual(['Bearer tok-1', 'Bearer tok-1', 'Bearer tok-1']);
    expect(bodyOf(seen, '/save-user-lead')).toEqual({ lead_id: 'lead-uuid' });
    expect(bodyOf(seen, '/user/bulk-save-read-job')).toEqual({ job_ids: [3, 7, 9] });
    const quiz = bodyOf(seen, '/user/bulk-save-job-quiz') as { bulk_data: unknown[] };
    expect(quiz.bulk_data).toHaveLength(2);
    expect(quiz.bulk_data).toEqual(
      expect.arrayContaining([
        { job_id: 12, result: 640 },
        { job_id: 15, result: 90 },
      ]),
    );
    expect(getCookie('leadsID')).toBeNull();
    expect(getCookie('readJobGuidesList')).toEqual([]);
    expect(window.localStorage.getItem('visitedRoutes')).toBeNull();
    expect(window.localStorage.getItem('quizScore_12')).toBeNull();
    expect(window.localStorage.getItem('quizScore_15')).toBeNull();
    // Unrelated keys and the token stay.
    expect(window.localStorage.getItem('firstTimeUser')).toBe('false');
    expect(getCookie('authorization_token')).toBe('tok-1');
    expect(warn).not.toHaveBeenCalled();
  });

  it('keeps only the copies whose call failed, silently for the user and logged for the developer', async () => {
    serveSync({
      '/save-user-lead': () => apiError(404, 'LEAD_NOT_FOUND'),
      '/user/bulk-save-job-quiz': () => apiError(503, 'SERVICE_UNAVAILABLE'),
    });
    seedDevice();
    const busy = jest.fn();
    const off = on('app:server-busy', busy);
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(syncAfterLogin()).resolves.toBeUndefined();
    expect(getCookie('leadsID')).toBe('lead-uuid');
    expect(window.localStorage.getItem('quizScore_12')).toBe('640');
    // The read jobs call succeeded: those copies are gone.
    expect(getCookie('readJobGuidesList')).toEqual([]);
    expect(getLocal('visitedRoutes')).toEqual([]);
    // Spec §8: bulk and lead saves fail silently; a 503 here never brings up the busy page.
    expect(busy).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/lead not saved \(404 LEAD_NOT_FOUND\)/));
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/quiz scores not saved \(503 SERVICE_UNAVAILABLE\)/));
    // The log carries no user data.
    expect(JSON.stringify(warn.mock.calls)).not.toMatch(/lead-uuid|tok-1/);
    errors.mockRestore();
    off();
  });

  it('keeps the read jobs when the server does not answer', async () => {
    serveSync({ '/user/bulk-save-read-job': () => HttpResponse.error() });
    seedDevice();
    await syncAfterLogin();
    expect(getCookie('readJobGuidesList')).toEqual([3, 7]);
    expect(getLocal('visitedRoutes')).toEqual([7, 9]);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/read jobs not saved \(no answer\)/));
  });

  it('makes no call when there is nothing to push', async () => {
    const seen = serveSync();
    setCookie('authorization_token', 'tok-1');
    await syncAfterLogin();
    expect(seen).toEqual([]);
  });

  it('does nothing without a token', async () => {
    const seen = serveSync();
    seedDevice();
    removeCookie('authorization_token');
    await syncAfterLogin();
    expect(seen).toEqual([]);
    expect(getCookie('leadsID')).toBe('lead-uuid');
  });

  it('runs once when called twice at the same time', async () => {
    const seen = serveSync();
    seedDevice();
    await Promise.all([syncAfterLogin(), syncAfterLogin()]);
    expect(seen.filter((s) => s.path === '/save-user-lead')).toHaveLength(1);
    expect(seen.filter((s) => s.path === '/user/bulk-save-read-job')).toHaveLength(1);
  });
});

describe('syncAfterLogin: what the visitor asked for before signing up (decision 130)', () => {
  beforeEach(() => removeCookie('savedBookmarksCount'));

  it('saves the job they pressed Save on, forgets the request and sets the header count', async () => {
    const saved: unknown[] = [];
    server.use(
      http.post(api('/user/saved-jobs'), async ({ request }) => {
        saved.push(await request.json());
        return HttpResponse.json({ type: 'success', data: { job_id: 1001, saved: true, count: 3 } });
      }),
    );
    setCookie('authorization_token', 'tok-1');
    setLocal('pendingJobAction', { kind: 'save', id: 1001, slug: 'nurse' });
    const announced: string[] = [];
    on('state:changed', (c) => announced.push(c.key));
    await syncAfterLogin();
    expect(saved).toEqual([{ job_id: 1001 }]);
    expect(getLocal('pendingJobAction')).toBeNull();
    expect(getCookie('savedBookmarksCount')).toBe(3);
    expect(announced).toContain('savedBookmarksCount');
  });

  it('keeps the request when the save fails for now, and drops it for a job that is gone', async () => {
    setCookie('authorization_token', 'tok-1');
    setLocal('pendingJobAction', { kind: 'save', id: 1001, slug: 'nurse' });
    server.use(http.post(api('/user/saved-jobs'), () => apiError(500, 'INTERNAL')));
    await syncAfterLogin();
    expect(getLocal('pendingJobAction')).toEqual({ kind: 'save', id: 1001, slug: 'nurse' });
    expect(warn).toHaveBeenCalledTimes(1);

    server.use(
      http.post(api('/user/saved-jobs'), () => apiError(404, 'JOB_NOT_FOUND')),
      http.get(api('/user/saved-jobs/count'), () => HttpResponse.json({ type: 'success', data: { count: 0 } })),
    );
    await syncAfterLogin();
    expect(getLocal('pendingJobAction')).toBeNull();
    expect(getCookie('savedBookmarksCount')).toBe(0);
  });

  it('puts the job they wanted to compare third in the tray', async () => {
    serveSync();
    setCookie('authorization_token', 'tok-1');
    setLocal('compareJobs', ['nurse', 'chef']);
    setLocal('pendingJobAction', { kind: 'compare', id: 1002, slug: 'medical-doctor' });
    await syncAfterLogin();
    expect(getLocal('compareJobs')).toEqual(['nurse', 'chef', 'medical-doctor']);
    expect(getLocal('pendingJobAction')).toBeNull();
    expect(getCookie('savedBookmarksCount')).toBe(4);
  });
});
