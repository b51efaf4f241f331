import { randomBytes } from 'node:crypto';
import { TaxpayerType, api, type FiledBillingStatement } from '@efile/contracts';
import type { Db } from '../../src/db/client';
import { insertPayment } from '../../src/modules/payments/repository';
import { taxpayers } from '../../src/db/schema';
import type { Client } from './test-app';
import { T0 } from './test-app';

let next = 0;

/** A new individual on the roll, so each test (and each property run) has an account of its own. */
export async function addIndividual(db: Db): Promise<string> {
  next += 1;
  const id = `7${String(process.pid % 100).padStart(2, '0')}${String(next).padStart(3, '0')}`;
  await db.insert(taxpayers).values({
    id,
    type: TaxpayerType.Individual,
    name1: `Ledger ${id}`,
    federalId: `8${randomBytes(4).readUInt32BE(0).toString().padStart(8, '0').slice(0, 8)}`,
    streetAddress: '1 Test St',
    city: 'Cleveland',
    state: 'OH',
    zip: '44114',
  });
  return id;
}

/** Files a billing statement of `taxDue` for `taxYear` with nothing paid (amount due = the engine's total). */
export async function fileStatement(client: Client, token: string, taxYear: number, taxDue: number) {
  const res = await client.post(
    api.billingStatement,
    { taxYear, taxDue, payments: [], returnFiledDate: null },
    { token },
  );
  if (res.statusCode !== 201) throw new Error(`billing statement: ${res.statusCode} ${res.body}`);
  return res.json<FiledBillingStatement>();
}

/** A provider session for the form, as a start leaves it, ready for an outcome. */
export async function openSession(
  db: Db,
  form: { id: number; taxpayerId: string },
  attempt: number,
  amount: number,
) {
  return insertPayment(db, {
    taxFormId: form.id,
    taxpayerId: form.taxpayerId,
    remittanceId: `RL${form.id}-${attempt}-${randomBytes(4).toString('hex')}`,
    amount,
    status: 'InProgress',
    attempt,
    // Opened at T0, as the test clock's start would: the provider's date (T0) lies within it.
    createdAt: T0,
  });
}

export const completed = (remittanceId: string, amountCents: number) => ({
  remittanceId,
  status: 'Completed' as const,
  paymentType: 'CreditDebitCard' as const,
  partialCcNumber: '4242',
  partialAccountNumber: null,
  amountCents,
  transactionId: `T-${randomBytes(6).toString('hex')}`,
  occurredAt: T0.toISOString(),
  message: null,
});
