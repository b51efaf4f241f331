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
}
