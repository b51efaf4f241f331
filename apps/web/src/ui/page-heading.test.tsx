import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AuthUser } from '@efile/contracts';
import { clearUser, setUser } from '../lib/session';
import { PageHeading } from './page';

const BUSINESS: AuthUser = {
  token: 'tok',
  username: 'acme.owner',
  firstName: 'Ann',
  taxpayerId: '200002',
  isBusinessUser: true,
};

/**
 * Pages a first visit sees (landing, home) render outside the query layer (issue 14): their
 * heading must not need TanStack Query's provider, whoever is signed in.
 */
describe('PageHeading outside the query layer', () => {
  afterEach(() => {
    cleanup();
    clearUser();
  });

  it.each([
    ['signed out', null],
    ['a business user', BUSINESS],
    ['an individual', { ...BUSINESS, username: 'jane', isBusinessUser: false }],
  ])('renders for %s without a QueryClientProvider', async (_who, user) => {
    if (user) setUser(user);
    render(<PageHeading>Welcome</PageHeading>);
    expect(await screen.findByRole('heading', { name: 'Welcome' })).toBeTruthy();
    // Let the lazily loaded business line (it brings its own provider) load and render.
    await act(async () => {
      await Promise.all([import('./current-business'), import('../app/query-layer')]);
    });
    expect(screen.getByRole('heading', { name: 'Welcome' })).toBeTruthy();
  });
});
