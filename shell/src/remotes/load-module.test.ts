import { asLifecycles } from './load-module';

describe('checking what the shell loads', () => {
  it('accepts single-spa lifecycles (functions or arrays of functions)', async () => {
    const calls: string[] = [];
    const lifecycles = asLifecycles(
      {
        bootstrap: async () => calls.push('b'),
        mount: [async () => calls.push('m1'), async () => calls.push('m2')],
        unmount: async () => calls.push('u'),
      },
      'mfe_x/app',
    );
    await lifecycles.bootstrap({});
    await lifecycles.mount({});
    await lifecycles.unmount({});
    expect(calls).toEqual(['b', 'm1', 'm2', 'u']);
  });

  it.each([
    [null, 'bootstrap, mount, unmount'],
    [{ default: {} }, 'bootstrap, mount, unmount'],
    [{ bootstrap: () => 1, mount: 'x', unmount: () => 1 }, 'mount'],
  ])('rejects a module of the wrong shape (%p) with a reason', (mod, missing) => {
    expect(() => asLifecycles(mod, 'mfe_x/app')).toThrow(`mfe_x/app is not a single-spa module (missing ${missing})`);
  });
});
