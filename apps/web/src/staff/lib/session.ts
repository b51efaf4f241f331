import { useSyncExternalStore } from 'react';
import { staffMe, type StaffMe } from '@efile/contracts';

/**
 * The staff session (ADR 0036): the bearer token and who it belongs to, in memory and in
 * sessionStorage (one tab; gone when the tab closes) — never localStorage, which the taxpayers'
 * app and every other tab of the origin share. A tab opened from another (issue 28 item 6) has no
 * token: the session's HttpOnly cookie signs its calls (`token: null`), found by `restoreStaffSession`.
 */
export interface StaffSessionState {
  token: string | null;
  staff: StaffMe;
}

const STORAGE_KEY = 'efile_staff_session';
type Listener = () => void;
const listeners = new Set<Listener>();
let current: StaffSessionState | null = read();
let notice: string | null = null;

function read(): StaffSessionState | null {
  try {
    const raw = sessionStorage.getItem(STORAGE_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as { token?: unknown; staff?: unknown };
    const token = typeof parsed.token === 'string' && parsed.token ? parsed.token : null;
    if (token === null && parsed.token !== null) return null;
    return { token, staff: staffMe.parse(parsed.staff) };
  } catch {
    return null;
  }
}

function emit() {
  for (const listener of listeners) listener();
}

export function getStaffSession(): StaffSessionState | null {
  return current;
}

export function setStaffSession(session: StaffSessionState): void {
  current = { token: session.token, staff: staffMe.parse(session.staff) };
  sessionStorage.setItem(STORAGE_KEY, JSON.stringify(current));
  notice = null;
  emit();
}

/** Forgets the session; `message` is shown on the sign-in page that follows. */
export function clearStaffSession(message: string | null = null): void {
  current = null;
  sessionStorage.removeItem(STORAGE_KEY);
  notice = message;
  emit();
}

/** The message the sign-in page shows (session ended, signed out) until the next sign-in. */
export function signInNotice(): string | null {
  return notice;
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useStaffSession(): StaffSessionState | null {
  return useSyncExternalStore(subscribe, getStaffSession, getStaffSession);
}

/**
 * A console tab without a session of its own (opened from another with Ctrl+click, or a new tab)
 * asks the server who its session cookie belongs to: signed in as the other tab, with no bearer
 * token of its own. Resolves whether a session was found.
 */
export async function restoreStaffSession(me: () => Promise<StaffMe>): Promise<boolean> {
  if (current) return true;
  try {
    const staff = await me();
    if (!current) setStaffSession({ token: null, staff });
    return true;
  } catch {
    return false;
  }
}
