import type { RefundClaimDto } from '@efile/contracts';
import { addDays, agencyToday, type IsoDate } from '@efile/tax';
import type { Tx } from '../../db/client';
import { confirmationNumbers } from '../../lib/lookups';
import type { ClaimRow } from './row';

const dayOf = (at: Date | null): IsoDate | null => (at ? agencyToday({ now: () => at }) : null);

/**
 * When a sent refund is expected: a direct deposit settles within two banking days of the file
 * (NACHA's credit window), with a day for the batch to reach the bank; a check is mailed by the
 * agency's accounts-payable run and the mail (the agency's own figure: ten days).
 */
export const EXPECTED_DAYS = { 'direct-deposit': 3, check: 10 } as const;

/** A claim as its taxpayer sees it: the account masked, each step with its day. */
export function claimDto(claim: ClaimRow, confirmationNumber: string | null): RefundClaimDto {
  const approvedAt = claim.needsSecond ? claim.secondApprovedAt : claim.approvedAt;
  const sentOn = dayOf(claim.sentAt);
  const steps: RefundClaimDto['steps'] =
    claim.status === 'refused'
      ? [
          { status: 'received', on: dayOf(claim.claimedAt) },
          { status: 'refused', on: dayOf(claim.refusedAt) },
        ]
      : [
          { status: 'received', on: dayOf(claim.claimedAt) },
          { status: 'in-review', on: dayOf(claim.reviewedAt ?? claim.approvedAt) },
          {
            status: 'approved',
            on: claim.status === 'approved' || claim.status === 'sent' ? dayOf(approvedAt) : null,
          },
          ...(claim.refundCents > 0 ? [{ status: 'sent' as const, on: sentOn }] : []),
        ];
  return {
    id: claim.id,
    taxYear: claim.taxYear,
    confirmationNumber,
    refundCents: claim.refundCents,
    creditCents: claim.creditCents,
    method: claim.method,
    accountMasked: claim.accountLast4 ? `••••${claim.accountLast4}` : null,
    status: claim.status,
    steps,
    expectedOn: sentOn && claim.method ? addDays(sentOn, EXPECTED_DAYS[claim.method]) : null,
    interestCents: claim.interestCents,
    refusalReason: claim.refusalReason,
  };
}

/** Claims as their taxpayer sees them, each with its form's confirmation number. */
export async function claimDtos(db: Tx, rows: readonly ClaimRow[]): Promise<RefundClaimDto[]> {
  const numbers = await confirmationNumbers(
    db,
    rows.map((c) => c.taxFormId),
  );
  return rows.map((c) => claimDto(c, c.taxFormId === null ? null : (numbers.get(c.taxFormId) ?? null)));
}
