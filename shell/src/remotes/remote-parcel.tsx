import { useEffect, useRef, useState } from 'react';
import { mountRootParcel, type Parcel } from 'single-spa';
import type { Owner } from 'shared-kit';
import { loadRemoteModule } from './load-module';
import { SlotStatus, type SlotSize, type SlotState } from './slot-status';

interface Props {
  readonly owner: Owner;
  /** The exposed module, e.g. "./search-bar". */
  readonly expose: string;
  readonly props?: Record<string, unknown>;
  readonly className?: string;
  /** Room kept while the parcel loads; none for overlays such as the sign-up dialog. */
  readonly size?: SlotSize | null;
}

/**
 * The parcel adapter of the remote loader: mounts a parcel a remote exposes (the jobs search bar,
 * the sign-up dialog) inside the shell's React tree, with the same loading state, fallback and
 * retry as an app's slot.
 */
export function RemoteParcel({ owner, expose, props = {}, className, size = 'strip' }: Props) {
  const host = useRef<HTMLDivElement>(null);
  const parcel = useRef<Parcel | null>(null);
  const [state, setState] = useState<'loading' | 'failed' | 'mounted'>('loading');
  const [attempt, setAttempt] = useState(0);
  // The parcel's own view is in its container: the loading status steps aside at once, not when
  // the parcel's mount promise settles later — both at once showed the search bar twice as tall
  // for a moment on a slow phone, pushing the menu down and back (CLS 0.035 twice; issue 26 item 5).
  const [arrived, setArrived] = useState(false);
  useEffect(() => {
    const el = host.current!;
    const observer = new MutationObserver(() => setArrived(el.childNodes.length > 0));
    observer.observe(el, { childList: true });
    return () => observer.disconnect();
  }, []);
  const latest = useRef(props);
  latest.current = props;

  useEffect(() => {
    let live = true;
    const el = host.current!;
    setState('loading');
    (async () => {
      try {
        const lifecycles = await loadRemoteModule(owner, expose, { reread: attempt > 0 });
        if (!live) return;
        parcel.current = mountRootParcel(lifecycles as never, { domElement: el, ...latest.current });
        await parcel.current.mountPromise;
        if (live) setState('mounted');
      } catch (error) {
        console.error(`[shell] parcel ${owner}/${expose} failed to load`, error);
        if (live) setState('failed');
      }
    })();
    return () => {
      live = false;
      const p = parcel.current;
      parcel.current = null;
      if (p && p.getStatus() === 'MOUNTED') void p.unmount();
    };
  }, [owner, expose, attempt]);

  useEffect(() => {
    const p = parcel.current;
    if (p?.update && p.getStatus() === 'MOUNTED') void p.update({ ...props });
  });

  const status: SlotState | null =
    state === 'failed'
      ? { kind: 'failed', retry: async () => setAttempt((a) => a + 1) }
      : state === 'loading' && size && !arrived
        ? { kind: 'loading' }
        : null;
  return (
    <div className={className}>
      <div ref={host} />
      {status ? <SlotStatus state={status} size={size ?? 'strip'} /> : null}
    </div>
  );
}
