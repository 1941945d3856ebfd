import type { AxiosError, AxiosInstance, AxiosRequestConfig, AxiosResponse } from 'axios';
import type { ErrorBody } from 'api/contract';
import { getConfig } from '../config/config';
import { getCookie } from '../storage/cookies';
import { emit } from '../bus/event-bus';
import { hasEmbedded, takeEmbedded } from './embedded';

/**
 * Statuses on which a GET is retried once (spec §7). Only GETs: a write (POST, PUT, PATCH,
 * DELETE) is never retried by the client, so it can never be sent twice by it (decision 280);
 * a write the person repeats carries its own key where doubling matters (the contact form's
 * token, decision 281) or is idempotent on the server (saves, reads, scores, profile).
 */
export const RETRY_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504]);
/** Statuses (and no answer at all) that mean the server is overloaded or away. */
export const BUSY_STATUSES: ReadonlySet<number> = new Set([502, 503, 504]);

export function shouldRetry(error: AxiosError): boolean {
  const method = (error.config?.method ?? 'get').toLowerCase();
  const status = error.response?.status;
  return method === 'get' && status !== undefined && RETRY_STATUSES.has(status);
}

/** Options of the site's calls, on top of axios's own. */
export interface ApiRequestConfig extends AxiosRequestConfig {
  /**
   * `false` for the spec's "own server routes" (§7), which have no version prefix:
   * `apiGet('/data/generate-affinity', { versioned: false })` → `{apiBase}/data/generate-affinity`.
   */
  readonly versioned?: boolean;
  /**
   * This call fetches the page's own primary data: when it fails with 502/503/504 or no answer
   * (after its one retry), the shell replaces the page with the 504 "high traffic" notice. Every
   * other call fails where it happened (spec §8; decision 042). Queries say `meta: { primary: true }`.
   */
  readonly busyPage?: boolean;
}

/**
 * A failed call, as every caller sees it: the HTTP status (null when no answer came), the API's
 * stable error code and message key (decision 012), and whether it means "server busy or away".
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status; null when the server did not answer (network down, timeout). */
  readonly status: number | null;
  /** The API's stable code, e.g. INVALID_CREDENTIALS; null when the body had none. */
  readonly code: string | null;
  /** The message id the front end may localise, e.g. errors.invalid_credentials. */
  readonly messageKey: string | null;
  /** The server's message (English, for developers; legacy routes put it in data.message). */
  readonly serverMessage: string | null;
  /** Validation details, e.g. `[{ field: 'body.email', message }]`. */
  readonly details: readonly { field: string; message: string }[];
  /** 502, 503, 504 or no answer: the server is overloaded or down. */
  readonly busy: boolean;
  /** The call was cancelled by its caller (an AbortSignal); not a failure to show. */
  readonly canceled: boolean;
  /** The request's URL, relative to its base. */
  readonly url: string | undefined;

  constructor(init: {
    status: number | null;
    code?: string | null;
    messageKey?: string | null;
    serverMessage?: string | null;
    details?: readonly { field: string; message: string }[];
    canceled?: boolean;
    url?: string;
    cause?: unknown;
  }) {
    super(
      init.serverMessage ?? (init.status ? `Request failed with status ${init.status}` : 'No answer from the server'),
      {
        cause: init.cause,
      },
    );
    this.status = init.status;
    this.code = init.code ?? null;
    this.messageKey = init.messageKey ?? null;
    this.serverMessage = init.serverMessage ?? null;
    this.details = init.details ?? [];
    this.canceled = init.canceled ?? false;
    this.busy = !this.canceled && (init.status === null || BUSY_STATUSES.has(init.status));
    this.url = init.url;
  }
}

type LegacyBody = Partial<ErrorBody> & { message?: string; data?: { message?: string } };

/** Any error of a call (ApiError, or an axios error from `http()` used directly) as an ApiError. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  const e = error as Partial<AxiosError<LegacyBody>> & { __CANCEL__?: boolean };
  const body = e?.response?.data;
  const canceled = e?.code === 'ERR_CANCELED' || e?.__CANCEL__ === true || e?.name === 'CanceledError';
  return new ApiError({
    status: e?.response?.status ?? null,
    code: body?.error?.code ?? null,
    messageKey: body?.error?.messageKey ?? null,
    serverMessage: body?.error?.message ?? body?.message ?? body?.data?.message ?? null,
    details: body?.error?.details ?? [],
    canceled,
    url: e?.config?.url,
    cause: error,
  });
}

/**
 * Shows the 504 page for a failed primary call: emits `app:server-busy` (the shell listens)
 * when the error means the server is overloaded or away. Once per error.
 */
export function announceServerBusy(error: unknown): void {
  const e = toApiError(error);
  const marked = e as ApiError & { announced?: boolean };
  if (!e.busy || marked.announced) return;
  marked.announced = true;
  emit('app:server-busy', { status: e.status ?? 0, url: e.url });
}

let instance: Promise<AxiosInstance> | null = null;

/**
 * The one HTTP client of the site. Paths are relative to `{apiBase}{apiVersion}`. axios loads on
 * the first call, so pages that make no call (the home page) do not download it. Prefer
 * `apiGet`/`apiPost`/`apiRequest`, which turn failures into `ApiError`.
 */
export function http(): Promise<AxiosInstance> {
  // One chunk for both (the same webpackChunkName): they always load together, so one request.
  instance ??= Promise.all([
    import(/* webpackChunkName: "http" */ 'axios'),
    import(/* webpackChunkName: "http" */ 'axios-retry'),
  ]).then(([a, r]) => create(a.default, r.default));
  return instance;
}

/** Any call through the site's client; rejects with an `ApiError`. */
export async function apiRequest<T>(config: ApiRequestConfig & { url: string }): Promise<AxiosResponse<T>> {
  const { versioned = true, busyPage = false, ...rest } = config;
  const client = await http();
  try {
    return await client.request<T>(versioned ? rest : { ...rest, baseURL: getConfig().apiBase });
  } catch (error) {
    const failure = toApiError(error);
    if (busyPage) announceServerBusy(failure);
    throw failure;
  }
}

/** The key of a GET's embedded answer: the path, and its query in the order given (`/directory?lang=en`). */
function embeddedKey(path: string, params: unknown): string {
  if (!params || typeof params !== 'object') return path;
  const query = new URLSearchParams();
  for (const [k, v] of Object.entries(params as Record<string, unknown>)) {
    if (v !== undefined && v !== null) query.append(k, String(v));
  }
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

/**
 * The answer the server embedded in the page for a GET of `path` with `params` (./embedded.ts),
 * taken once; null when the page has none. For a page's own early calls that do not go through
 * `apiGet` (the quiz result's, decision 362). An unversioned path (under the API's base, not its
 * version: the quiz's questions) has its own keys.
 */
export function takeEmbeddedGet(
  path: string,
  params?: unknown,
  { versioned = true }: { versioned?: boolean } = {},
): { readonly body: unknown } | null {
  const key = embeddedKey(path, params);
  return takeEmbedded(versioned ? key : `unversioned:${key}`);
}

/**
 * Starts loading the HTTP client (axios) unless the page already holds the answer to this GET: a
 * page whose code and data would otherwise load one after the other calls it as it mounts. On a
 * first load the answer is embedded, so axios waits until something asks the API (decision 375).
 */
export function preloadHttpUnlessEmbedded(path: string, params?: unknown): void {
  if (!hasEmbedded(embeddedKey(path, params))) void http();
}

/**
 * GET through the site's client (retried once on the spec's statuses); rejects with an `ApiError`.
 * The page's first answer for `path`, when the server embedded it (./embedded.ts), is used without
 * a request — and without loading axios.
 */
export function apiGet<T>(path: string, config?: ApiRequestConfig): Promise<AxiosResponse<T>> {
  const first = takeEmbeddedGet(path, config?.params, { versioned: config?.versioned !== false });
  if (first) {
    const response = { data: first.body as T, status: 200, statusText: 'OK', headers: {}, config: {} };
    return Promise.resolve(response as AxiosResponse<T>);
  }
  return apiRequest<T>({ ...config, method: 'get', url: path });
}

/** POST through the site's client (never retried); rejects with an `ApiError`. */
export function apiPost<T>(path: string, body?: unknown, config?: ApiRequestConfig): Promise<AxiosResponse<T>> {
  return apiRequest<T>({ ...config, method: 'post', url: path, data: body });
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
  return client;
}

/** For tests: forget the instance so the next call reads the configuration again. */
export function resetHttp(): void {
  instance = null;
}

/** The server's stable error code and message from a failed call, if it sent one. */
export function errorOf(error: unknown): { code: string | null; message: string | null; status: number | null } {
  const e = toApiError(error);
  return { code: e.code, message: e.serverMessage, status: e.status };
}
