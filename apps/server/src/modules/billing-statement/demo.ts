import { fixedClock } from '@efile/tax';
import type { Tx } from '../../db/client';
import { payments, taxForms } from '../../db/schema';
import { postFiling, postPayment } from '../ledger';
import { RuleSet } from '../rules';
import { calculateStatement } from './service';

/**
 * Ada's 2024 billing statement, filed on 1 May 2025 ($400.00 of tax, late: with its interest) and
 * paid in full by card the same day: posted to the ledger as filing and paying post it, so My
 * Account lists a prior year with its PDF and payment (issue 15). Part of the one-time demo seed.
 */
export async function seedPriorYearStatement(tx: Tx): Promise<void> {
  const at = new Date('2025-05-01T14:00:00Z');
  const request = { taxYear: 2024, taxDue: 40_000, payments: [], returnFiledDate: null };
  // A new database has no rule changes: the compiled-in baseline is the effective rules.
  const calculation = calculateStatement(request, fixedClock(at), new RuleSet([]));
  const [form] = await tx
    .insert(taxForms)
    .values({
      taxpayerId: '100094',
      taxYear: 2024,
      formType: 'billing-statement',
      status: 'filed',
      data: { request },
      result: { calculation, amountDue: calculation.total },
      confirmationNumber: 'BS2024-0000A0DA94',
      filedAt: at,
    })
    .returning();
  await postFiling(tx, form!);
  const [payment] = await tx
    .insert(payments)
    .values({
      taxFormId: form!.id,
      taxpayerId: '100094',
      remittanceId: `DEMO-${form!.id}-1`,
      amount: calculation.total,
      amountPaid: calculation.total,
      status: 'Completed',
      paymentType: 'CreditDebitCard',
      partialCcNumber: '4242',
      transactionId: 'DEMO-ADA-2025',
      reportedAt: at,
      createdAt: at,
      resolvedBy: 'notification',
    })
    .returning({ id: payments.id });
  await postPayment(tx, payment!.id, new RuleSet([]));
  await seedAdjustmentStatements(tx);
}

/**
 * The adjustments' demo taxpayers (issue 28 item 2, ADR 0059): Pia's 2024 statement of $1,000.00
 * of tax and Ray's of $400.00, both filed late on 1 May 2025 and charged their interest and 15 %
 * late-payment penalty (Pia's $150.00: a penalty to abate above the approval amount). Ray's is
 * paid by a mailed check the adjustments' own demo posts (a check that can come back).
 */
async function seedAdjustmentStatements(tx: Tx): Promise<void> {
  const at = new Date('2025-05-01T14:00:00Z');
  for (const [taxpayerId, taxDue, confirmationNumber] of [
    ['100280', 100_000, 'BS2024-0000ADJ280'],
    ['100281', 40_000, 'BS2024-0000ADJ281'],
  ] as const) {
    const request = { taxYear: 2024, taxDue, payments: [], returnFiledDate: null };
    const calculation = calculateStatement(request, fixedClock(at), new RuleSet([]));
    const [form] = await tx
      .insert(taxForms)
      .values({
        taxpayerId,
        taxYear: 2024,
        formType: 'billing-statement',
        status: 'filed',
        data: { request },
        result: { calculation, amountDue: calculation.total },
        confirmationNumber,
        filedAt: at,
      })
      .returning();
    await postFiling(tx, form!);
  }
}
