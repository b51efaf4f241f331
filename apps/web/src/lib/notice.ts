import { useSyncExternalStore } from 'react';

/**
 * A message that must survive the navigation that follows it (session expired, logged out for
 * inactivity). Shown above the page until dismissed or the next sign-in.
 */
let notice: string | null = null;
const listeners = new Set<() => void>();

export function setNotice(message: string | null): void {
  notice = message;
  for (const listener of listeners) listener();
}

export function useNotice(): string | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => notice,
  );
}
