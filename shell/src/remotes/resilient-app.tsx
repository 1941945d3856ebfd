import { createRoot, type Root } from 'react-dom/client';
import { useState } from 'react';
import { AppIntl, localeOfPath, RemoteFallback, type Owner } from 'shared-kit';
import { loadShellMessages } from '../i18n/load';
import { loadLifecycles, type Lifecycles } from './load-module';
import type { RemotesMap } from './remotes-map';

interface SlotProps extends Record<string, unknown> {
  name: string;
  domElement: HTMLElement;
}

function Fallback({ retry }: { retry: () => Promise<void> }) {
  const [busy, setBusy] = useState(false);
  const locale = localeOfPath(window.location.pathname) ?? 'en';
  return (
    <AppIntl app="shell" locale={locale} load={loadShellMessages}>
      <RemoteFallback
        busy={busy}
        onRetry={() => {
          setBusy(true);
          void retry().finally(() => setBusy(false));
        }}
      />
    </AppIntl>
  );
}

/**
 * Lifecycles for one remote's slot that never fail single-spa: when the remote's files do not load
 * (server down, bad manifest, wrong module shape) the slot shows a localized fallback with a retry,
 * and every other route keeps working. A retry that succeeds mounts the real app in place.
 */
export function resilientApp(
  owner: Owner,
  remotes: () => RemotesMap,
  reregister: () => Promise<unknown>,
): Lifecycles<SlotProps> {
  let real: Lifecycles | null = null;
  let bootstrapped = false;
  let fallback: { root: Root; host: HTMLElement } | null = null;
  let current: SlotProps | null = null;

  const showFallback = (props: SlotProps) => {
    const host = document.createElement('div');
    host.className = 'shell-remote-fallback';
    props.domElement.appendChild(host);
    const root = createRoot(host);
    fallback = { root, host };
    root.render(<Fallback retry={() => retry(props)} />);
  };
  const clearFallback = () => {
    if (!fallback) return;
    fallback.root.unmount();
    fallback.host.remove();
    fallback = null;
  };
  const mountReal = async (props: SlotProps) => {
    real ??= await loadLifecycles(remotes()[owner], './app');
    if (!bootstrapped) {
      await real.bootstrap(props);
      bootstrapped = true;
    }
    await real.mount(props);
  };
  const retry = async (props: SlotProps) => {
    await reregister();
    try {
      real = null;
      await mountReal(props);
      clearFallback();
    } catch (error) {
      console.error(`[shell] ${owner} still unavailable`, error);
    }
  };

  return {
    bootstrap: async () => undefined,
    mount: async (props) => {
      current = props;
      props.domElement.setAttribute('aria-busy', 'true');
      try {
        await mountReal(props);
      } catch (error) {
        console.error(`[shell] ${owner} failed to load; showing its fallback`, error);
        real = null;
        showFallback(props);
      } finally {
        props.domElement.removeAttribute('aria-busy');
      }
    },
    unmount: async (props) => {
      if (fallback) clearFallback();
      else if (real && current) await real.unmount(props);
      current = null;
    },
  };
}
