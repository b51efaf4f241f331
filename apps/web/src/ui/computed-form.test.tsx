import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TaxpayerDisplayMode } from '@efile/contracts';
import { ApiError } from '../lib/http';
import { FormIntro } from './computed-form';

function renderIntro(failure: Error | null) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <FormIntro
        mode={TaxpayerDisplayMode.BillingStatement}
        intro="Intro."
        failure={failure}
        failedText="The form could not be calculated."
      />
    </QueryClientProvider>,
  );
}

describe('a computed form’s failure not tied to a field', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });
  beforeEach(() => vi.stubGlobal('fetch', () => Promise.reject(new TypeError('offline'))));

  it('shows the form’s own failure text when the server said nothing a person can read', () => {
    renderIntro(new ApiError(502, undefined, ''));
    expect(screen.getByRole('alert').textContent).toBe('The form could not be calculated.');
  });

  it('shows what the server said when it said something', () => {
    renderIntro(
      new ApiError(
        409,
        { type: 'about:blank', title: 'Conflict', status: 409, detail: 'Already filed.' },
        '',
      ),
    );
    expect(screen.getByRole('alert').textContent).toBe('Already filed.');
  });
});
