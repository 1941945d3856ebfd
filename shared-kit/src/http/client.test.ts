import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { configure } from '../config/config';
import { on, resetBus } from '../bus/event-bus';
import { apiGet, ApiError, apiPost, errorOf, http, resetHttp, RETRY_STATUSES } from './client';
import { resetEmbedded } from './embedded';

function scripted(statuses: number[]): { adapter: AxiosAdapter; calls: InternalAxiosRequestConfig[] } {
  const calls: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    calls.push(config);
    const status = statuses[Math.min(calls.length - 1, statuses.length - 1)]!;
    const response = { data: { ok: status < 400 }, status, statusText: String(status), headers: {}, config };
    if (status >= 400) {
      const error = Object.assign(new Error(`status ${status}`), { isAxiosError: true, config, response });
      throw error;
    }
    return response;
  };
  return { adapter, calls };
}

beforeEach(() => {
  resetHttp();
  resetBus();
  configure({ apiBase: '/api', apiVersion: '/v1' });
});

describe('HTTP client', () => {
  it('uses the configured base URL and version prefix', async () => {
    const { adapter, calls } = scripted([200]);
    await (await http()).get('/job-list', { adapter });
    expect(calls[0]!.baseURL).toBe('/api/v1');
  });

  it.each([...RETRY_STATUSES])('retries a GET once on %i', async (status) => {
    const { adapter, calls } = scripted([status, 200]);
    const res = await (await http()).get('/job-list', { adapter });
    expect(res.status).toBe(200);
    expect(calls).toHaveLength(2);
  });

  it('retries a GET only once', async () => {
    const { adapter, calls } = scripted([503, 503, 200]);
    await expect((await http()).get('/job-list', { adapter })).rejects.toThrow('status 503');
    expect(calls).toHaveLength(2);
  });

  it.each(['post', 'put', 'patch', 'delete'] as const)(
    'never retries a write (%s), whatever the status (decision 280)',
    async (method) => {
      for (const status of [...RETRY_STATUSES]) {
        const { adapter, calls } = scripted([status, 200]);
        await expect(
          (await http()).request({ method, url: '/user/saved-jobs/1', data: {}, adapter }),
        ).rejects.toThrow();
        expect(calls).toHaveLength(1);
      }
    },
  );

  it('never retries a request with a body', async () => {
    const { adapter, calls } = scripted([503, 200]);
    await expect((await http()).post('/request-job', { job_request_name: 'x' }, { adapter })).rejects.toThrow();
    expect(calls).toHaveLength(1);
  });

  it('does not retry other statuses', async () => {
    const { adapter, calls } = scripted([404, 200]);
    await expect((await http()).get('/jobs/nope', { adapter })).rejects.toThrow();
    expect(calls).toHaveLength(1);
  });

  it('does not show the 504 page for a call that did not ask for it (spec §8)', async () => {
    const seen: number[] = [];
    on('app:server-busy', (p) => seen.push(p.status));
    const { adapter } = scripted([503, 503]);
    const error = await apiGet('/job-list', { adapter }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 503, busy: true });
    expect(seen).toEqual([]);
  });

  it('announces a busy server (504 page) once, after the retry, for a primary call', async () => {
    const seen: number[] = [];
    on('app:server-busy', (p) => seen.push(p.status));
    const { adapter, calls } = scripted([504, 504]);
    await expect(apiGet('/jobs/nurse', { adapter, busyPage: true })).rejects.toMatchObject({ status: 504 });
    expect(calls).toHaveLength(2);
    expect(seen).toEqual([504]);
  });

  it('does not announce a busy server for a primary call that failed otherwise', async () => {
    const seen: number[] = [];
    on('app:server-busy', (p) => seen.push(p.status));
    const { adapter } = scripted([404]);
    await expect(apiGet('/jobs/nope', { adapter, busyPage: true })).rejects.toMatchObject({ status: 404, busy: false });
    expect(seen).toEqual([]);
  });

  it('reads the API error shape into an ApiError (code, message key, details)', async () => {
    const adapter: AxiosAdapter = async (config) => {
      const response = {
        data: {
          error: {
            code: 'INVALID_CREDENTIALS',
            message: 'Wrong email or password',
            messageKey: 'errors.invalid_credentials',
          },
        },
        status: 401,
        statusText: '401',
        headers: {},
        config,
      };
      throw Object.assign(new Error('status 401'), { isAxiosError: true, config, response });
    };
    const error = await apiPost('/login', { email: 'a@b.my', password: 'x' }, { adapter }).catch((e: unknown) => e);
    expect(error).toMatchObject({
      status: 401,
      code: 'INVALID_CREDENTIALS',
      messageKey: 'errors.invalid_credentials',
      serverMessage: 'Wrong email or password',
      busy: false,
    });
    expect(errorOf(error)).toEqual({ code: 'INVALID_CREDENTIALS', message: 'Wrong email or password', status: 401 });
  });

  it('calls the unversioned own-server routes of spec §7 under the API base', async () => {
    const { adapter, calls } = scripted([200]);
    await apiGet('/data/generate-affinity', { adapter, versioned: false });
    expect(calls[0]!.baseURL).toBe('/api');
    expect(calls[0]!.url).toBe('/data/generate-affinity');
    const versioned = scripted([200]);
    await apiGet('/job-list', { adapter: versioned.adapter });
    expect(versioned.calls[0]!.baseURL).toBe('/api/v1');
  });

  it('sends the bearer token from the authorization_token cookie', async () => {
    document.cookie = 'authorization_token=tok123; Path=/; Secure';
    const { adapter, calls } = scripted([200]);
    await (await http()).get('/profile', { adapter });
    expect(calls[0]!.headers.Authorization).toBe('Bearer tok123');
    document.cookie = 'authorization_token=; Path=/; Max-Age=0; Secure';
  });
});

describe('answers the server embedded in the page (decision 150)', () => {
  afterEach(() => {
    document.getElementById('career-data')?.remove();
    resetEmbedded();
  });

  it('takes the first GET of an embedded path from the page, once, without a request', async () => {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = 'career-data';
    block.textContent = JSON.stringify({ '/jobs/jurutera awam': { data: { slug: 'civil-engineer' } } });
    document.body.append(block);
    resetEmbedded();
    const { adapter, calls } = scripted([200]);
    const first = await apiGet<{ data: { slug: string } }>(`/jobs/${encodeURIComponent('jurutera awam')}`, { adapter });
    expect(first.data.data.slug).toBe('civil-engineer');
    expect(calls).toHaveLength(0);
    expect(document.getElementById('career-data')).toBeNull();
    const again = await apiGet(`/jobs/${encodeURIComponent('jurutera awam')}`, { adapter });
    expect(calls).toHaveLength(1);
    expect(again.data).toEqual({ ok: true });
    await apiGet('/job-list', { adapter });
    expect(calls).toHaveLength(2);
  });

  it('matches a GET with parameters by its query, so only the same query takes the answer', async () => {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = 'career-data';
    block.textContent = JSON.stringify({ '/directory?lang=ms': { data: [{ id: 'health' }] } });
    document.body.append(block);
    resetEmbedded();
    const { adapter, calls } = scripted([200, 200]);
    await apiGet('/directory', { adapter, params: { lang: 'en' } });
    expect(calls).toHaveLength(1);
    const ms = await apiGet<{ data: { id: string }[] }>('/directory', { adapter, params: { lang: 'ms' } });
    expect(ms.data.data[0]!.id).toBe('health');
    expect(calls).toHaveLength(1);
  });

  it("takes an unversioned GET (the quiz's questions) only by its own unversioned: key", async () => {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = 'career-data';
    block.textContent = JSON.stringify({ 'unversioned:/data/generate-affinity': { data: [{ question: 1 }] } });
    document.body.append(block);
    resetEmbedded();
    const { adapter, calls } = scripted([200]);
    await apiGet('/data/generate-affinity', { adapter });
    expect(calls).toHaveLength(1);
    const quiz = await apiGet<{ data: { question: number }[] }>('/data/generate-affinity', {
      adapter,
      versioned: false,
    });
    expect(quiz.data.data[0]!.question).toBe(1);
    expect(calls).toHaveLength(1);
  });

  it('asks the API when the block is not JSON', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = 'career-data';
    block.textContent = '{oops';
    document.body.append(block);
    resetEmbedded();
    const { adapter, calls } = scripted([200]);
    await apiGet('/jobs/nurse', { adapter });
    expect(calls).toHaveLength(1);
  });
});

describe('preloadHttpUnlessEmbedded (decision 375)', () => {
  afterEach(() => {
    document.getElementById('career-data')?.remove();
    jest.dontMock('axios');
  });

  /** Whether calling it loads axios, on a page whose embedded block holds `answers`. */
  async function loadsAxios(answers: Record<string, unknown>, path: string, params?: unknown): Promise<boolean> {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = 'career-data';
    block.textContent = JSON.stringify(answers);
    document.body.append(block);
    let loaded = false;
    await jest.isolateModulesAsync(async () => {
      jest.doMock('axios', () => {
        loaded = true;
        return jest.requireActual('axios');
      });
      const client: typeof import('./client') = await import('./client');
      client.preloadHttpUnlessEmbedded(path, params);
      await new Promise((resolve) => setTimeout(resolve, 0));
      // The answer is still there for the page's own GET, which needs no request.
      if (!loaded) expect(client.takeEmbeddedGet(path, params)).not.toBeNull();
    });
    return loaded;
  }

  it('leaves axios unloaded when the page holds the answer to that GET', async () => {
    const answers = { '/directory?lang=ms&limit=40': { data: [] } };
    expect(await loadsAxios(answers, '/directory', { lang: 'ms', limit: 40 })).toBe(false);
  });

  it('starts loading axios when the page does not hold it (another query, or no answers)', async () => {
    const answers = { '/directory?lang=ms&limit=40': { data: [] } };
    expect(await loadsAxios(answers, '/directory', { lang: 'en', limit: 40 })).toBe(true);
    expect(await loadsAxios({}, '/directory', { lang: 'ms', limit: 40 })).toBe(true);
  });
});
