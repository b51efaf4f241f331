import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ClientConfig } from '@efile/contracts';
import { ExternalIdentity } from './external-identity';

function renderWith(identity: ClientConfig['identity']) {
  const client = new QueryClient();
  client.setQueryData<ClientConfig>(['client-config'], {
    taxYear: 2025,
    today: '2026-03-02',
    contactPhones: [],
    identity,
  });
  render(
    <QueryClientProvider client={client}>
      <ExternalIdentity page="registerUrl">
        <h1>Our registration</h1>
      </ExternalIdentity>
    </QueryClientProvider>,
  );
}

describe('external identity pages (spec §2, ADR 0021)', () => {
  afterEach(cleanup);

  it('shows the portal’s own page when no identity provider is configured (the default)', () => {
    renderWith({ registerUrl: null, profileUrl: 'https://idp.example.gov/account' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Our registration');
  });

  it('leaves for the provider’s page when one is configured, with a link in case the browser stays', () => {
    renderWith({ registerUrl: 'https://idp.example.gov/sign-up', profileUrl: null });
    expect(screen.queryByText('Our registration')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Taking you to your account provider');
    expect(screen.getByRole('link', { name: 'Continue to your account provider' }).getAttribute('href')).toBe(
      'https://idp.example.gov/sign-up',
    );
  });
});
