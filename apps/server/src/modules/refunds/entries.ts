import { REFUND_CLAIM_SOURCE } from '@efile/contracts';
import type { NewEntry } from '../ledger';
import type { ClaimRow } from './claims';

/** Why a claim's entries were written, for whoever reads the ledger. */
export const CLAIM_REASONS = {
  creditOut: 'Overpayment credited to the next tax year at the taxpayer’s claim (ADR 0058)',
  offsetOut: 'Overpayment applied to tax owed for another year before refunding (ADR 0058)',
} as const;

const base = (claim: ClaimRow, at: Date) => ({
  taxpayerId: claim.taxpayerId,
  taxFormId: null,
  sourceType: REFUND_CLAIM_SOURCE,
  sourceId: String(claim.id),
  occurredAt: at,
});

/**
 * What an approved claim moves at once (ADR 0058): its credit to the next tax year (out of the
 * claim's year, in as a prior-year credit), and each offset against tax owed on another year.
 * Unique on their source lines: approving twice writes nothing twice.
 */
export function approvalEntries(
  claim: ClaimRow,
  offsets: readonly { taxYear: number; cents: number }[],
  at: Date,
): NewEntry[] {
  const entries: NewEntry[] = [];
  if (claim.creditCents > 0) {
    entries.push(
      {
        ...base(claim, at),
        taxYear: claim.taxYear,
        kind: 'credit.transfer',
        amountCents: claim.creditCents,
        sourceLine: 'credit.out',
        reason: CLAIM_REASONS.creditOut,
      },
      {
        ...base(claim, at),
        taxYear: claim.taxYear + 1,
        kind: 'prior-year.credit',
        amountCents: -claim.creditCents,
        sourceLine: 'credit.in',
        reason: null,
      },
    );
  }
  for (const o of offsets) {
    if (o.cents <= 0) continue;
    entries.push(
      {
        ...base(claim, at),
        taxYear: claim.taxYear,
        kind: 'credit.transfer',
        amountCents: o.cents,
        sourceLine: `offset.out:${o.taxYear}`,
        reason: CLAIM_REASONS.offsetOut,
      },
      {
        ...base(claim, at),
        taxYear: o.taxYear,
        kind: 'prior-year.credit',
        amountCents: -o.cents,
        sourceLine: `offset.in:${o.taxYear}`,
        reason: null,
      },
    );
  }
  return entries;
}

/**
 * What issuing a refund posts (ADR 0058): the interest the agency owes on a late refund (a credit
 * to the taxpayer) and the refund paid out (the refund plus that interest), on the claim's year:
 * with the claim's credit and offsets, the year nets to zero.
 */
export function issueEntries(claim: ClaimRow, paid: number, interest: number, at: Date): NewEntry[] {
  return [
    ...(interest > 0
      ? [
          {
            ...base(claim, at),
            taxYear: claim.taxYear,
            kind: 'refund.interest' as const,
            amountCents: -interest,
            sourceLine: 'refund.interest',
            reason: null,
          },
        ]
      : []),
    {
      ...base(claim, at),
      taxYear: claim.taxYear,
      kind: 'refund' as const,
      amountCents: paid + interest,
      sourceLine: 'refund',
      reason: null,
    },
  ];
}
