/**
 * Tests only: the API at the network level (decision 042). msw answers the requests the real HTTP
 * client sends (axios over jsdom's XMLHttpRequest), so a screen test meets the same client, retry,
 * interceptors and error shapes as the site. A request a test did not expect fails the test.
 *
 * A test file that uses it starts with `/** @jest-environment ../shared-kit/test/msw-environment.cjs *\/`
 * (or its package's jest config sets that environment) and calls `startApiServer()` once.
 */
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import { configure, getConfig, resetBus, resetHttp } from '../index';
import { resetQueryClient } from '../query';

export { delay, http, HttpResponse } from 'msw';

export const server = setupServer();

/**
 * Starts the server for the test file. Every test begins with no handlers, the default API base, a
 * fresh HTTP client and bus, and an empty query cache, so no answer carries over from the one before.
 */
export function startApiServer(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    resetHttp();
    resetBus();
    configure({ apiBase: '/api', apiVersion: '/v1' });
  });
  afterEach(() => {
    server.resetHandlers();
    resetQueryClient();
  });
  afterAll(() => server.close());
}

/** The absolute URL of a versioned API path as the page calls it (`/leads` → `https://localhost/api/v1/leads`). */
export function api(path: string): string {
  const { apiBase, apiVersion } = getConfig();
  return new URL(`${apiBase}${apiVersion}${path}`, window.location.origin).href;
}

/** The absolute URL of an own-server (unversioned) path (`/data/generate-affinity` → `…/api/data/…`). */
export function ownApi(path: string): string {
  return new URL(`${getConfig().apiBase}${path}`, window.location.origin).href;
}

/** The one error body of the API (decision 012). */
export function apiError(status: number, code: string, message = code): Response {
  const body: JsonBodyType = { error: { code, message, messageKey: `errors.${code.toLowerCase()}` } };
  return HttpResponse.json(body, { status });
}

/**
 * Answers `method path` with `reply(body)` and records every JSON body it received (null for none),
 * so a test can assert what was sent, or that nothing was.
 */
export function answer(
  method: 'get' | 'post' | 'delete',
  path: string,
  reply: (body: unknown) => Response | Promise<Response>,
): unknown[] {
  const bodies: unknown[] = [];
  server.use(
    http[method](api(path), async ({ request }) => {
      const text = await request.text();
      const body: unknown = text ? JSON.parse(text) : null;
      bodies.push(body);
      return reply(body);
    }),
  );
  return bodies;
}
