import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { on, resetBus } from 'shared-kit';
import { translateSlug } from './translate-slug';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetBus();
});
afterAll(() => server.close());

const job = 'https://localhost/api/v1/jobs/:slug';

describe('translating a job slug for the language switch', () => {
  it('answers the slug in the other language', async () => {
    server.use(
      http.get(job, ({ params }) =>
        HttpResponse.json({ data: { slug: 'nurse', slug_bm: 'jururawat', requested: params.slug } }),
      ),
    );
    expect(await translateSlug('nurse', 'ms')).toBe('jururawat');
    expect(await translateSlug('jururawat', 'en')).toBe('nurse');
  });

  it("answers a white paper's slug in the other language", async () => {
    server.use(
      http.get('https://localhost/api/v1/white-papers/:slug', () =>
        HttpResponse.json({ data: { slug: 'why-tvet', slug_bm: 'mengapa-tvet' } }),
      ),
    );
    expect(await translateSlug('why-tvet', 'ms', 'whitePaper')).toBe('mengapa-tvet');
    expect(await translateSlug('mengapa-tvet', 'en', 'whitePaper')).toBe('why-tvet');
  });

  it.each([
    ['the server is busy', () => new HttpResponse('busy', { status: 503 })],
    ['the job is unknown', () => HttpResponse.json({ error: { code: 'JOB_NOT_FOUND' } }, { status: 404 })],
    ['there is no answer', () => HttpResponse.error()],
  ])('answers null, and never asks for the 504 page, when %s', async (_case, reply) => {
    server.use(http.get(job, reply));
    const busy = jest.fn();
    const off = on('app:server-busy', busy);
    expect(await translateSlug('nurse', 'ms')).toBeNull();
    off();
    expect(busy).not.toHaveBeenCalled();
  });
});
