import { useSyncExternalStore } from 'react';
import type { AuthUser } from '@efile/contracts';
import { AUTH_USER_STORAGE_KEY, authUserReader as authUser } from '@efile/contracts/shell';

/**
 * The signed-in user, kept in localStorage under `auth_user` with exactly the spec's fields
 * (token, username, firstName, taxpayerId, isBusinessUser). Anything else found there is dropped.
 */
type Listener = () => void;
const listeners = new Set<Listener>();
let current: AuthUser | null = read();

function read(): AuthUser | null {
  try {
    const raw = localStorage.getItem(AUTH_USER_STORAGE_KEY);
    if (!raw) return null;
    return authUser.parse(JSON.parse(raw));
  } catch {
    return null;
  }
}

function emit() {
  for (const listener of listeners) listener();
}

export function getUser(): AuthUser | null {
  return current;
}

export function setUser(user: AuthUser): void {
  current = authUser.parse(user);
  localStorage.setItem(AUTH_USER_STORAGE_KEY, JSON.stringify(current));
  emit();
}

/** Spec §4 sign-out: clears the user and the stored user (and anything kept for this session). */
export function clearUser(): void {
  current = null;
  localStorage.removeItem(AUTH_USER_STORAGE_KEY);
  sessionStorage.clear();
  emit();
}

export function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// Another tab signed in or out.
window.addEventListener('storage', (event) => {
  if (event.key === AUTH_USER_STORAGE_KEY || event.key === null) {
    current = read();
    emit();
  }
});

export function useUser(): AuthUser | null {
  return useSyncExternalStore(subscribe, getUser, getUser);
}
