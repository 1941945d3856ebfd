import { useSyncExternalStore } from 'react';

/** Whether a newer build of the site is out (set by the build check, read by the chrome). */
let available = false;
const listeners = new Set<() => void>();

export function setUpdateAvailable(value: boolean): void {
  if (available === value) return;
  available = value;
  for (const l of listeners) l();
}

export function useUpdateAvailable(): boolean {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => available,
    () => false,
  );
}
