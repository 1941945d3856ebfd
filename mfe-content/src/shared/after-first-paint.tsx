import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { Spinner } from 'shared-kit';

/**
 * Renders its children (in their own Suspense, with a spinner) only after the first paint of what
 * came before it: a lazy part that needs the data layer or the router then starts loading after
 * the page's heading is on screen, not before it (the first-render budget, decision 009).
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => (timer = setTimeout(() => setPainted(true))));
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted ? <Suspense fallback={<Spinner />}>{children}</Suspense> : <Spinner />;
}
