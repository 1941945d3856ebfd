import type { AxiosError, AxiosInstance, AxiosRequestConfig, AxiosResponse } from 'axios';
import { getConfig } from '../config/config';
import { getCookie } from '../storage/cookies';
import { emit } from '../bus/event-bus';

/** Statuses on which a GET is retried once (spec §7). Requests with a body are never retried. */
export const RETRY_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504]);
/** Statuses (and no answer at all) that mean the server is overloaded or away: the 504 page. */
const BUSY_STATUSES: ReadonlySet<number> = new Set([502, 503, 504]);

export function shouldRetry(error: AxiosError): boolean {
  const method = (error.config?.method ?? 'get').toLowerCase();
  const status = error.response?.status;
  return method === 'get' && status !== undefined && RETRY_STATUSES.has(status);
}

let instance: Promise<AxiosInstance> | null = null;

/**
 * The one HTTP client of the site. Paths are relative to `{apiBase}{apiVersion}`. axios loads on
 * the first call, so pages that make no call (the home page) do not download it.
 */
export function http(): Promise<AxiosInstance> {
  instance ??= Promise.all([import('axios'), import('axios-retry')]).then(([a, r]) => create(a.default, r.default));
  return instance;
}

/** GET through the site's client. */
export async function apiGet<T>(path: string, config?: AxiosRequestConfig): Promise<AxiosResponse<T>> {
  return (await http()).get<T>(path, config);
}

/** POST through the site's client (never retried). */
export async function apiPost<T>(path: string, body?: unknown, config?: AxiosRequestConfig): Promise<AxiosResponse<T>> {
  return (await http()).post<T>(path, body, config);
}

function create(
  axios: typeof import('axios').default,
  axiosRetry: typeof import('axios-retry').default,
): AxiosInstance {
  const { apiBase, apiVersion } = getConfig();
  const client = axios.create({ baseURL: `${apiBase}${apiVersion}`, timeout: 15_000 });
  axiosRetry(client, { retries: 1, retryCondition: shouldRetry, retryDelay: () => 250, shouldResetTimeout: true });
  client.interceptors.request.use((req) => {
    const token = getCookie('authorization_token');
    if (token) req.headers.set('Authorization', `Bearer ${token}`);
    return req;
  });
  client.interceptors.response.use(undefined, (error: AxiosError) => {
    const status = error.response?.status;
    const isGet = (error.config?.method ?? 'get').toLowerCase() === 'get';
    const marked = error as AxiosError & { busyAnnounced?: boolean };
    // axios-retry runs the retry through these interceptors too: announce each failure once.
    if (
      isGet &&
      !marked.busyAnnounced &&
      !axios.isCancel(error) &&
      (status === undefined || BUSY_STATUSES.has(status))
    ) {
      marked.busyAnnounced = true;
      emit('app:server-busy', { status: status ?? 0, url: error.config?.url });
    }
    return Promise.reject(error);
  });
  return client;
}

/** Paths of the API base without the version prefix (the spec's "own server routes"). */
export function ownServerUrl(path: string): string {
  return `${getConfig().apiBase}${path}`;
}

/** For tests: forget the instance so the next call reads the configuration again. */
export function resetHttp(): void {
  instance = null;
}

/** The server's stable error code and message from a failed call, if it sent one. */
export function errorOf(error: unknown): { code: string | null; message: string | null; status: number | null } {
  const e = error as AxiosError<{
    error?: { code?: string; message?: string };
    message?: string;
    data?: { message?: string };
  }>;
  const body = e?.response?.data;
  return {
    code: body?.error?.code ?? null,
    message: body?.error?.message ?? body?.message ?? body?.data?.message ?? null,
    status: e?.response?.status ?? null,
  };
}
