import { getCookie, getLocal, removeCookie, setCookie, setLocal, setQuizScore } from 'shared-kit';
import { bulkSaveJobQuiz } from './api/bulk-save-job-quiz';
import { bulkSaveReadJob } from './api/bulk-save-read-job';
import { saveUserLead } from './api/save-user-lead';
import { syncAfterLogin } from './after-login-sync';

jest.mock('./api/save-user-lead');
jest.mock('./api/bulk-save-read-job');
jest.mock('./api/bulk-save-job-quiz');

const leadMock = jest.mocked(saveUserLead);
const readMock = jest.mocked(bulkSaveReadJob);
const quizMock = jest.mocked(bulkSaveJobQuiz);

const httpError = (status: number) => Object.assign(new Error('Request failed'), { response: { status, data: {} } });

function seedDevice() {
  setCookie('authorization_token', 'tok-1');
  setCookie('leadsID', 'lead-uuid');
  setCookie('readJobGuidesList', [3, 7]);
  setLocal('visitedRoutes', [7, 9]);
  setQuizScore(12, 640);
  setQuizScore(15, 90);
}

beforeEach(() => {
  jest.clearAllMocks();
  window.localStorage.clear();
  for (const name of ['authorization_token', 'leadsID', 'readJobGuidesList'] as const) removeCookie(name);
  leadMock.mockResolvedValue(undefined);
  readMock.mockResolvedValue(undefined);
  quizMock.mockResolvedValue(undefined);
});

describe('syncAfterLogin', () => {
  it('pushes the lead, the read jobs (cookie and local, once each) and the quiz scores, then clears them', async () => {
    seedDevice();
    window.localStorage.setItem('firstTimeUser', 'false');
    await syncAfterLogin();
    expect(leadMock).toHaveBeenCalledWith({ lead_id: 'lead-uuid' });
    expect(readMock).toHaveBeenCalledWith({ job_ids: [3, 7, 9] });
    expect(quizMock).toHaveBeenCalledTimes(1);
    expect(quizMock.mock.calls[0]![0].bulk_data).toEqual(
      expect.arrayContaining([
        { job_id: 12, result: 640 },
        { job_id: 15, result: 90 },
      ]),
    );
    expect(quizMock.mock.calls[0]![0].bulk_data).toHaveLength(2);
    expect(getCookie('leadsID')).toBeNull();
    expect(getCookie('readJobGuidesList')).toEqual([]);
    expect(window.localStorage.getItem('visitedRoutes')).toBeNull();
    expect(window.localStorage.getItem('quizScore_12')).toBeNull();
    expect(window.localStorage.getItem('quizScore_15')).toBeNull();
    // Unrelated keys and the token stay.
    expect(window.localStorage.getItem('firstTimeUser')).toBe('false');
    expect(getCookie('authorization_token')).toBe('tok-1');
  });

  it('keeps only the copies whose call failed, silently', async () => {
    seedDevice();
    leadMock.mockRejectedValue(httpError(404));
    quizMock.mockRejectedValue(httpError(500));
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(syncAfterLogin()).resolves.toBeUndefined();
    expect(getCookie('leadsID')).toBe('lead-uuid');
    expect(window.localStorage.getItem('quizScore_12')).toBe('640');
    // The read jobs call succeeded: those copies are gone.
    expect(getCookie('readJobGuidesList')).toEqual([]);
    expect(getLocal('visitedRoutes')).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('keeps the read jobs when their call fails', async () => {
    seedDevice();
    readMock.mockRejectedValue(new Error('Network Error'));
    await syncAfterLogin();
    expect(getCookie('readJobGuidesList')).toEqual([3, 7]);
    expect(getLocal('visitedRoutes')).toEqual([7, 9]);
  });

  it('makes no call when there is nothing to push', async () => {
    setCookie('authorization_token', 'tok-1');
    await syncAfterLogin();
    expect(leadMock).not.toHaveBeenCalled();
    expect(readMock).not.toHaveBeenCalled();
    expect(quizMock).not.toHaveBeenCalled();
  });

  it('does nothing without a token', async () => {
    seedDevice();
    removeCookie('authorization_token');
    await syncAfterLogin();
    expect(leadMock).not.toHaveBeenCalled();
    expect(readMock).not.toHaveBeenCalled();
    expect(getCookie('leadsID')).toBe('lead-uuid');
  });

  it('runs once when called twice at the same time', async () => {
    seedDevice();
    await Promise.all([syncAfterLogin(), syncAfterLogin()]);
    expect(leadMock).toHaveBeenCalledTimes(1);
    expect(readMock).toHaveBeenCalledTimes(1);
  });
});
