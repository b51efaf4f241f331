import { afterEach, describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { AuthUser } from '@efile/contracts';
import { forgetServerStateOnUserChange, signOut, staysWhenSignedOut } from './sign-out';
import { clearUser, setUser } from './session';

const jane: AuthUser = {
  token: 'a',
  username: 'jane',
  firstName: 'Jane',
  taxpayerId: '100001',
  isBusinessUser: false,
};

describe('cached server state follows the signed-in person (spec §4 sign-out)', () => {
  let stop = () => {};
  afterEach(() => {
    stop();
    clearUser();
  });

  it("signing out forgets the person's data; a second sign-out leaves the public data the page reloaded", async () => {
    setUser(jane);
    const client = new QueryClient();
    stop = forgetServerStateOnUserChange(client);
    client.setQueryData(['taxpayer-info'], { name: 'Jane' });

    await signOut({ revoke: false });
    expect(client.getQueryData(['taxpayer-info'])).toBeUndefined();

    // The page loads the public flags again; then a 401 (or the other tab) signs out once more.
    client.setQueryData(['features', 'public'], { PublicFaq: true });
    await signOut({ revoke: false });
    expect(client.getQueryData(['features', 'public'])).toEqual({ PublicFaq: true });
  });

  it('a new person signing in starts from an empty cache; switching taxpayer keeps it', () => {
    const client = new QueryClient();
    stop = forgetServerStateOnUserChange(client);
    client.setQueryData(['client-config'], { taxYear: 2025 });
    setUser(jane);
    expect(client.getQueryData(['client-config'])).toBeUndefined();

    client.setQueryData(['client-config'], { taxYear: 2025 });
    setUser({ ...jane, token: 'b', taxpayerId: '200002' });
    expect(client.getQueryData(['client-config'])).toEqual({ taxYear: 2025 });
  });

  it('only the public FAQ keeps its page when the session ends, whichever way it ended', () => {
    expect(staysWhenSignedOut('/faq')).toBe(true);
    expect(staysWhenSignedOut('/dashboard')).toBe(false);
    expect(staysWhenSignedOut('/forms/individual/annual-return')).toBe(false);
  });
});
