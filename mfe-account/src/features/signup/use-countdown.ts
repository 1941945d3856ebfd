import { useCallback, useEffect, useState } from 'react';

/** Seconds left of a countdown that ticks once a second; `start()` (re)starts it. */
export function useCountdown(seconds: number, startNow = false): readonly [remaining: number, start: () => void] {
  const [remaining, setRemaining] = useState(startNow ? seconds : 0);
  const running = remaining > 0;
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setRemaining((r) => (r > 1 ? r - 1 : 0)), 1000);
    return () => clearInterval(timer);
  }, [running]);
  const start = useCallback(() => setRemaining(seconds), [seconds]);
  return [remaining, start] as const;
}
