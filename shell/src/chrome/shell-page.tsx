import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import { useIntl } from 'react-intl';
import { NotFoundPage, ServerBusyPage } from './error-pages';
import { shellMessages as m } from './shell-messages';
import { hideSplash } from './splash';

export type ShellPageKind = { kind: '404'; path: string } | { kind: '504' } | null;

/**
 * The shell's own pages, shown in `#shell-page` instead of the remotes' slots (the page's CSS hides
 * them while `body[data-shell-page]` is set): 404 and the server-busy 504.
 */
export function ShellPage({ page }: { readonly page: ShellPageKind }) {
  const intl = useIntl();
  const kind = page?.kind ?? null;
  useEffect(() => {
    document.body.dataset.shellPage = kind ?? '';
    if (!kind) return;
    hideSplash();
    const title = intl.formatMessage(kind === '404' ? m.notFoundTitle : m.busyTitle);
    document.title = `${title} · ${intl.formatMessage(m.siteName)}`;
  }, [kind, intl]);
  const host = document.getElementById('shell-page');
  if (!host || !page) return null;
  return createPortal(page.kind === '404' ? <NotFoundPage path={page.path} /> : <ServerBusyPage />, host);
}
