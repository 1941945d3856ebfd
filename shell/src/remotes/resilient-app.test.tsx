import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { resilientApp } from './resilient-app';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn(), loadRemote: jest.fn() }));

const remotes = () => ({ 'mfe-quiz': { name: 'mfe_quiz', entry: '/remotes/mfe-quiz/v1/remoteEntry.js' } });

function realApp() {
  return {
    bootstrap: jest.fn(async () => undefined),
    mount: jest.fn(async (p: { domElement: HTMLElement }) => {
      p.domElement.insertAdjacentHTML('beforeend', '<h1>Quiz intro</h1>');
    }),
    unmount: jest.fn(async (p: { domElement: HTMLElement }) => {
      p.domElement.innerHTML = '';
    }),
  };
}

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  document.body.innerHTML = '<div id="slot"></div>';
  window.history.replaceState(null, '', '/ms/kuiz-kerjaya');
  window.sessionStorage.clear();
});

/** A forced reload of this path happened a moment ago: the reload guard holds (spec §4, §9). */
const justReloaded = () =>
  window.sessionStorage.setItem('forcedReload', JSON.stringify({ path: '/ms/kuiz-kerjaya', at: Date.now() }));

describe('a remote that is loading', () => {
  it('keeps a page of room in its slot and says so politely until the app mounts', async () => {
    let arrive: (mod: unknown) => void = () => undefined;
    jest.mocked(loadRemote).mockReturnValueOnce(new Promise((resolve) => (arrive = resolve)));
    const app = resilientApp('mfe-quiz', { remotes, reregister: async () => ({}) });
    const props = { name: 'mfe-quiz', domElement: document.getElementById('slot')! };
    let mounted: Promise<unknown> = Promise.resolve();
    act(() => {
      mounted = app.mount(props);
    });
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Sedang memuatkan halaman…');
    expect(status.closest('.shell-slot-status')).toHaveClass('shell-slot-status--page');
    expect(props.domElement).toHaveAttribute('aria-busy', 'true');

    await act(async () => {
      arrive(realApp());
      await mounted;
    });
    expect(screen.getByRole('heading', { name: 'Quiz intro' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(props.domElement).not.toHaveAttribute('aria-busy');
  });
});

describe('a remote that fails to load', () => {
  it('reloads the page once at the route when its code does not load (spec §4)', async () => {
    jest
      .mocked(loadRemote)
      .mockRejectedValueOnce(new Error('[ Federation Runtime ]: Failed to load script resources. #RUNTIME-008'));
    const app = resilientApp('mfe-quiz', { remotes, reregister: async () => ({}) });
    const props = { name: 'mfe-quiz', domElement: document.getElementById('slot')! };
    await act(() => app.mount(props));
    // jsdom cannot reload; the guard's record says a reload of this path was asked for.
    expect(JSON.parse(window.sessionStorage.getItem('forcedReload')!)).toMatchObject({ path: '/ms/kuiz-kerjaya' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a localized fallback in its slot when it failed again within 10 s, and a retry mounts the real app', async () => {
    justReloaded();
    const real = realApp();
    jest
      .mocked(loadRemote)
      .mockRejectedValueOnce(new Error('RUNTIME-008 failed to fetch manifest'))
      .mockResolvedValueOnce(real);
    const reregister = jest.fn(async () => ({}));
    const app = resilientApp('mfe-quiz', { remotes, reregister });
    const props = { name: 'mfe-quiz', domElement: document.getElementById('slot')! };
    await app.bootstrap(props);
    await act(() => app.mount(props));

    expect(await screen.findByRole('alert')).toHaveTextContent('Bahagian ini tidak dapat dimuatkan');
    await userEvent.click(screen.getByRole('button', { name: 'Cuba lagi' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Quiz intro' })).toBeInTheDocument());
    expect(reregister).toHaveBeenCalled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await act(() => app.unmount(props));
    expect(real.unmount).toHaveBeenCalled();
  });

  it('treats a module of the wrong shape as a failure, not a crash', async () => {
    jest.mocked(loadRemote).mockResolvedValueOnce({ default: 'nope' });
    const app = resilientApp('mfe-quiz', { remotes, reregister: async () => ({}) });
    const props = { name: 'mfe-quiz', domElement: document.getElementById('slot')! };
    await act(() => app.mount(props));
    expect(await screen.findByRole('button', { name: 'Cuba lagi' })).toBeInTheDocument();
    await act(() => app.unmount(props));
    expect(document.getElementById('slot')).toBeEmptyDOMElement();
  });
});
