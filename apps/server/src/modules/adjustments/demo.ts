import { and, eq } from 'drizzle-orm';
import { MAILED_CHECK_LINE, MAILROOM_SOURCE } from '@efile/contracts';
import type { Tx } from '../../db/client';
import { mailroomPostings } from '../../db/mailroom-schema';
import { staffUsers, taxForms } from '../../db/schema';
import { insertEntries } from '../ledger';

/** The day Ray's check arrived: the day his 2024 statement was filed. */
const RECEIVED = new Date('2025-05-01T14:00:00Z');

/**
 * The adjustments' demo (issue 28 item 2, ADR 0059), after each form's demo rows: Ray's 2024
 * statement (its form's demo: 100281) paid in full by check 2811, recorded and posted by the
 * mailroom the day it was filed — a check that can come back. Pia's statement needs nothing more:
 * its penalty is the one to abate. Their own accounts, so browser tests change no one else's.
 */
export async function seedAdjustmentDemo(tx: Tx): Promise<void> {
  const [form] = await tx
    .select()
    .from(taxForms)
    .where(and(eq(taxForms.taxpayerId, '100281'), eq(taxForms.taxYear, 2024), eq(taxForms.status, 'filed')));
  const [clerk] = await tx
    .select({ id: staffUsers.id })
    .from(staffUsers)
    .where(eq(staffUsers.username, 'staff.clerk'));
  const amount = (form?.result as { amountDue?: number } | null)?.amountDue ?? 0;
  if (!form || !clerk || amount <= 0) return;
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
      amountCents: amount,
      needsApproval: false,
      recordedBy: clerk.id,
      recordedAt: RECEIVED,
      fingerprint: 'demo',
      postedAt: RECEIVED,
    })
    .returning({ id: mailroomPostings.id });
  await insertEntries(tx, [
    {
      taxpayerId: '100281',
      taxYear: 2024,
      kind: 'payment',
      amountCents: -amount,
      taxFormId: form.id,
      sourceType: MAILROOM_SOURCE,
      sourceId: String(posting!.id),
      sourceLine: MAILED_CHECK_LINE,
      occurredAt: RECEIVED,
      postedByStaffId: clerk.id,
      reason: 'Check 2811 received by mail on 2025-05-01',
    },
  ]);
}
