import { localeOf } from '../i18n/language';

const usd = new Map<string, Intl.NumberFormat>();

/** Integer cents → "$1,234.56" in the page's language (formatting happens only at the edge). */
export function formatCents(cents: number): string {
  const locale = localeOf();
  let format = usd.get(locale);
  if (!format)
    usd.set(locale, (format = new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' })));
  return format.format(cents / 100);
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

/** A yearly rate in basis points as people read it: 700 → "7%", 725 → "7.25%". */
export const percent = (basisPoints: number): string =>
  `${(basisPoints / 100).toFixed(basisPoints % 100 === 0 ? 0 : 2)}%`;
