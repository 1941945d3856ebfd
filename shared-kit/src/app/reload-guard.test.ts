import { isChunkLoadError, reloadAfterChunkError, reloadOnce, RELOAD_GUARD_MS } from './reload-guard';

const chunkError = () =>
  Object.assign(new Error('Loading chunk 512 failed.\n(missing: /remotes/x/512.js)'), { name: 'ChunkLoadError' });

beforeEach(() => {
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/en/jobs/nurse');
});

describe('the reload guard (spec §4, §9)', () => {
  it('knows a chunk-load failure from other errors', () => {
    expect(isChunkLoadError(chunkError())).toBe(true);
    expect(isChunkLoadError(new Error('Loading CSS chunk 12 failed.'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /x.js'))).toBe(true);
    expect(isChunkLoadError(new Error('[ Federation Runtime ]: Failed to load script resources. #RUNTIME-008'))).toBe(
      true,
    );
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Loading chunk 1 failed')).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });

  it('reloads once per path within 10 s, then again after', () => {
    const reload = jest.fn();
    let now = 1_000_000;
    const opts = { reload, now: () => now };
    expect(reloadOnce(opts)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    now += RELOAD_GUARD_MS - 1;
    expect(reloadOnce(opts)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    now += 1;
    expect(reloadOnce(opts)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('does not hold another path back', () => {
    const reload = jest.fn();
    expect(reloadOnce({ reload, now: () => 5 })).toBe(true);
    window.history.replaceState(null, '', '/en/directory/all-jobs');
    expect(reloadOnce({ reload, now: () => 6 })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('reloads for a chunk-load failure only', () => {
    const reload = jest.fn();
    expect(reloadAfterChunkError(new Error('boom'), { reload })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    expect(reloadAfterChunkError(chunkError(), { reload })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(JSON.parse(window.sessionStorage.getItem('forcedReload')!)).toMatchObject({ path: '/en/jobs/nurse' });
  });
});
