import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { loadRemoteModule, type RemoteSource } from './load-module';
import { retriedRemote } from './registry';
import type { RemotesMap } from './remotes-map';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn(), loadRemote: jest.fn() }));

const marks = () => (globalThis as { __careerRetry?: Record<string, number> }).__careerRetry;
const lifecycles = { bootstrap: async () => undefined, mount: async () => undefined, unmount: async () => undefined };

beforeEach(() => {
  jest.mocked(registerRemotes).mockClear();
  jest.mocked(loadRemote).mockReset();
  delete (globalThis as { __careerRetry?: unknown }).__careerRetry;
});

describe('a retry loads a remote at new URLs (decision 353)', () => {
  it('registers the entry with ?retry=n and marks the remote for its chunk and stylesheet URLs', () => {
    const remote = { name: 'mfe_quiz', entry: '/remotes/mfe-quiz/v1/remoteEntry.js', version: 'v1' };
    expect(retriedRemote(remote).entry).toBe('/remotes/mfe-quiz/v1/remoteEntry.js?retry=1');
    expect(registerRemotes).toHaveBeenLastCalledWith(
      [{ name: 'mfe_quiz', entry: '/remotes/mfe-quiz/v1/remoteEntry.js?retry=1' }],
      { force: true },
    );
    expect(marks()).toEqual({ mfe_quiz: 1 });
    // A second retry asks for URLs that are new again; an entry with a query keeps it.
    expect(retriedRemote(remote).entry).toBe('/remotes/mfe-quiz/v1/remoteEntry.js?retry=2');
    expect(retriedRemote({ name: 'mfe_jobs', entry: 'https://cdn.example.my/j/remoteEntry.js?v=3' }).entry).toBe(
      'https://cdn.example.my/j/remoteEntry.js?v=3&retry=1',
    );
    expect(marks()).toEqual({ mfe_quiz: 2, mfe_jobs: 1 });
  });

  it('only a retry (reread) is loaded at retry URLs; a first load keeps the preloaded ones', async () => {
    const map: RemotesMap = { 'mfe-quiz': { name: 'mfe_quiz', entry: '/remotes/mfe-quiz/v1/remoteEntry.js' } };
    const retried = jest.fn((r) => ({ ...r, entry: `${r.entry}?retry=1` }));
    const source: RemoteSource = { remotes: () => map, reregister: jest.fn(async () => map), retried };
    jest.mocked(loadRemote).mockResolvedValue(lifecycles);
    await loadRemoteModule('mfe-quiz', './app', { source });
    expect(retried).not.toHaveBeenCalled();
    expect(source.reregister).not.toHaveBeenCalled();
    await loadRemoteModule('mfe-quiz', './app', { source, reread: true });
    expect(source.reregister).toHaveBeenCalledTimes(1);
    expect(retried).toHaveBeenCalledWith(map['mfe-quiz']);
    expect(loadRemote).toHaveBeenLastCalledWith('mfe_quiz/app');
  });
});
