import { getUser } from './session';

/**
 * Issue 24 item 4: what a person had typed in a form that was not saved yet (a half-typed W-2),
 * kept when the session ends by inactivity so that signing in again returns to it (ADR 0050).
 *
 * Kept in this tab's sessionStorage (gone when the tab or browser closes), under the signed-in
 * user's name and read back only for that user; never a tax ID (the caller leaves EINs out);
 * removed when the form is saved or cancelled, on an explicit sign-out (the logout page) and by
 * any other sign-out except the inactivity logout (`signOut({ keepDraft: true })`).
 */
export interface Draft {
  /** Which form: 'w2', 'form1099'. */
  kind: string;
  /** The saved item being edited, or null for a new one. */
  itemId: number | null;
  values: Record<string, string | null>;
}

const PREFIX = 'efile_draft:';
const keyOf = (username: string) => `${PREFIX}${username}`;

export function saveDraft(draft: Draft): void {
  const user = getUser();
  if (!user) return;
  sessionStorage.setItem(keyOf(user.username), JSON.stringify(draft));
}

/** The signed-in user's kept draft of `kind`, if there is one. */
export function readDraft(kind?: string): Draft | null {
  const user = getUser();
  if (!user) return null;
  try {
    const draft = JSON.parse(sessionStorage.getItem(keyOf(user.username)) ?? 'null') as Draft | null;
    return draft && (kind === undefined || draft.kind === kind) ? draft : null;
  } catch {
    return null;
  }
}

export function clearDraft(): void {
  const user = getUser();
  if (user) sessionStorage.removeItem(keyOf(user.username));
}

/** On sign-in: drafts another person left in this tab go (a shared computer). */
export function forgetOtherDrafts(): void {
  const user = getUser();
  for (const [key] of draftEntries())
    if (!user || key !== keyOf(user.username)) sessionStorage.removeItem(key);
}

/** Every kept draft's storage entries (to carry them over a sign-out that keeps them). */
export function draftEntries(): [string, string][] {
  const entries: [string, string][] = [];
  for (let i = 0; i < sessionStorage.length; i += 1) {
    const key = sessionStorage.key(i);
    if (key?.startsWith(PREFIX)) entries.push([key, sessionStorage.getItem(key) ?? '']);
  }
  return entries;
}
