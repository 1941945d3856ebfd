import type { AppProps } from './lifecycles';

interface Lifecycles {
  bootstrap: (props: AppProps) => Promise<unknown>;
  mount: (props: AppProps) => Promise<unknown>;
}

/**
 * Mounts a remote's app without the shell, for its team's development server
 * (`pnpm --filter <remote> dev`). `load` must be a dynamic import: the async boundary Module
 * Federation needs before shared modules are used.
 */
export async function mountStandalone(name: string, load: () => Promise<Lifecycles>, home = '/en'): Promise<void> {
  if (!/^\/(en|ms)(\/|$)/.test(window.location.pathname)) window.history.replaceState(null, '', home);
  const domElement = document.getElementById('root')!;
  const app = await load();
  await app.bootstrap({ name, domElement });
  await app.mount({ name, domElement });
}
