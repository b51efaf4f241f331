import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_PASSWORD, expect } from './fixtures';

/**
 * A demo taxpayer signed in elsewhere (another device), calling the API directly: a POST with the
 * XSRF header and the session's bearer token (extra headers, e.g. an Idempotency-Key, added).
 */
export async function otherDevice(request: APIRequestContext, username: string) {
  await request.get('/api/health');
  const xsrf = (await request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')!.value;
  const signin = await request.post('/api/auth/signin', {
    data: { username, password: DEMO_PASSWORD },
    headers: { 'X-XSRF-TOKEN': xsrf },
  });
  const { token } = (await signin.json()) as { token: string };
  return (path: string, data: unknown, headers: Record<string, string> = {}) =>
    request.post(path, {
      data,
      headers: { 'X-XSRF-TOKEN': xsrf, authorization: `Bearer ${token}`, ...headers },
    });
}

/** Locks a web account out of sign-in from this address, as failed sign-ins do (ADR 0015). */
export async function lockOut(page: Page, username: string): Promise<void> {
  await page.goto('/');
  const xsrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  let status = 0;
  for (let i = 0; i < 8 && status !== 429; i += 1) {
    const res = await page.request.post('/api/auth/signin', {
      data: { username, password: 'Not-the-password-1' },
      headers: { 'X-XSRF-TOKEN': xsrf },
    });
    status = res.status();
  }
  expect(status, 'locked out').toBe(429);
}
