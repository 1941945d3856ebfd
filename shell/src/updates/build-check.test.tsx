import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderIntl } from 'shared-kit/testing';
import en from '../i18n/en.json';
import ms from '../i18n/ms.json';
import { CHECK_EVERY_MS, FIRST_CHECK_AFTER_MS, startBuildCheck } from './build-check';
import { setUpdateAvailable } from './update-available';
import { UpdateNotice } from './update-notice';

const messages = { en, ms };

/** A stand-in for builds/latest.json: answers each id in turn (an Error is a failed request). */
function latest(...answers: (string | Error)[]) {
  const urls: string[] = [];
  const fetchJson = jest.fn(async (url: string) => {
    urls.push(url);
    const answer = answers[Math.min(urls.length - 1, answers.length - 1)]!;
    if (answer instanceof Error) throw answer;
    return { id: answer };
  });
  return { urls, fetchJson };
}

const flush = () => act(async () => undefined);

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  setUpdateAvailable(false);
});

describe('build-update detection (spec §4, §9)', () => {
  it('asks 1 s after ready and every hour, with a timestamp query; tells when the id differs', async () => {
    const { urls, fetchJson } = latest('aaa', 'aaa', 'bbb');
    const onUpdate = jest.fn();
    let now = 1700000000000;
    const stop = startBuildCheck({ currentId: 'aaa', fetchJson, onUpdate, now: () => now, connection: undefined });
    await act(async () => jest.advanceTimersByTime(FIRST_CHECK_AFTER_MS - 1));
    expect(urls).toEqual([]);
    await act(async () => jest.advanceTimersByTime(1));
    await flush();
    expect(urls).toEqual([`/builds/latest.json?t=${now}`]);
    now += CHECK_EVERY_MS;
    await act(async () => jest.advanceTimersByTime(CHECK_EVERY_MS));
    await flush();
    expect(urls).toHaveLength(2);
    expect(urls[1]).toBe(`/builds/latest.json?t=${now}`);
    expect(onUpdate).not.toHaveBeenCalled();
    await act(async () => jest.advanceTimersByTime(CHECK_EVERY_MS));
    await flush();
    expect(onUpdate).toHaveBeenCalledWith('bbb');
    stop();
    await act(async () => jest.advanceTimersByTime(CHECK_EVERY_MS * 3));
    expect(urls).toHaveLength(3);
  });

  it('skips the first check on a slow-2g connection, but still checks hourly', async () => {
    const { urls, fetchJson } = latest('new');
    const onUpdate = jest.fn();
    const stop = startBuildCheck({ currentId: 'old', fetchJson, onUpdate, connection: { effectiveType: 'slow-2g' } });
    await act(async () => jest.advanceTimersByTime(FIRST_CHECK_AFTER_MS * 10));
    expect(urls).toEqual([]);
    await act(async () => jest.advanceTimersByTime(CHECK_EVERY_MS));
    await flush();
    expect(onUpdate).toHaveBeenCalledWith('new');
    stop();
  });

  it('is silent when the check fails, and tries again an hour later', async () => {
    const { fetchJson } = latest(new Error('offline'), 'new');
    const onUpdate = jest.fn();
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const stop = startBuildCheck({ currentId: 'old', fetchJson, onUpdate, connection: undefined });
    await act(async () => jest.advanceTimersByTime(FIRST_CHECK_AFTER_MS));
    await flush();
    expect(onUpdate).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    await act(async () => jest.advanceTimersByTime(CHECK_EVERY_MS));
    await flush();
    expect(onUpdate).toHaveBeenCalledWith('new');
    stop();
    errors.mockRestore();
  });

  it('adopts the first answer when the page names no build', async () => {
    const { fetchJson } = latest('one', 'one', 'two');
    const onUpdate = jest.fn();
    const stop = startBuildCheck({ currentId: null, fetchJson, onUpdate, connection: undefined });
    await act(async () => jest.advanceTimersByTime(FIRST_CHECK_AFTER_MS + CHECK_EVERY_MS));
    await flush();
    expect(onUpdate).not.toHaveBeenCalled();
    await act(async () => jest.advanceTimersByTime(CHECK_EVERY_MS));
    await flush();
    expect(onUpdate).toHaveBeenCalledWith('two');
    stop();
  });
});

describe('the update notice', () => {
  it.each([
    ['en', 'A new version of Laluan Kerjaya is ready. Reload to get it.', 'Reload'],
    ['ms', 'Versi baharu Laluan Kerjaya sudah tersedia. Muat semula halaman untuk menggunakannya.', 'Muat semula'],
  ] as const)('offers a reload politely in %s', async (locale, text, action) => {
    jest.useRealTimers();
    const reload = jest.fn();
    renderIntl(<UpdateNotice reload={reload} />, { locale, messages });
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    act(() => setUpdateAvailable(true));
    expect(screen.getByRole('status')).toHaveTextContent(text);
    await userEvent.click(screen.getByRole('button', { name: action }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
