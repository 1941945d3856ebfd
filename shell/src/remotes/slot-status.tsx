import { useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { useIntl } from 'react-intl';
import { AppIntl, localeOfPath, RemoteFallback, Spinner } from 'shared-kit';
import { shellMessages as m } from '../chrome/shell-messages';
import { loadShellMessages } from '../i18n/load';

export type SlotState = { kind: 'loading' } | { kind: 'failed'; retry: () => Promise<void> };

/** How much room a slot keeps while its remote loads: a page, or a strip such as the search bar. */
export type SlotSize = 'page' | 'strip';

/**
 * What a slot shows while its remote is not mounted: a loading state that keeps the slot's space
 * (no layout shift when the remote arrives) and is announced politely, or the localized fallback
 * with a retry when the remote could not be loaded.
 */
export function SlotStatus({ state, size }: { readonly state: SlotState; readonly size: SlotSize }) {
  const intl = useIntl();
  const [busy, setBusy] = useState(false);
  if (state.kind === 'loading') {
    return (
      <div className={`shell-slot-status shell-slot-status--${size}`}>
        {/* A page says "Loading the page…"; a strip the kit's plain "Loading…". */}
        <Spinner label={size === 'page' ? intl.formatMessage(m.loading) : undefined} />
      </div>
    );
  }
  return (
    <RemoteFallback
      busy={busy}
      onRetry={() => {
        setBusy(true);
        void state.retry().finally(() => setBusy(false));
      }}
    />
  );
}

/**
 * The same status rendered into a slot outside any React tree (a single-spa app's slot), in the
 * page's language. Returns a handle to change or remove it.
 */
export function slotStatusRoot(slot: HTMLElement, size: SlotSize) {
  let view: { root: Root; host: HTMLElement } | null = null;
  return {
    show(state: SlotState) {
      if (!view) {
        const host = document.createElement('div');
        host.className = 'shell-slot-status-host';
        slot.appendChild(host);
        view = { root: createRoot(host), host };
      }
      const locale = localeOfPath(window.location.pathname) ?? 'en';
      view.root.render(
        <AppIntl
          app="shell"
          locale={locale}
          load={loadShellMessages}
          fallback={<div className={`shell-slot-status shell-slot-status--${size}`} />}
        >
          <SlotStatus state={state} size={size} />
        </AppIntl>,
      );
    },
    clear() {
      if (!view) return;
      const { root, host } = view;
      view = null;
      root.unmount();
      host.remove();
    },
  };
}
