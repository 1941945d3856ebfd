import { useEffect, useRef, useState } from 'react';
import { mountRootParcel, type Parcel } from 'single-spa';
import { RemoteFallback, type Owner } from 'shared-kit';
import { loadLifecycles } from './load-module';
import { currentRemotes, reregisterRemotes } from './registry';

interface Props {
  readonly owner: Owner;
  /** The exposed module, e.g. "./search-bar". */
  readonly expose: string;
  readonly props?: Record<string, unknown>;
  readonly className?: string;
}

/**
 * Mounts a parcel a remote exposes (the jobs search bar, the sign-up dialog) inside the shell's
 * React tree. A parcel that fails to load shows the localized fallback with a retry in its place.
 */
export function RemoteParcel({ owner, expose, props = {}, className }: Props) {
  const host = useRef<HTMLDivElement>(null);
  const parcel = useRef<Parcel | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const latest = useRef(props);
  latest.current = props;

  useEffect(() => {
    let live = true;
    const el = host.current!;
    (async () => {
      try {
        if (attempt > 0) await reregisterRemotes();
        const lifecycles = await loadLifecycles(currentRemotes()[owner], expose);
        if (!live) return;
        parcel.current = mountRootParcel(lifecycles as never, { domElement: el, ...latest.current });
        await parcel.current.mountPromise;
        setFailed(false);
      } catch (error) {
        console.error(`[shell] parcel ${owner}/${expose} failed to load`, error);
        if (live) setFailed(true);
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

  return (
    <div className={className}>
      <div ref={host} />
      {failed ? <RemoteFallback onRetry={() => setAttempt((a) => a + 1)} /> : null}
    </div>
  );
}
