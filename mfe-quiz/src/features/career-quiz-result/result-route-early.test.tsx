/** @jest-environment ../shared-kit/test/msw-environment.cjs */
import { screen, waitFor } from '@testing-library/react';
import { clearCookiesExcept, EMBEDDED_DATA_ID, persistCookie, resetEmbedded } from 'shared-kit';
import { laterDataPaths } from 'shared-kit/pages';
import { renderIntl } from 'shared-kit/testing';
import { api, http, HttpResponse, server, startApiServer } from 'shared-kit/testing/network';
import en from '../../i18n/en.json';
import ms from '../../i18n/ms.json';
import { PAGES } from '../../pages';
import { forgetEarly } from './api/result-calls';
import { ANSWERS, PAIR_RI, RESULT, STORED_ANSWERS, TYPES } from './result.fixture';
import { ResultRoute } from './result-route';

// The result's body (its own chunk in the browser) is held back until the test lets it load, as
// a slow phone holds it: the result's calls must not wait for it (issue 26).
const mockGate = { open: false, waiting: [] as (() => void)[] };
jest.mock('./result-body', () => {
  const actual = jest.requireActual('./result-body');
  const { createElement } = jest.requireActual('react');
  const Held = (props: object) => {
    if (!mockGate.open) throw new Promise<void>((resolve) => mockGate.waiting.push(resolve));
    return createElement(actual.default, props);
  };
  return { __esModule: true, ...actual, default: Held };
});
const releaseBody = () => {
  mockGate.open = true;
  for (const resolve of mockGate.waiting.splice(0)) resolve();
};

startApiServer();
beforeEach(() => {
  mockGate.open = false;
});
afterEach(() => {
  releaseBody();
  forgetEarly();
  clearCookiesExcept([]);
});

const PATH = { en: '/en/career-quiz/your-personality', ms: '/ms/kuiz-kerjaya/personaliti-anda' };

/** Counts each call the result makes; `result` is what the scoring answers. */
function serve(result: object = RESULT) {
  const asked = { posted: [] as unknown[], shared: [] as string[], types: 0, pair: [] as string[] };
  server.use(
    http.post(api('/career-quiz/result'), async ({ request }) => {
      asked.posted.push(await request.json());
      return HttpResponse.json({ data: result });
    }),
    http.get(api('/career-quiz/result'), ({ request }) => {
      asked.shared.push(new URL(request.url).search);
      return HttpResponse.json({ data: result });
    }),
    http.get(api('/personality-types'), () => {
      asked.types += 1;
      return HttpResponse.json({ data: TYPES });
    }),
    http.get(api('/personality-types/:code'), ({ params }) => {
      asked.pair.push(String(params.code));
      return HttpResponse.json({ data: { code: 'RI', types: TYPES.slice(0, 2), pair: PAIR_RI, jobs: [] } });
    }),
  );
  return asked;
}

it('sends the scoring and the type texts while the body is still loading; the body asks for neither again', async () => {
  const asked = serve();
  persistCookie('userSelectionsFull', STORED_ANSWERS);
  renderIntl(<ResultRoute />, { locale: 'ms', messages: { en, ms }, path: PATH.ms });
  await screen.findByRole('heading', { level: 1, name: 'Personaliti kerjaya anda' });
  // Both are answered with the body still held back; the pair's text came with the score.
  await waitFor(() => expect(asked.types).toBe(1));
  await waitFor(() => expect(asked.posted).toEqual([{ lang: 'ms', selections: ANSWERS }]));
  expect(document.querySelector('.quiz-result__body')).toBeNull();

  releaseBody();
  await waitFor(() => expect(document.querySelector('.quiz-result__body')).not.toBeNull());
  expect(await screen.findByText(PAIR_RI.about.ms)).toBeInTheDocument();
  expect(asked).toEqual({ posted: [{ lang: 'ms', selections: ANSWERS }], shared: [], types: 1, pair: [] });
});

it("from an API whose result has no pair text: the pair's call follows the result's code, still before the body", async () => {
  const { pair: _, ...older } = RESULT;
  const asked = serve(older);
  persistCookie('userSelectionsFull', STORED_ANSWERS);
  renderIntl(<ResultRoute />, { locale: 'en', messages: { en, ms }, path: PATH.en });
  await screen.findByRole('heading', { level: 1 });
  await waitFor(() => expect(asked.pair).toEqual(['RI']));
  expect(document.querySelector('.quiz-result__body')).toBeNull();
  releaseBody();
  expect(await screen.findByText(PAIR_RI.about.en)).toBeInTheDocument();
  expect(asked.pair).toEqual(['RI']);
});

it('a shared link: its GET goes out early, once; a link that is not seven keys sends nothing', async () => {
  const asked = serve();
  const picks = RESULT.picks.map((p) => p.activity).join('-');
  const first = renderIntl(<ResultRoute />, { locale: 'en', messages: { en, ms }, path: `${PATH.en}?picks=${picks}` });
  await screen.findByRole('heading', { level: 1, name: 'A shared career quiz result' });
  await waitFor(() => expect(asked.shared).toHaveLength(1));
  releaseBody();
  await waitFor(() => expect(document.querySelector('.quiz-result__body')).not.toBeNull());
  expect(asked.shared).toEqual([`?lang=en&picks=${picks}`]);
  expect(asked.posted).toEqual([]);
  first.unmount();

  const broken = serve();
  renderIntl(<ResultRoute />, { locale: 'en', messages: { en, ms }, path: `${PATH.en}?picks=a-b` });
  await screen.findByRole('heading', { level: 1 });
  await waitFor(() => expect(broken.types).toBe(1));
  expect(broken.shared).toEqual([]);
  expect(broken.posted).toEqual([]);
});

it('an early call that met a busy server is asked again through the site client, and the result shows', async () => {
  const asked = serve();
  let busy = true;
  server.use(
    http.get(api('/career-quiz/result'), ({ request }) => {
      asked.shared.push(new URL(request.url).search);
      if (busy) {
        busy = false;
        return new HttpResponse(null, { status: 503 });
      }
      return HttpResponse.json({ data: RESULT });
    }),
  );
  const picks = RESULT.picks.map((p) => p.activity).join('-');
  renderIntl(<ResultRoute />, { locale: 'en', messages: { en, ms }, path: `${PATH.en}?picks=${picks}` });
  releaseBody();
  expect(await screen.findByText(PAIR_RI.about.en)).toBeInTheDocument();
  expect(asked.shared).toEqual([`?lang=en&picks=${picks}`, `?lang=en&picks=${picks}`]);
  expect(screen.queryByRole('alert')).toBeNull();
});

it('a shared link whose answers the page carries (decision 362): nothing is asked, and the body shows them', async () => {
  const asked = serve();
  const picks = RESULT.picks.map((p) => p.activity).join('-');
  // What the site server writes: the declaration's `laterData`, filled from the query as it fills it.
  const paths = laterDataPaths(PAGES['quiz.result'].laterData, `?picks=${picks}`, 'en');
  expect(paths).toEqual([`/career-quiz/result?lang=en&picks=${picks}`, '/personality-types']);
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = EMBEDDED_DATA_ID;
  block.textContent = JSON.stringify({ [paths[0]!]: { data: RESULT }, [paths[1]!]: { data: TYPES } });
  document.body.append(block);
  resetEmbedded();
  try {
    renderIntl(<ResultRoute />, { locale: 'en', messages: { en, ms }, path: `${PATH.en}?picks=${picks}` });
    await screen.findByRole('heading', { level: 1, name: 'A shared career quiz result' });
    releaseBody();
    expect(await screen.findByText(PAIR_RI.about.en)).toBeInTheDocument();
    expect(asked).toEqual({ posted: [], shared: [], types: 0, pair: [] });
  } finally {
    block.remove();
    resetEmbedded();
  }
});

it('a path with a parameter the query lacks is left for the page to ask', () => {
  expect(laterDataPaths(PAGES['quiz.result'].laterData, '', 'ms')).toEqual(['/personality-types']);
  expect(laterDataPaths(['/x?a=:a'], '?a=', 'en')).toEqual([]);
  expect(laterDataPaths(['/x?a=:a'], '?a=b c&d', 'en')).toEqual(['/x?a=b+c']);
});
