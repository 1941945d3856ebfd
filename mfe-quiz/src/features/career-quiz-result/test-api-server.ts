// Tests only: the API at the network level (msw), as mfe-jobs does (decision 042), so the shared
// HTTP client and data layer meet the page as in the browser. A test file that uses it starts with
// `/** @jest-environment ../shared-kit/test/msw-environment.cjs */`.
import { setupServer } from 'msw/node';
import { configure, resetBus, resetHttp } from 'shared-kit';
import { resetQueryClient } from 'shared-kit/query';

export { http, HttpResponse } from 'msw';

/** The URL of an API path as the page calls it (jsdom's page is https://localhost). */
export const api = (path: string) => `https://localhost/api/v1${path}`;

export const server = setupServer();

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
