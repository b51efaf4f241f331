import { isRoutingNumber } from '@efile/contracts';
import { parseIsoDate, type IsoDate } from '@efile/tax';
import type { NachaSettings } from '../../lib/nacha-settings';

/**
 * Direct-deposit refunds as a NACHA file (issue 27 item 3): one batch of PPD credits — the ACH
 * format U.S. banks take for payments to a person's account. Pure: the claims, the agency's bank
 * settings and the file's date come in, the file's text goes out (docs/refund-batch-layouts.md
 * gives every field with its position; source: the NACHA Operating Rules, Appendix Three "ACH
 * Record Format Specifications").
 *
 * - Records of 94 characters: File Header (1), Batch Header (5), Entry Detail (6) per refund,
 *   Batch Control (8), File Control (9); no addenda.
 * - Blocking factor 10: the file is padded with records of 94 '9's to a multiple of 10 records.
 * - Service class 220 (credits only); transaction code 22 (a checking account's credit) or 32 (a
 *   savings account's).
 * - Text is upper case ASCII: accents dropped (José → JOSE), any other character a space, cut at
 *   the field's width.
 */

export type { NachaSettings };

export interface NachaRefund {
  /** The claim's id: the entry's individual identification number (15). */
  claimId: string | number;
  /** The account holder's name (22). */
  name: string;
  routingNumber: string;
  accountNumber: string;
  accountType: 'checking' | 'savings';
  amountCents: number;
}

export interface NachaFileInput {
  settings: NachaSettings;
  refunds: readonly NachaRefund[];
  /** When the file is made, in the agency's time zone: the day and 'HHMM'. */
  created: { date: IsoDate; time: string };
  /** The day the deposits are to settle (a business day the caller chose). */
  effectiveDate: IsoDate;
  /** Tells apart files made the same day for the same destination: A–Z or 0–9. */
  fileIdModifier?: string;
  batchNumber?: number;
}

export interface NachaFile {
  /** The records, each 94 characters, each ended by a line feed. */
  text: string;
  records: string[];
  entryCount: number;
  /** The sum of the receiving banks' 8-digit ids, its last 10 digits. */
  entryHash: string;
  totalCreditCents: number;
}

export const NACHA_RECORD_LENGTH = 94;
const BLOCKING_FACTOR = 10;

/** Upper case printable ASCII, accents dropped, cut or padded with spaces to `width`. */
export function alpha(value: string, width: number): string {
  const ascii = value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^\x20-\x7e]/g, ' ');
  return ascii.slice(0, width).padEnd(width, ' ');
}

/** A whole number, right-justified, zero-filled; refused when it does not fit. */
function num(value: number | string, width: number, what: string): string {
  const text = String(value);
  if (!/^\d+$/.test(text) || text.length > width)
    throw new RangeError(`NACHA: ${what} does not fit ${width} digits`);
  return text.padStart(width, '0');
}

const yymmdd = (date: IsoDate) => {
  const { year, month, day } = parseIsoDate(date);
  return `${String(year % 100).padStart(2, '0')}${String(month).padStart(2, '0')}${String(day).padStart(2, '0')}`;
};

function record(fields: readonly string[]): string {
  const text = fields.join('');
  if (text.length !== NACHA_RECORD_LENGTH) throw new Error(`NACHA record of ${text.length} characters`);
  return text;
}

function checkSettings(s: NachaSettings): void {
  if (!isRoutingNumber(s.immediateDestination))
    throw new RangeError('NACHA: immediate destination is not a routing number');
  if (!/^(\d{9}|[0-9A-Z]{10})$/.test(s.immediateOrigin))
    throw new RangeError('NACHA: immediate origin is 9 digits or 10 characters');
  if (!/^[0-9A-Z]{10}$/.test(s.companyId)) throw new RangeError('NACHA: company id is 10 characters');
  if (!/^\d{8}$/.test(s.odfiId)) throw new RangeError('NACHA: ODFI id is 8 digits');
}

/** The NACHA file of a batch of direct-deposit refunds (PPD credits). */
export function buildNachaFile(input: NachaFileInput): NachaFile {
  const { settings: s, refunds } = input;
  checkSettings(s);
  const modifier = input.fileIdModifier ?? 'A';
  if (!/^[A-Z0-9]$/.test(modifier)) throw new RangeError('NACHA: file id modifier is A–Z or 0–9');
  if (!/^([01]\d|2[0-3])[0-5]\d$/.test(input.created.time))
    throw new RangeError('NACHA: creation time is HHMM');
  const batch = num(input.batchNumber ?? 1, 7, 'batch number');
  const seen = new Set<string>();

  const entries = refunds.map((r, i) => {
    const id = String(r.claimId);
    if (seen.has(id)) throw new RangeError(`NACHA: claim ${id} twice in one file`);
    seen.add(id);
    if (!isRoutingNumber(r.routingNumber)) throw new RangeError(`NACHA: claim ${id}: not a routing number`);
    if (!/^\d{4,17}$/.test(r.accountNumber)) throw new RangeError(`NACHA: claim ${id}: account number`);
    if (!Number.isSafeInteger(r.amountCents) || r.amountCents <= 0)
      throw new RangeError(`NACHA: claim ${id}: amount must be positive whole cents`);
    return record([
      '6', // record type: entry detail
      r.accountType === 'checking' ? '22' : '32', // transaction code: credit to checking / savings
      r.routingNumber.slice(0, 8), // receiving DFI identification
      r.routingNumber.slice(8), // check digit
      alpha(r.accountNumber, 17), // DFI account number, left-justified
      num(r.amountCents, 10, `claim ${id}: amount`), // amount in cents
      alpha(id, 15), // individual identification number: the claim
      alpha(r.name, 22), // individual name
      '  ', // discretionary data
      '0', // addenda record indicator: none
      `${s.odfiId}${num(i + 1, 7, 'entry count')}`, // trace number: ODFI + sequence
    ]);
  });

  const hashSum = refunds.reduce((sum, r) => sum + Number(r.routingNumber.slice(0, 8)), 0);
  const entryHash = String(hashSum).slice(-10).padStart(10, '0');
  const totalCreditCents = refunds.reduce((sum, r) => sum + r.amountCents, 0);
  const total = num(totalCreditCents, 12, 'total credit');
  const count = refunds.length;

  const fileHeader = record([
    '1', // record type: file header
    '01', // priority code
    ` ${s.immediateDestination}`, // immediate destination: a space and the routing number
    s.immediateOrigin.padStart(10, ' '), // immediate origin
    yymmdd(input.created.date), // file creation date
    input.created.time, // file creation time
    modifier, // file id modifier
    '094', // record size
    '10', // blocking factor
    '1', // format code
    alpha(s.immediateDestinationName, 23),
    alpha(s.immediateOriginName, 23),
    alpha('', 8), // reference code
  ]);
  const batchHeader = record([
    '5', // record type: batch header
    '220', // service class: credits only
    alpha(s.companyName, 16),
    alpha('', 20), // company discretionary data
    s.companyId, // company identification
    'PPD', // standard entry class
    alpha(s.entryDescription ?? 'TAX REFUND', 10), // company entry description
    alpha('', 6), // company descriptive date
    yymmdd(input.effectiveDate), // effective entry date
    '   ', // settlement date: filled in by the ACH operator
    '1', // originator status code: a depository institution
    s.odfiId, // originating DFI identification
    batch, // batch number
  ]);
  const batchControl = record([
    '8', // record type: batch control
    '220', // service class
    num(count, 6, 'entry count'), // entry/addenda count
    entryHash, // entry hash
    num(0, 12, 'total debit'), // total debit entry dollar amount
    total, // total credit entry dollar amount
    s.companyId, // company identification
    alpha('', 19), // message authentication code
    alpha('', 6), // reserved
    s.odfiId, // originating DFI identification
    batch, // batch number
  ]);
  const withoutControl = 1 + 1 + count + 1 + 1;
  const blocks = Math.ceil(withoutControl / BLOCKING_FACTOR);
  const fileControl = record([
    '9', // record type: file control
    num(1, 6, 'batch count'), // batch count
    num(blocks, 6, 'block count'), // block count
    num(count, 8, 'entry count'), // entry/addenda count
    entryHash, // entry hash
    num(0, 12, 'total debit'), // total debit
    total, // total credit
    alpha('', 39), // reserved
  ]);
  const records = [fileHeader, batchHeader, ...entries, batchControl, fileControl];
  while (records.length % BLOCKING_FACTOR !== 0) records.push('9'.repeat(NACHA_RECORD_LENGTH));
  return {
    text: records.map((r) => `${r}\n`).join(''),
    records,
    entryCount: count,
    entryHash,
    totalCreditCents,
  };
}
