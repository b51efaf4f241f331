const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Integer cents → "$1,234.56" (formatting happens only at the edge). */
export function formatCents(cents: number): string {
  return usd.format(cents / 100);
}

/**
 * Dollars as a person types them ("40,000", "1,234.5", "$12.00") → integer cents; null for
 * anything else (negative, more than 2 decimals, misplaced commas, letters). Spec §5 currency.
 */
export function parseDollars(text: string): number | null {
  const clean = text.trim().replace(/^\$/, '');
  if (!/^(\d{1,3}(,\d{3})*|\d+)(\.\d{1,2})?$/.test(clean)) return null;
  const [whole, fraction = ''] = clean.replaceAll(',', '').split('.');
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? cents : null;
}
