import { useSyncExternalStore } from 'react';

/** The first build check, after the app is ready (spec §9). */
export const FIRST_CHECK_AFTER_MS = 1000;

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
