import { reloadAfterChunkError, type Owner } from 'shared-kit';
import { loadRemoteModule, servedRemotes, type Lifecycles, type RemoteSource } from './load-module';
import { slotStatusRoot } from './slot-status';

interface SlotProps extends Record<string, unknown> {
  name: string;
  domElement: HTMLElement;
}

/**
 * The app adapter of the remote loader: lifecycles for one remote's slot that never fail
 * single-spa. While the remote loads, the slot keeps a page's height and says so politely; when its
 * files do not load (server down, bad entry, wrong module shape) the slot shows a localized fallback
 * with a retry, and every other route keeps working. A retry that succeeds mounts the app in place.
 */
export function resilientApp(owner: Owner, source: RemoteSource = servedRemotes): Lifecycles<SlotProps> {
  let real: Lifecycles | null = null;
  let bootstrapped = false;
  let mounted = false;
  let status: ReturnType<typeof slotStatusRoot> | null = null;

  const mountReal = async (props: SlotProps, reread: boolean) => {
    real ??= await loadRemoteModule(owner, './app', { reread, source });
    if (!bootstrapped) {
      await real.bootstrap(props);
      bootstrapped = true;
    }
    await real.mount(props);
    mounted = true;
  };
  const retry = (props: SlotProps) => async () => {
    real = null;
    try {
      await mountReal(props, true);
      status?.clear();
    } catch (error) {
      console.error(`[shell] ${owner} still unavailable`, error);
    }
  };

  return {
    bootstrap: async () => undefined,
    mount: async (props) => {
      status = slotStatusRoot(props.domElement, 'page');
      props.domElement.setAttribute('aria-busy', 'true');
      if (!real) status.show({ kind: 'loading' });
      try {
        await mountReal(props, false);
        status.clear();
      } catch (error) {
        // The remote's files did not load (a redeploy removed them, or the network): reload once
        // at this route (spec §4); within 10 s of the last forced reload, the fallback shows.
        if (reloadAfterChunkError(error)) return;
        console.error(`[shell] ${owner} failed to load; showing its fallback`, error);
        real = null;
        status.show({ kind: 'failed', retry: retry(props) });
      } finally {
        props.domElement.removeAttribute('aria-busy');
      }
    },
    unmount: async (props) => {
      status?.clear();
      status = null;
      if (real && mounted) await real.unmount(props);
      mounted = false;
    },
  };
}
