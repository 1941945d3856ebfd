import { registerRemotes } from '@module-federation/enhanced/runtime';
import { loadRemotesMap } from './remotes-map';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn(), loadRemote: jest.fn() }));

const respond = (body: unknown, status = 200) =>
  jest.fn(async () => ({ ok: status < 400, status, json: async () => body }) as unknown as Response);

beforeEach(() => jest.mocked(registerRemotes).mockClear());

describe('the remotes map', () => {
  it('registers every valid remote with the federation runtime, read fresh each time', async () => {
    const fetchImpl = respond({
      remotes: {
        'mfe-jobs': { name: 'mfe_jobs', entry: '/remotes/mfe-jobs/abc/remoteEntry.js', version: 'abc' },
        'mfe-quiz': { name: 'mfe_quiz', entry: 'https://cdn.example.my/quiz/def/remoteEntry.js' },
      },
    });
    const map = await loadRemotesMap(fetchImpl as typeof fetch);
    expect(fetchImpl).toHaveBeenCalledWith('/remotes.json', { cache: 'no-store' });
    expect(map['mfe-jobs']?.entry).toBe('/remotes/mfe-jobs/abc/remoteEntry.js');
    expect(registerRemotes).toHaveBeenCalledWith(
      [
        { name: 'mfe_jobs', entry: '/remotes/mfe-jobs/abc/remoteEntry.js' },
        { name: 'mfe_quiz', entry: 'https://cdn.example.my/quiz/def/remoteEntry.js' },
      ],
      { force: true },
    );
  });

  it('skips malformed entries and survives an unreachable map', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const map = await loadRemotesMap(
      respond({ remotes: { 'mfe-jobs': { name: 'bad name!', entry: 1 } } }) as typeof fetch,
    );
    expect(map).toEqual({});
    const down = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await loadRemotesMap(down as unknown as typeof fetch)).toEqual({});
    expect(await loadRemotesMap(respond({}, 503) as typeof fetch)).toEqual({});
  });

  it('takes the map the server wrote into the page once, then fetches the served one', async () => {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = 'career-remotes';
    block.textContent = JSON.stringify({
      remotes: { 'mfe-jobs': { name: 'mfe_jobs', entry: '/remotes/mfe-jobs/inline/remoteEntry.js' } },
    });
    document.head.append(block);
    const fetchImpl = respond({
      remotes: { 'mfe-jobs': { name: 'mfe_jobs', entry: '/remotes/mfe-jobs/served/remoteEntry.js' } },
    });
    const first = await loadRemotesMap(fetchImpl as typeof fetch);
    expect(fetchImpl).not.toHaveBeenCalled();
    expect(first['mfe-jobs']?.entry).toBe('/remotes/mfe-jobs/inline/remoteEntry.js');
    expect(document.getElementById('career-remotes')).toBeNull();
    const again = await loadRemotesMap(fetchImpl as typeof fetch);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(again['mfe-jobs']?.entry).toBe('/remotes/mfe-jobs/served/remoteEntry.js');
  });

  it('fetches the served map when the inline one is not JSON', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = 'career-remotes';
    block.textContent = '{not json';
    document.head.append(block);
    const fetchImpl = respond({ remotes: {} });
    await loadRemotesMap(fetchImpl as typeof fetch);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });
});
