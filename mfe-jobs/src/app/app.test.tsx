/** @jest-environment ../shared-kit/test/msw-environment.cjs */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { JOB } from '../features/job-guide/job.fixture';
import { api, http, HttpResponse, server, startApiServer } from 'shared-kit/testing/network';
import { App } from './app';

// The router's module, spied on: the guide's first view renders without it, and it takes over
// once the guide is on screen (decisions 009, 051).
jest.mock('./jobs-routes', () => {
  const actual = jest.requireActual<typeof import('./jobs-routes')>('./jobs-routes');
  return { __esModule: true, default: jest.fn(actual.default) };
});
const routes = () => jest.requireMock<{ default: jest.Mock }>('./jobs-routes').default;
const routesRendered = () => routes().mock.calls.length > 0;

startApiServer();
beforeEach(() => routes().mockClear());

/** The API answers GET jobs/:slug with the fixture once `release()` is called; records the slugs. */
function serveHeld() {
  const asked: string[] = [];
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  server.use(
    http.get(api('/jobs/:slug'), async ({ params }) => {
      asked.push(String(params.slug));
      await held;
      return HttpResponse.json({ data: JOB });
    }),
  );
  return { asked, release };
}

it.each([
  ['en', '/en/jobs/nurse', 'Nurse', 'Nurses care for patients in wards and clinics.', 'Education pathway'],
  ['ms', '/ms/pekerjaan/jururawat', 'Jururawat', 'Jururawat menjaga pesakit di wad dan klinik.', 'Laluan pendidikan'],
])(
  'shows the job guide (%s) before the router loads, then the router takes over without a second fetch',
  async (_locale, path, name, summary, tab) => {
    const { asked, release } = serveHeld();
    window.history.replaceState(null, '', path);
    render(<App />);
    await waitFor(() => expect(asked).toHaveLength(1));
    expect(routesRendered()).toBe(false); // the router does not load while the guide is on its way
    release();

    expect(await screen.findByRole('heading', { level: 1, name })).toBeInTheDocument();
    expect(screen.getByText(summary)).toBeInTheDocument();
    await waitFor(() => expect(routesRendered()).toBe(true));
    // Still the same guide, with no loading state in between and no second request.
    expect(screen.getByRole('heading', { level: 1, name })).toBeInTheDocument();
    expect(screen.getByText(summary)).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    // The tabs are react-router links now: a click shows the section in place.
    const tabs = screen.getByRole('navigation');
    await userEvent.click(within(tabs).getByRole('link', { name: tab }));
    expect(await screen.findByRole('heading', { level: 2, name: tab })).toBeInTheDocument();
    expect(within(tabs).getByRole('link', { name: tab })).toHaveAttribute('aria-current', 'page');
    expect(asked).toHaveLength(1);
  },
);

it('keeps the focus on the tab link a keyboard user is on when the router takes over', async () => {
  const { release } = serveHeld();
  release();
  // Hold "after the first paint" until the test says so.
  const frames: FrameRequestCallback[] = [];
  const raf = jest.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => frames.push(cb));
  try {
    window.history.replaceState(null, '', '/en/jobs/nurse');
    render(<App />, { container: document.body.appendChild(document.createElement('main')) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Nurse' })).toBeInTheDocument();
    screen.getByRole('link', { name: 'Salary and progression' }).focus();
    expect(routesRendered()).toBe(false);

    frames.splice(0).forEach((cb) => cb(0));
    await waitFor(() => expect(routesRendered()).toBe(true));
    expect(screen.getByRole('link', { name: 'Salary and progression' })).toHaveFocus();
  } finally {
    raf.mockRestore();
  }
});
