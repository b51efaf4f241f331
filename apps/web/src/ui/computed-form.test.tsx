import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TaxpayerDisplayMode } from '@efile/contracts';
import { ApiError } from '../lib/http';
import { FormIntro } from './computed-form';
import { toCents } from './schema-form';

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

describe('dollars become cents in one place (issue 13)', () => {
  const money = { 'cities.*.wages': 'Wages', taxDue: 'Tax due' };

  it('converts the amounts named by path, leaves the rest and blanks to the schema', () => {
    const invalid: [string, string][] = [];
    expect(
      toCents(
        {
          taxDue: '1,234.5',
          cities: [
            { city: 'CLE', wages: '40000' },
            { city: '', wages: ' ' },
          ],
        },
        money,
        invalid,
      ),
    ).toEqual({
      taxDue: 123_450,
      cities: [
        { city: 'CLE', wages: 4_000_000 },
        { city: '', wages: undefined },
      ],
    });
    expect(invalid).toEqual([]);
  });

  it('reports text that is no amount at its path, in the field’s name', () => {
    const invalid: [string, string][] = [];
    toCents({ taxDue: '-5', cities: [{ wages: '1.234' }] }, money, invalid);
    expect(invalid).toEqual([
      ['taxDue', 'Tax due must be an amount in dollars and cents, for example 1,234.56.'],
      ['cities.0.wages', 'Wages must be an amount in dollars and cents, for example 1,234.56.'],
    ]);
  });
});
