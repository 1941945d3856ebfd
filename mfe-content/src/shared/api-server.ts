// Tests only: the API at the network level (msw answers the page's requests), so the shared HTTP
// client, its retry and its error policy meet the components as in the browser (decision 042).
// A test file that uses it starts with `/** @jest-environment ../shared-kit/test/msw-environment.cjs */`.
import { setupServer } from 'msw/node';
import { configure, resetBus, resetHttp } from 'shared-kit';
import { resetQueryClient } from 'shared-kit/query';

export { delay, http, HttpResponse } from 'msw';

/** The URL of an API path as the page calls it (jsdom's page is https://localhost). */
export const api = (path: string) => `https://localhost/api/v1${path}`;

export const server = setupServer();

/** Starts the server for the file; every test begins with no handlers, an empty cache and bus. */
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
