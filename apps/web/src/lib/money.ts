const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Integer cents → "$1,234.56" (formatting happens only at the edge). */
export function formatCents(cents: number): string {
  return usd.format(cents / 100);
}
