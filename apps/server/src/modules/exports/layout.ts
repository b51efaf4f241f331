import type { ExportKind } from '@efile/contracts';

/** One exported row: the columns of its kind, by name (frozen in export_batch_rows). */
export type ExportRow = Record<string, string | number | null>;

/**
 * A column of an export (ADR 0038, docs/export-layout.md): its CSV header, and in the fixed-width
 * layout its width and type — A: text, left-justified, padded with spaces, cut at the width,
 * anything outside printable ASCII written as `?`; N: a whole number, right-justified, zero-padded;
 * D: a date YYYY-MM-DD; T: a UTC instant YYYY-MM-DDTHH:MM:SS.sssZ. Empty values are spaces.
 */
export interface Column {
  name: string;
  width: number;
  type: 'A' | 'N' | 'D' | 'T';
  description: string;
  /**
   * A dollar amount the portal writes from integer cents (`decimal`): text in the fixed layout,
   * a number in a spreadsheet. Never neutralised — a leading minus is a negative amount (ADR 0046).
   */
  amount?: true;
}

/**
 * What a spreadsheet would run as a formula (OWASP "CSV injection"): a cell beginning with `=`,
 * `+`, `-`, `@`, a tab or a carriage return. Such a text cell is written with a single quote in
 * front (`'=HYPERLINK(…)`), which spreadsheets show as text; the rest of the value is unchanged.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A text cell as exported: neutralised when it begins like a formula (issue 23 item 7). */
export function neutralise(column: Column, value: string | number | null): string | number | null {
  if (column.type !== 'A' || column.amount || typeof value !== 'string') return value;
  return FORMULA_START.test(value) ? `'${value}` : value;
}

const common: Column[] = [
  {
    name: 'source',
    width: 20,
    type: 'A',
    description: 'What the row comes from, unique per kind: form:ID, paper:ID, payment:ID, check:ID',
  },
  { name: 'taxpayer_id', width: 12, type: 'A', description: 'Account number' },
  { name: 'name1', width: 40, type: 'A', description: 'Last name or business name' },
  { name: 'name2', width: 40, type: 'A', description: 'First name or second name line' },
  {
    name: 'federal_id_last4',
    width: 4,
    type: 'A',
    description: 'Last four digits of the SSN/ITIN or EIN (never more)',
  },
];

/** The columns of each kind, in order: the CSV's header and the fixed-width record's fields. */
export const COLUMNS: Record<ExportKind, readonly Column[]> = {
  filings: [
    ...common,
    { name: 'channel', width: 6, type: 'A', description: 'online or paper' },
    { name: 'form_type', width: 24, type: 'A', description: 'Form id of the registry (annual-return …)' },
    { name: 'tax_year', width: 4, type: 'N', description: 'Tax year' },
    { name: 'period', width: 8, type: 'A', description: 'Period of a periodic return (2025-Q1, 2025-M05)' },
    {
      name: 'confirmation_number',
      width: 20,
      type: 'A',
      description: 'Confirmation number (online filings)',
    },
    { name: 'filed_date', width: 10, type: 'D', description: 'Agency day it was filed (paper: posted)' },
    { name: 'filed_at', width: 24, type: 'T', description: 'Instant it was filed (paper: posted), UTC' },
    {
      name: 'amount_due_cents',
      width: 15,
      type: 'N',
      description: 'What it asked to be paid (paper: its charges), cents',
    },
    {
      name: 'amount_due',
      width: 16,
      type: 'A',
      amount: true,
      description: 'The same in dollars, two decimals',
    },
  ],
  payments: [
    ...common,
    {
      name: 'method',
      width: 16,
      type: 'A',
      description: 'CreditDebitCard, PersonalCheck, BusinessCheck, Unknown or MailedCheck',
    },
    { name: 'tax_year', width: 4, type: 'N', description: 'Tax year it pays' },
    { name: 'form_type', width: 24, type: 'A', description: 'Form it pays, when it names one' },
    { name: 'confirmation_number', width: 20, type: 'A', description: 'Confirmation number of that form' },
    {
      name: 'reference',
      width: 30,
      type: 'A',
      description: "Provider's transaction id, or the check number",
    },
    {
      name: 'paid_date',
      width: 10,
      type: 'D',
      description: 'Agency day of the transaction (mailed check: received)',
    },
    {
      name: 'paid_at',
      width: 24,
      type: 'T',
      description: 'Instant reported by the provider (mailed check: posted), UTC',
    },
    { name: 'amount_cents', width: 15, type: 'N', description: 'Amount received, cents' },
    { name: 'amount', width: 16, type: 'A', amount: true, description: 'The same in dollars, two decimals' },
  ],
};

/** Cents as dollars with two decimals: 123456 → "1234.56", -5 → "-0.05". */
export function decimal(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** One CSV field (RFC 4180): quoted when it holds a comma, a quote or a line break; quotes doubled. */
function csvField(value: string | number | null): string {
  const text = value === null ? '' : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** RFC 4180: a header row, then one record per row, CRLF after each. */
export function toCsv(kind: ExportKind, rows: readonly ExportRow[]): string {
  const columns = COLUMNS[kind];
  const lines = [
    columns.map((c) => c.name),
    ...rows.map((r) => columns.map((c) => neutralise(c, r[c.name] ?? null))),
  ];
  return lines.map((cells) => cells.map(csvField).join(',')).join('\r\n') + '\r\n';
}

function fixedField(column: Column, value: string | number | null): string {
  if (value === null || value === '') return ' '.repeat(column.width);
  const text = String(value);
  if (column.type === 'N') {
    if (!/^\d+$/.test(text) || text.length > column.width)
      throw new RangeError(`${column.name}: ${text} does not fit ${column.width} digits`);
    return text.padStart(column.width, '0');
  }
  const ascii = text.replace(/[^\x20-\x7e]/g, '?');
  return ascii.slice(0, column.width).padEnd(column.width, ' ');
}

/** The length of each record of the fixed layout: 1 (record type) + the columns. */
export const recordLength = (kind: ExportKind) => 1 + COLUMNS[kind].reduce((s, c) => s + c.width, 0);

/**
 * The fixed-width layout (docs/export-layout.md): a header record `H`, one detail record `D` per
 * row, a trailer `T`; each record padded to the same length and ended by CRLF.
 */
export function toFixed(
  kind: ExportKind,
  rows: readonly ExportRow[],
  meta: { from: string; to: string; batchId: number | null },
): string {
  const length = recordLength(kind);
  const pad = (record: string) => record.padEnd(length, ' ');
  const amountColumn = kind === 'filings' ? 'amount_due_cents' : 'amount_cents';
  const total = rows.reduce((s, r) => s + Number(r[amountColumn] ?? 0), 0);
  const header = pad(
    `H${kind.padEnd(8, ' ')}${meta.from}${meta.to}${String(meta.batchId ?? 0).padStart(10, '0')}`,
  );
  const details = rows.map(
    (r) => `D${COLUMNS[kind].map((c) => fixedField(c, neutralise(c, r[c.name] ?? null))).join('')}`,
  );
  const trailer = pad(`T${String(rows.length).padStart(10, '0')}${String(total).padStart(15, '0')}`);
  return [header, ...details, trailer].join('\r\n') + '\r\n';
}

/** The layout of one kind as the Markdown table docs/export-layout.md shows (a test holds them equal). */
export function layoutTable(kind: ExportKind): string {
  let position = 2;
  const lines = [
    '| Field | Position | Width | Type | Content |',
    '|---|---|---|---|---|',
    '| record type | 1 | 1 | A | `D` |',
  ];
  for (const c of COLUMNS[kind]) {
    lines.push(
      `| ${c.name} | ${position}–${position + c.width - 1} | ${c.width} | ${c.type} | ${c.description} |`,
    );
    position += c.width;
  }
  return lines.join('\n');
}
