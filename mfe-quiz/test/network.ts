/**
 * The network for screen tests: msw answers the requests the real HTTP client sends (axios over
 * jsdom's XMLHttpRequest), so a test meets the same client, interceptors and error shapes as the
 * site. Any request a test did not expect fails the test. Import it once per test file.
 */
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import { getConfig } from 'shared-kit';

export { http, HttpResponse };

export const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** The absolute URL of a versioned API path (`/leads` → `https://localhost/api/v1/leads`). */
export function api(path: string): string {
  const { apiBase, apiVersion } = getConfig();
  return new URL(`${apiBase}${apiVersion}${path}`, window.location.origin).href;
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

/** The absolute URL of an own-server (unversioned) path (`/data/generate-affinity` → `…/api/data/…`). */
export function ownApi(path: string): string {
  return new URL(`${getConfig().apiBase}${path}`, window.location.origin).href;
}
