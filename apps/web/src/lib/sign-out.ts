import type { QueryClient } from '@tanstack/react-query';
import { api } from '@efile/contracts';
import { apiFetch } from './http';
import { clearUser, getUser } from './session';

/**
 * Spec §4 sign-out: revoke the session on the server (best effort: a session that already
 * expired there is gone anyway), then clear the user, the stored user, the filing-as taxpayer,
 * the business list and stored files (all cached server state and session storage).
 */
export async function signOut(queryClient: QueryClient, { revoke = true } = {}): Promise<void> {
  if (revoke && getUser()) {
    await apiFetch(api.signOut, { method: 'POST', skipUnauthorizedHandler: true }).catch(() => undefined);
  }
  clearUser();
  queryClient.clear();
}
