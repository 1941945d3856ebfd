import { refreshServiceWorker, registerServiceWorker, SERVICE_WORKER_URL } from './service-worker';

const navigatorWith = (serviceWorker: unknown) => ({ serviceWorker }) as unknown as Navigator;

describe('the service worker registration (decision 361)', () => {
  it('registers /sw.js for the whole site', async () => {
    const register = jest.fn().mockResolvedValue({});
    await registerServiceWorker(navigatorWith({ register }));
    expect(register).toHaveBeenCalledWith(SERVICE_WORKER_URL, { scope: '/' });
    expect(SERVICE_WORKER_URL).toBe('/sw.js');
  });

  it('goes on without one when the browser has none or refuses', async () => {
    await expect(registerServiceWorker({} as Navigator)).resolves.toBeUndefined();
    const register = jest.fn().mockRejectedValue(new Error('SecurityError'));
    await expect(registerServiceWorker(navigatorWith({ register }))).resolves.toBeUndefined();
  });

  it('on a newer build, asks the browser to fetch the worker again now', async () => {
    const update = jest.fn().mockResolvedValue(undefined);
    const getRegistration = jest.fn().mockResolvedValue({ update });
    await refreshServiceWorker(navigatorWith({ getRegistration }));
    expect(getRegistration).toHaveBeenCalledWith('/sw.js');
    expect(update).toHaveBeenCalledTimes(1);
    // No worker registered yet: nothing to update, no error.
    await expect(
      refreshServiceWorker(navigatorWith({ getRegistration: jest.fn().mockResolvedValue(undefined) })),
    ).resolves.toBeUndefined();
  });
});
