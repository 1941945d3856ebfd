/** @jest-environment ./test/msw-environment.cjs */
import { act, render, screen, waitFor } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { configure, on, resetBus, resetHttp, apiGet } from 'shared-kit';
import { queryOptions, resetQueryClient, useQuery } from 'shared-kit/query';

// The network, not a module: msw answers the page's requests (https://localhost/api/v1/…).
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetQueryClient();
});
afterAll(() => server.close());
beforeEach(() => {
  resetHttp();
  resetBus();
  configure({ apiBase: '/api', apiVersion: '/v1' });
});

const things = (primary: boolean) =>
  queryOptions({
    queryKey: ['things', primary],
    queryFn: async ({ signal }) => (await apiGet<{ data: string[] }>('/things', { signal })).data.data,
    meta: { primary },
  });

function Things({ primary }: { primary: boolean }) {
  const query = useQuery(things(primary));
  if (query.isPending) return <p>loading</p>;
  if (query.isError) return <p role="alert">failed {query.error.status}</p>;
  return <p>{query.data.join(', ')}</p>;
}

function busyEvents() {
  const seen: number[] = [];
  on('app:server-busy', (p) => seen.push(p.status));
  return seen;
}

describe('the data layer over the network', () => {
  it('answers a query from the API', async () => {
    server.use(mock.get('https://localhost/api/v1/things', () => HttpResponse.json({ data: ['a', 'b'] })));
    render(<Things primary={false} />);
    expect(await screen.findByText('a, b')).toBeInTheDocument();
  });

  it('shows the 504 page when the primary data of a page meets a 503 (after one retry only)', async () => {
    let calls = 0;
    server.use(
      mock.get('https://localhost/api/v1/things', () => {
        calls += 1;
        return HttpResponse.json({ error: { code: 'SERVICE_UNAVAILABLE' } }, { status: 503 });
      }),
    );
    const seen = busyEvents();
    render(<Things primary />);
    expect(await screen.findByRole('alert')).toHaveTextContent('failed 503');
    expect(seen).toEqual([503]);
    expect(calls).toBe(2); // axios-retry's one retry; the query layer adds none
  });

  it('fails where it happened, without the 504 page, for data that is not the page’s own', async () => {
    server.use(mock.get('https://localhost/api/v1/things', () => new HttpResponse(null, { status: 503 })));
    const seen = busyEvents();
    render(<Things primary={false} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('failed 503');
    expect(seen).toEqual([]);
  });

  it('treats no answer at all like a busy server for primary data', async () => {
    server.use(mock.get('https://localhost/api/v1/things', () => HttpResponse.error()));
    const seen = busyEvents();
    render(<Things primary />);
    await waitFor(() => expect(seen).toEqual([0]));
    await act(async () => {});
  });
});
