import { MAILED_CHECK_LINE, MAILROOM_SOURCE, type PaperFigure } from '@efile/contracts';
import type { LedgerKind } from '../../db/ledger-schema';
import type { mailroomPostings } from '../../db/mailroom-schema';
import type { NewEntry } from '../ledger';

export type PostingRow = typeof mailroomPostings.$inferSelect;

const KIND_OF: Record<PaperFigure, LedgerKind> = {
  tax: 'liability.tax',
  penalty: 'liability.penalty',
  interest: 'liability.interest',
};

/**
 * When a piece of mail counts: noon UTC of the day it was received, which is that same day in the
 * agency's time zone, so interest (ORC 718.27) stops on the day the check arrived.
 */
export const receivedAt = (day: string) => new Date(`${day}T12:00:00.000Z`);

/**
 * What a posting writes to the ledger (ADR 0038), each entry unique on its source
 * (`mailroom`, the posting's id, the line): a check is one `payment` credit; a paper return a charge
 * per non-zero figure, its source line naming the figure and the paper worksheet line
 * (`tax:line 9`). `staffId` is who made it post (the recorder, or the approver).
 */
export function mailroomEntries(posting: PostingRow, staffId: number): NewEntry[] {
  const base = {
    taxpayerId: posting.taxpayerId,
    taxYear: posting.taxYear,
    taxFormId: posting.taxFormId,
    sourceType: MAILROOM_SOURCE,
    sourceId: String(posting.id),
    occurredAt: receivedAt(posting.receivedOn),
    postedByStaffId: staffId,
  };
  if (posting.kind === 'check') {
    return [
      {
        ...base,
        kind: 'payment',
        amountCents: -posting.amountCents,
        sourceLine: MAILED_CHECK_LINE,
        reason: `Check ${posting.checkNumber} received by mail on ${posting.receivedOn}`,
      },
    ];
  }
  const period = posting.period ? ` ${posting.period}` : '';
  return posting.figures
    .filter((f) => f.amountCents > 0)
    .map((f) => ({
      ...base,
      kind: KIND_OF[f.figure],
      amountCents: f.amountCents,
      sourceLine: `${f.figure}:${f.line}`,
      reason: `Paper ${posting.formType} ${posting.taxYear}${period} received on ${posting.receivedOn}, ${f.line}`,
    }));
}
