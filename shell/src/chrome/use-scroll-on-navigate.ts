import { useEffect, useRef } from 'react';

/**
 * On every navigation after the first render: scroll to the element the hash names, or to the top
 * (spec §2), and move focus to the page's main region so keyboard and screen-reader users start
 * there.
 */
export function useScrollOnNavigate(pathname: string, hash: string): void {
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [pathname, hash]);
}
