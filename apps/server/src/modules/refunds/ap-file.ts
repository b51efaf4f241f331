/**
 * Refunds paid by check, as the batch the agency's accounts-payable system imports (issue 27 item
 * 3): one CSV row per refund, the layout in docs/refund-batch-layouts.md. Pure: rows in, text out.
 *
 * RFC 4180 as the agency's exports write it (docs/export-layout.md): UTF-8, a header row, every
 * record (the header too) ended by CRLF; a field holding a comma, a double quote or a line break
 * is quoted, its quotes doubled. A text field beginning like a spreadsheet formula (`=`, `+`, `-`,
 * `@`, a tab or a carriage return) gets a single quote in front (OWASP "CSV injection", ADR 0046):
 * payee names and addresses come from self-registration. The amount is written by the portal
 * from integer cents (`1000.00`), never prefixed.
 */

export interface ApRefund {
  claimId: string | number;
  /** The agency's taxpayer account number. */
  taxpayerId: string;
  payeeName: string;
  addressLine1: string;
  addressLine2?: string | null;
  city: string;
  /** Two-letter state code. */
  state: string;
  /** 5 digits, or ZIP+4 (`44114-1234` or 9 digits). */
  zip: string;
  amountCents: number;
  taxYear: number;
  /** The check's memo line, in the taxpayer's words (the caller's catalogue). */
  memo: string;
}

export const AP_COLUMNS = [
  'claim_id',
  'taxpayer_id',
  'payee_name',
  'address_line_1',
  'address_line_2',
  'city',
  'state',
  'zip',
  'amount',
  'tax_year',
  'memo',
] as const;

const FORMULA_START = /^[=+\-@\t\r]/;

/** A text field neutralised when it begins like a formula. */
const text = (value: string): string => (FORMULA_START.test(value) ? `'${value}` : value);

/** One CSV field: quoted when it holds a comma, a double quote or a line break; quotes doubled. */
export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** Cents as dollars: 100000 → `1000.00`, 5 → `0.05`. */
export function dollars(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents <= 0)
    throw new RangeError('AP file: amount must be positive whole cents');
  return `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** The accounts-payable CSV of a batch of check refunds. */
export function buildApFile(refunds: readonly ApRefund[]): string {
  const seen = new Set<string>();
  const rows = refunds.map((r) => {
    const id = String(r.claimId);
    if (seen.has(id)) throw new RangeError(`AP file: claim ${id} twice in one file`);
    seen.add(id);
    if (!/^[A-Z]{2}$/.test(r.state)) throw new RangeError(`AP file: claim ${id}: state`);
    if (!/^\d{5}(-?\d{4})?$/.test(r.zip)) throw new RangeError(`AP file: claim ${id}: ZIP`);
    if (!Number.isInteger(r.taxYear)) throw new RangeError(`AP file: claim ${id}: tax year`);
    return [
      text(id),
      text(r.taxpayerId),
      text(r.payeeName),
      text(r.addressLine1),
      text(r.addressLine2 ?? ''),
      text(r.city),
      r.state,
      r.zip,
      dollars(r.amountCents),
      String(r.taxYear),
      text(r.memo),
    ];
  });
  return [[...AP_COLUMNS], ...rows].map((cells) => `${cells.map(csvField).join(',')}\r\n`).join('');
}
