/**
 * The agency's hosted payment page protocol (TAX-FACTS "Payment provider protocol"; ADR 0013):
 * the one definition both the portal's adapter and the payment sandbox speak, so the path tested
 * end to end is the one that runs in production. Server side only (it uses node:crypto): import
 * it as '@efile/contracts/payment-protocol'.
 *
 * 1. Browser → provider `POST {provider}/pay` (form): application_id, message_version, remittance_id.
 * 2. Provider → merchant `POST {verifyUrl}` (form): the same and security_id; the merchant answers
 *    whether the remittance may be paid, for how much, and where to return (JSON, `verifyAnswer`).
 * 3. Provider → merchant `POST {notifyUrl}` (form, `notification`) after each attempt; the merchant
 *    answers the text `success`, anything else is retried.
 * 4. Merchant → provider `POST {provider}/api/status` (form): what became of one remittance.
 * 5. Merchant → provider `POST {provider}/api/settlement` (form): a day's approved payments, CSV.
 * Every server-to-server call carries the shared `security_id`; compare it with `sameSecret`.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

export const MESSAGE_VERSION = '1.0';
/** The merchant's answer to a notification it recorded (or had recorded before). */
export const NOTIFICATION_ACK = 'success';
export const REMITTANCE_ID = /^[A-Za-z0-9-]{1,64}$/;

/** Fail codes seen from the agency's provider (TAX-FACTS); the sandbox sends 106 and 109. */
export const FAIL_CODES = {
  '3': 'Duplicate payment',
  '102': 'Card expired',
  '106': 'Card declined',
  '109': 'Remittance on hold',
  '118': 'Convenience fee failure',
} as const;

export const PROTOCOL_PATHS = {
  pay: '/pay',
  status: '/api/status',
  settlement: '/api/settlement',
} as const;

/** Dollars with exactly two decimals, as the provider writes amounts ("3541.67"). */
// not-user-facing: the provider's server-to-server format; a failed parse is logged, never shown.
const money = z.string().regex(/^\d{1,9}\.\d{2}$/, 'must be dollars with two decimals');

export function centsToAmount(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

export function amountToCents(amount: string): number {
  const [dollars, cents] = amount.split('.') as [string, string];
  return Number(dollars) * 100 + Number(cents);
}

/** Timing-safe, whatever the lengths (hashing first gives both sides the same length). */
export function sameSecret(given: string | null | undefined, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return expected !== '' && timingSafeEqual(digest(given ?? ''), digest(expected));
}

const remittanceId = z.string().regex(REMITTANCE_ID);

/** Step 1 and 2: what the browser posts; the provider adds security_id when it asks the merchant. */
export const browserPost = z.object({
  application_id: z.string().min(1).max(64),
  message_version: z.string().min(1).max(16),
  remittance_id: remittanceId,
});

export const verifyRequest = browserPost.extend({ security_id: z.string().min(1).max(256) });

export const verifyAnswer = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('VALID'),
    remittance_id: remittanceId,
    total_amount: money,
    description: z.string().min(1).max(120),
    return_url: z.url({ protocol: /^https?$/ }),
  }),
  z.object({ status: z.literal('INVALID'), remittance_id: z.string() }),
]);
export type VerifyAnswer = z.infer<typeof verifyAnswer>;

export const PAYMENT_TYPES = ['CARD', 'PERSONAL_CHECK', 'BUSINESS_CHECK'] as const;

/** Step 3: one attempt's result. */
export const notification = z.object({
  application_id: z.string().min(1).max(64),
  security_id: z.string().min(1).max(256),
  remittance_id: remittanceId,
  transaction_id: z.string().regex(/^[A-Za-z0-9-]{1,64}$/),
  /** Empty unless approved. */
  approval_code: z.string().max(32),
  transaction_status: z.enum(['APPROVED', 'DECLINED']),
  /** Empty unless declined. */
  fail_code: z.union([z.literal(''), z.string().regex(/^\d{1,4}$/)]),
  total_amount: money,
  payment_type: z.enum(PAYMENT_TYPES),
  /** The last 4 digits of the card or account number. */
  last_four: z.string().regex(/^\d{4}$/),
  /** ISO 8601 */
  transaction_date: z.iso.datetime({ offset: true }),
});
export type Notification = z.infer<typeof notification>;
/** What the provider says about a remittance, without the credentials. */
export type TransactionReport = Omit<Notification, 'application_id' | 'security_id'>;

/** Step 4's answer: still open (or never seen, or expired unpaid), else its last attempt. */
export const statusAnswer = z.discriminatedUnion('state', [
  z.object({ state: z.enum(['OPEN', 'UNKNOWN', 'EXPIRED']), remittance_id: z.string() }),
  z.object({
    state: z.literal('DONE'),
    transaction: notification.omit({ application_id: true, security_id: true }),
  }),
]);
export type StatusAnswer = z.infer<typeof statusAnswer>;

export const merchantRequest = z.object({
  application_id: z.string().min(1).max(64),
  security_id: z.string().min(1).max(256),
});
export const statusRequest = merchantRequest.extend({ remittance_id: remittanceId });
export const settlementRequest = merchantRequest.extend({
  settlement_date: z.iso.date(),
});

/** Step 5: the day's approved payments, one CSV line each after this header. */
export const SETTLEMENT_HEADER = 'transaction_id,remittance_id,total_amount,transaction_date';

export interface SettlementLine {
  transactionId: string;
  remittanceId: string;
  amountCents: number;
  transactionDate: string;
}

export function writeSettlement(lines: readonly SettlementLine[]): string {
  const rows = lines.map((l) =>
    [l.transactionId, l.remittanceId, centsToAmount(l.amountCents), l.transactionDate].join(','),
  );
  return [SETTLEMENT_HEADER, ...rows].join('\n') + '\n';
}

/** The report's lines, or null when it is not a settlement report. */
export function readSettlement(csv: string): SettlementLine[] | null {
  const [header, ...rows] = csv.trim().split(/\r?\n/);
  if (header !== SETTLEMENT_HEADER) return null;
  const lines: SettlementLine[] = [];
  for (const row of rows) {
    const [transactionId, remittance, amount, transactionDate] = row.split(',');
    if (!transactionId || !remittance || !money.safeParse(amount).success || !transactionDate) return null;
    lines.push({
      transactionId,
      remittanceId: remittance,
      amountCents: amountToCents(amount!),
      transactionDate,
    });
  }
  return lines;
}

/** A form body as a plain object of its first values (zod then says what is missing). */
export function formFields(body: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(body));
}
