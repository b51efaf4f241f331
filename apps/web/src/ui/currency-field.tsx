import type { ComponentProps } from 'react';
import { formatCents, parseDollars } from '../lib/money';
import { TextField } from './text-field';

/**
 * A dollars-and-cents input (spec §5 currency fields: no negatives, 2 decimals, comma thousands).
 * What the person types stays as typed until it leaves the field; a valid amount is then shown as
 * "1,234.50", anything else is kept for the form's message to point at.
 */
export function CurrencyField({
  value,
  onValueChange,
  ...field
}: Omit<ComponentProps<typeof TextField>, 'onChange' | 'onBlur' | 'inputMode' | 'value'> & {
  value: string;
  onValueChange: (text: string) => void;
}) {
  return (
    <TextField
      {...field}
      value={value}
      inputMode="decimal"
      autoComplete="off"
      maxLength={18}
      onChange={(e) => onValueChange(e.target.value)}
      onBlur={() => {
        const cents = parseDollars(value);
        if (cents !== null) onValueChange(formatCents(cents).slice(1));
      }}
    />
  );
}
