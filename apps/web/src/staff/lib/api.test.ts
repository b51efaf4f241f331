import { afterEach, describe, expect, it, vi } from 'vitest';
import { STAFF_ROLES, WEB_ACCOUNT_STATES, type StaffMe } from '@efile/contracts';
import { st, type StaffMessageKey } from '../i18n';
import { ApiError, staffFetch, staffProblemMessage } from './api';
import { clearStaffSession, getStaffSession, setStaffSession, signInNotice } from './session';

const clerk: StaffMe = { id: 7, username: 'staff.clerk', email: 'clerk@cca.example.gov', role: 'clerk' };

function answer(status: number, body: unknown, type = 'application/problem+json') {
  return vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': type } }));
}

describe('the staff session and API client (ADR 0036)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearStaffSession();
    localStorage.clear();
  });

  it('keeps the token in sessionStorage, never localStorage, and sends it as the bearer', async () => {
    setStaffSession({ token: 'staff-token', staff: clerk });
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.getItem('efile_staff_session')).toContain('staff-token');
    const fetch = answer(200, clerk, 'application/json');
    vi.stubGlobal('fetch', fetch);
    await staffFetch('/api/staff/me');
    const headers = (fetch.mock.calls[0] as unknown as [string, RequestInit])[1].headers as Record<
      string,
      string
    >;
    expect(headers.authorization).toBe('Bearer staff-token');
  });

  it('a 401 ends the session and leaves the sign-in page a message', async () => {
    setStaffSession({ token: 'staff-token', staff: clerk });
    vi.stubGlobal('fetch', answer(401, { type: '/problems/unauthenticated', title: 't', status: 401 }));
    await expect(staffFetch('/api/staff/me')).rejects.toMatchObject({ status: 401 });
    expect(getStaffSession()).toBeNull();
    expect(sessionStorage.getItem('efile_staff_session')).toBeNull();
    expect(signInNotice()).toBe('Your console session has ended. Sign in again.');
  });

  it('a 403 (a role that may not) keeps the session', async () => {
    setStaffSession({ token: 'staff-token', staff: clerk });
    vi.stubGlobal('fetch', answer(403, { type: '/problems/forbidden', title: 't', status: 403 }));
    await expect(staffFetch('/api/staff/users')).rejects.toMatchObject({ status: 403 });
    expect(getStaffSession()?.token).toBe('staff-token');
  });

  it('a 403 in its own words (four eyes) says them; a bare one says the role cannot', () => {
    const fourEyes = new ApiError(
      403,
      {
        type: '/problems/forbidden',
        title: 'Forbidden',
        status: 403,
        detail: 'Someone else approves second.',
      },
      null,
    );
    expect(staffProblemMessage(fourEyes)).toBe('Someone else approves second.');
    const bare = new ApiError(
      403,
      { type: '/problems/forbidden', title: 'Forbidden', status: 403, detail: 'Forbidden' },
      null,
    );
    expect(staffProblemMessage(bare)).toBe(st('console.denied.body'));
    expect(staffProblemMessage(new ApiError(403, undefined, null))).toBe(st('console.denied.body'));
  });

  it('a wrong code at sign-in is not an ended session', async () => {
    vi.stubGlobal('fetch', answer(401, { type: '/problems/invalid-credentials', title: 't', status: 401 }));
    await expect(staffFetch('/api/staff/signin', { method: 'POST', anonymous: true })).rejects.toMatchObject({
      status: 401,
    });
    expect(signInNotice()).toBeNull();
  });
});

describe('the console catalogue names every role and web-account state', () => {
  it.each([
    ...STAFF_ROLES.map((role) => `console.roles.${role}`),
    ...WEB_ACCOUNT_STATES.map((state) => `taxpayers.account.states.${state}`),
  ])('%s', (key) => {
    expect(st(key as StaffMessageKey).trim()).not.toBe('');
  });
});
