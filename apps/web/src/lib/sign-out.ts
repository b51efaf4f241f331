import type { QueryClient } from '@tanstack/react-query';
import { api, paths } from '@efile/contracts/paths';
import { draftEntries } from './draft';
import { apiFetch } from './http';
import { clearUser, getUser, subscribe } from './session';

/**
 * Spec §4 sign-out: revoke the session on the server (best effort: a session that already
 * expired there is gone anyway), then clear the user, the stored user, the filing-as taxpayer,
 * the business list and stored files. The cached server state goes with the user
 * (`forgetServerStateOnUserChange`), however the user went: here, in another tab, or on a 401.
 */
export async function signOut({ revoke = true, keepDraft = false } = {}): Promise<void> {
  if (revoke && getUser()) {
    await apiFetch(api.signOut, { method: 'POST', skipUnauthorizedHandler: true }).catch(() => undefined);
  }
  // The inactivity logout keeps a half-typed form for the same person's next sign-in (lib/draft.ts).
  const kept = keepDraft ? draftEntries() : [];
  clearUser();
  for (const [key, value] of kept) sessionStorage.setItem(key, value);
}

/**
 * Where a tab goes when the session ends (by inactivity or a 401): `/` with the page it was on as
 * the return URL, so signing in again returns to the same page and step (issue 24 item 4).
 */
export function sessionEndTarget(location: { pathname: string; search: string }): string {
  const here = `${location.pathname}${location.search}`;
  return here === paths.root || here.startsWith(`${paths.root}?`)
    ? paths.root
    : `${paths.root}?returnUrl=${encodeURIComponent(here)}`;
}

/**
 * Whether a tab stays where it is when the session ends (by inactivity, in another tab, or a
 * 401): the FAQ is public and shows no inactivity warning (spec §4), so a person reading it keeps
 * reading it. Every other page goes to `/`.
 */
export const staysWhenSignedOut = (pathname: string) => pathname === paths.faq;

/**
 * Empties the query cache whenever the signed-in person changes (sign-in, sign-out, another tab
 * doing either; switching the taxpayer filed for refreshes its own queries), before the screens re-render for the new user: they then load afresh and no
 * one sees the previous user's data. Clearing only on a real change matters: two sign-outs at
 * once (the inactivity timer and a 401) would otherwise empty the cache under the public
 * queries the first one's re-render had just started, and leave the page loading for ever.
 */
export function forgetServerStateOnUserChange(queryClient: QueryClient): () => void {
  let username = getUser()?.username ?? null;
  return subscribe(() => {
    const next = getUser()?.username ?? null;
    if (next === username) return;
    username = next;
    queryClient.clear();
  });
}
