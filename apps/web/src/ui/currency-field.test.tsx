import { useState } from 'react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CurrencyField } from './currency-field';

function Amount({ error }: { error?: string }) {
  const [value, setValue] = useState('');
  return <CurrencyField id="amount" label="Wages" value={value} error={error} onValueChange={setValue} />;
}

describe('currency field (spec §5: no negatives, 2 decimals, comma thousands)', () => {
  afterEach(cleanup);

  it('shows a valid amount with comma thousands and two decimals once the person leaves it', () => {
    render(<Amount />);
    const input = screen.getByLabelText<HTMLInputElement>('Wages');
    expect(input.inputMode).toBe('decimal');
    fireEvent.change(input, { target: { value: '1234567.5' } });
    expect(input.value).toBe('1234567.5');
    fireEvent.blur(input);
    expect(input.value).toBe('1,234,567.50');
  });

  it('keeps what cannot be an amount as typed, so the form can say what is wrong', () => {
    render(<Amount error="Wages must be an amount in dollars and cents." />);
    const input = screen.getByLabelText<HTMLInputElement>('Wages');
    for (const typed of ['-5', '12.345', '1,23']) {
      fireEvent.change(input, { target: { value: typed } });
      fireEvent.blur(input);
      expect(input.value).toBe(typed);
    }
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Wages must be an amount in dollars and cents.').id).toBe('amount-error');
  });
});
