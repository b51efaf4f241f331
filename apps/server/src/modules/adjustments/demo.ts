import { eq } from 'drizzle-orm';
import { MAILED_CHECK_LINE, MAILROOM_SOURCE } from '@efile/contracts';
import { fixedClock } from '@efile/tax';
import type { Tx } from '../../db/client';
import { mailroomPostings } from '../../db/mailroom-schema';
import { staffUsers, taxForms } from '../../db/schema';
import { calculateStatement } from '../billing-statement';
import { insertEntries, postFiling } from '../ledger';
import { RuleSet } from '../rules';

/** The day the demo statements were filed (a Thursday, after the 2024 return's due date). */
const FILED = new Date('2025-05-01T14:00:00Z');

async function statement(tx: Tx, taxpayerId: string, taxDue: number, confirmationNumber: string) {
  const request = { taxYear: 2024, taxDue, payments: [], returnFiledDate: null };
  // A new database has no rule changes: the compiled-in baseline is the effective rules.
  const calculation = calculateStatement(request, fixedClock(FILED), new RuleSet([]));
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
      filedAt: FILED,
    })
    .returning();
  await postFiling(tx, form!);
  return { form: form!, total: calculation.total };
}

/**
 * The adjustments' demo taxpayers (issue 28 item 2, ADR 0059), their own so browser tests that
 * change them change no one else's: Pia's 2024 billing statement of $1,000.00 of tax, filed late on
 * 1 May 2025 and unpaid, charged its 15 % late-payment penalty ($150.00, above the approval
 * amount: a penalty to abate); Ray's 2024 statement of $400.00, paid in full by a check the
 * mailroom posted the same day (a check that can come back). Part of the one-time demo seed.
 */
export async function seedAdjustmentDemo(tx: Tx): Promise<void> {
  await statement(tx, '100280', 100_000, 'BS2024-0000ADJ280');
  const { form, total } = await statement(tx, '100281', 40_000, 'BS2024-0000ADJ281');
  const [clerk] = await tx
    .select({ id: staffUsers.id })
    .from(staffUsers)
    .where(eq(staffUsers.username, 'staff.clerk'));
  if (!clerk) return;
  const [posting] = await tx
    .insert(mailroomPostings)
    .values({
      kind: 'check',
      status: 'posted',
      taxpayerId: '100281',
      taxYear: 2024,
      taxFormId: form.id,
      checkNumber: '2811',
      checkNumberNormalized: '2811',
      receivedOn: '2025-05-01',
      amountCents: total,
      needsApproval: false,
      recordedBy: clerk.id,
      recordedAt: FILED,
      fingerprint: 'demo',
      postedAt: FILED,
    })
    .returning({ id: mailroomPostings.id });
  await insertEntries(tx, [
    {
      taxpayerId: '100281',
      taxYear: 2024,
      kind: 'payment',
      amountCents: -total,
      taxFormId: form.id,
      sourceType: MAILROOM_SOURCE,
      sourceId: String(posting!.id),
      sourceLine: MAILED_CHECK_LINE,
      occurredAt: FILED,
      postedByStaffId: clerk.id,
      reason: 'Check 2811 received by mail on 2025-05-01',
    },
  ]);
}
