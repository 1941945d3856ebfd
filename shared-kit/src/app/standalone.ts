/** single-spa lifecycles; their props type varies by app, so they are taken loosely here. */
interface Lifecycles {
  bootstrap: (props: never) => Promise<unknown>;
  mount: (props: never) => Promise<unknown>;
}
type Call = (props: { name: string; domElement: HTMLElement }) => Promise<unknown>;

/**
 * Mounts a remote's app without the shell, for its team's development server
 * (`pnpm --filter <remote> dev`). `load` must be a dynamic import: the async boundary Module
 * Federation needs before shared modules are used.
 */
export async function mountStandalone(name: string, load: () => Promise<Lifecycles>, home = '/en'): Promise<void> {
  if (!/^\/(en|ms)(\/|$)/.test(window.location.pathname)) window.history.replaceState(null, '', home);
  const domElement = document.getElementById('root')!;
  const app = await load();
  await (app.bootstrap as Call)({ name, domElement });
  await (app.mount as Call)({ name, domElement });
}
