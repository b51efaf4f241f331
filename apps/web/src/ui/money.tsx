import { formatCents } from '../lib/money';

/**
 * An amount as every screen shows it (issue 24 item 2): "$48,000.00" in the one money style
 * (`.efile-money`: never wrapped, tabular numerals; right-aligned in a table cell). For a cell of
 * amounts put the class on the `<td>` instead.
 */
export function Money({ cents }: { cents: number }) {
  return <span className="efile-money">{formatCents(cents)}</span>;
}
