import type { FastifyRequest } from 'fastify';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  ProblemCode,
  WAIVED_OVERPAYMENT_LINE,
  type ClaimableYear,
  type GivenUpOverpayment,
  type RefundClaimDto,
  type RefundClaimInput,
  type RefundClaimStatus,
} from '@efile/contracts';
import {
  agencyToday,
  annualReturnDueDate,
  compareDates,
  isRefundable,
  refundClaimDeadline,
  type IsoDate,
} from '@efile/tax';
import type { AppDeps } from '../../context';
import type { Tx } from '../../db/client';
import { claimDtos } from './present';
import { refundClaims } from '../../db/schema';
import { audit } from '../../lib/audit';
import { money } from '../../lib/formats';
import { isUniqueViolation } from '../../lib/db-errors';
import { text } from '../../lib/i18n';
import { seal } from '../../lib/sealed';
import { ProblemError } from '../../plugins/problems';
import { accountEntries, isReturn, loadModel, type AccountModel } from '../ledger';
import type { RuleSet } from '../rules';
import { notify } from './notify';
import type { ClaimRow } from './row';

export type { ClaimRow };

/** The statuses in which a claim still holds part of its year's credit. */
export const OPEN: readonly RefundClaimStatus[] = ['received', 'in-review', 'approved'];

const dayOf = (at: Date): IsoDate => agencyToday({ now: () => at });

/** What a claim's bank account number is sealed with (it opens on no other taxpayer's row). */
export const sealContext = (taxpayerId: string) => `refund-claim:${taxpayerId}`;

/** Claims of one taxpayer are made one at a time (their sums are checked against the credit). */
export async function lockClaims(tx: Tx, taxpayerId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`refunds:${taxpayerId}`}, 0))`);
}

/** What an open claim still holds of its year's credit: all of it until its entries are posted. */
export function held(claim: ClaimRow): number {
  if (!OPEN.includes(claim.status)) return 0;
  // An approved claim has posted its credit and its offsets; what is left of its refund waits for a batch.
  return claim.status === 'approved'
    ? claim.refundCents - claim.offsetCents
    : claim.refundCents + claim.creditCents;
}

/**
 * A year's credit as the ledger says it today (a negative year balance), less what open claims
 * hold; with the last day it may be claimed (ORC 718.19: three years after the later of the due
 * date and the day it was paid).
 */
function claimableOf(
  model: AccountModel,
  open: readonly ClaimRow[],
  taxYear: number,
  rules: RuleSet,
): ClaimableYear & { overpaidOn: IsoDate; dueDate: IsoDate; returnFiledOn: IsoDate } {
  const balance = model.years.get(taxYear) ?? 0;
  const holding = open.filter((c) => c.taxYear === taxYear).reduce((s, c) => s + held(c), 0);
  const config = rules.config(taxYear);
  // The year's return (whichever form the registry says is one) and its due date; a year with no
  // return filed yet (a double payment of an estimate) runs from the income tax return's due date.
  const ret = model.forms.find((f) => f.form.taxYear === taxYear && isReturn(f.form.formType));
  const dueDate = ret?.dueDate ?? annualReturnDueDate(taxYear, config);
  const credits = model.entries.filter((e) => e.taxYear === taxYear && e.amountCents < 0);
  const lastCredit = credits.reduce<IsoDate>((d, e) => {
    const day = dayOf(e.occurredAt);
    return compareDates(day, d) > 0 ? day : d;
  }, dueDate);
  const returnFiledOn = ret?.form.filedAt ? dayOf(ret.form.filedAt) : model.today;
  return {
    taxYear,
    claimableCents: Math.max(0, -balance - holding),
    claimBy: refundClaimDeadline({ dueDate, paidOn: lastCredit }),
    refundMinimumCents: config.refundMinimum,
    overpaidOn: lastCredit,
    dueDate,
    returnFiledOn,
  };
}

async function openClaims(db: Tx, taxpayerId: string): Promise<ClaimRow[]> {
  const rows = await db
    .select()
    .from(refundClaims)
    .where(and(eq(refundClaims.taxpayerId, taxpayerId), inArray(refundClaims.status, [...OPEN])));
  return rows.filter((c) => held(c) > 0);
}

/** Every year with a credit that may still be claimed today. */
export async function claimableYears(deps: AppDeps, taxpayerId: string): Promise<ClaimableYear[]> {
  const rules = await deps.rules.current();
  const { model } = await loadModel(deps.database.db, taxpayerId, deps.clock.now(), rules);
  const open = await openClaims(deps.database.db, taxpayerId);
  return [...model.years.keys()]
    .sort((a, b) => a - b)
    .map((y) => claimableOf(model, open, y, rules))
    .filter((y) => y.claimableCents > 0 && compareDates(model.today, y.claimBy) <= 0)
    .map(({ taxYear, claimableCents, claimBy, refundMinimumCents }) => ({
      taxYear,
      claimableCents,
      claimBy,
      refundMinimumCents,
    }));
}

export interface ClaimDraft {
  taxpayerId: string;
  taxYear: number;
  input: RefundClaimInput;
  userId: number;
  /** The return it is claimed on (in the filing's transaction): its whole overpayment. */
  taxFormId?: number;
  key: string | null;
  /**
   * The effective rules, read by the caller before its transaction opened: a stale cache reads
   * the database through another connection, which on PGlite waits for this transaction forever.
   */
  rules: RuleSet;
}

/**
 * Records a claim in `tx`: checked against the year's credit today less what open claims hold
 * (under the taxpayer's lock), the refund against the agency's minimum and the claim window; the
 * bank account sealed. Its taxpayer hears of it by e-mail. A retried request is answered by the
 * Idempotency-Key plugin before it reaches here; the key is kept on the row (unique per taxpayer).
 */
export async function recordClaim(
  deps: AppDeps,
  tx: Tx,
  request: FastifyRequest,
  draft: ClaimDraft,
): Promise<ClaimRow> {
  const now = deps.clock.now();
  const { input, rules } = draft;
  await lockClaims(tx, draft.taxpayerId);
  const { model } = await loadModel(tx, draft.taxpayerId, now, rules);
  const open = await openClaims(tx, draft.taxpayerId);
  if (open.some((c) => c.taxYear === draft.taxYear))
    throw new ProblemError(409, ProblemCode.Conflict, {
      detail: text('problems.claimOpen', { taxYear: draft.taxYear }),
    });
  const year = claimableOf(model, open, draft.taxYear, rules);
  const asked = input.refundCents + input.creditCents;
  if (asked > year.claimableCents)
    throw new ProblemError(409, ProblemCode.Conflict, {
      detail: text('problems.claimTooMuch', { most: money(year.claimableCents), taxYear: draft.taxYear }),
    });
  if (compareDates(model.today, year.claimBy) > 0)
    throw new ProblemError(422, ProblemCode.Validation, {
      detail: text('problems.claimWindowClosed', { taxYear: draft.taxYear, claimBy: year.claimBy }),
    });
  const config = rules.config(draft.taxYear);
  if (input.refundCents > 0 && !isRefundable(input.refundCents, config))
    throw new ProblemError(422, ProblemCode.Validation, {
      detail: text('problems.refundBelowMinimum', { minimum: money(config.refundMinimum) }),
      errors: {
        'claim.refundCents': text('problems.refundBelowMinimum', { minimum: money(config.refundMinimum) }),
      },
    });
  const bank = input.refundCents > 0 && input.method === 'direct-deposit' ? input.bank : undefined;
  const [row] = await tx
    .insert(refundClaims)
    .values({
      taxpayerId: draft.taxpayerId,
      taxYear: draft.taxYear,
      taxFormId: draft.taxFormId ?? null,
      refundCents: input.refundCents,
      creditCents: input.creditCents,
      method: input.refundCents > 0 ? input.method : null,
      routingNumber: bank?.routingNumber ?? null,
      accountSealed: bank
        ? seal(deps.config.fieldKey, bank.accountNumber, sealContext(draft.taxpayerId))
        : null,
      accountLast4: bank ? bank.accountNumber.slice(-4) : null,
      accountType: bank?.accountType ?? null,
      status: 'received',
      claimedByUserId: draft.userId,
      claimedAt: now,
      overpaidOn: year.overpaidOn,
      dueDate: year.dueDate,
      returnFiledOn: year.returnFiledOn,
      idempotencyKey: draft.key,
      needsSecond: input.refundCents > config.refunds.approvalLimit,
    })
    .returning()
    .catch((error: unknown) => {
      // Another claim of the year got in first (the unique indexes decide every race).
      if (isUniqueViolation(error))
        throw new ProblemError(409, ProblemCode.Conflict, {
          detail: text('problems.claimOpen', { taxYear: draft.taxYear }),
        });
      throw error;
    });
  if (!row) throw new Error('refund claim: insert returned no row');
  await audit(
    tx,
    request,
    {
      action: 'refund.claimed',
      userId: draft.userId,
      taxpayerId: draft.taxpayerId,
      details: {
        claim: row.id,
        taxYear: row.taxYear,
        refundCents: row.refundCents,
        creditCents: row.creditCents,
        method: row.method,
        ...(row.taxFormId ? { taxFormId: row.taxFormId } : {}),
      },
    },
    now,
  );
  await notify(deps, tx, row, now);
  return row;
}

/** A taxpayer's claims, newest first. */
export async function claimsOf(db: Tx, taxpayerId: string): Promise<ClaimRow[]> {
  return db
    .select()
    .from(refundClaims)
    .where(eq(refundClaims.taxpayerId, taxpayerId))
    .orderBy(desc(refundClaims.claimedAt), desc(refundClaims.id));
}

/** A taxpayer's claims as My Account and the console list them (newest first). */
export async function claimDtosOf(db: Tx, taxpayerId: string): Promise<RefundClaimDto[]> {
  return claimDtos(db, await claimsOf(db, taxpayerId));
}

/**
 * The overpayments the filer gave up instead of claiming (issue 27 item 1), newest first: the
 * filed returns' `adjustment` entries that took them off, as the account's entries list them.
 */
export async function givenUpOf(
  db: Tx,
  viewer: { taxpayerId: string; seesFormsFrom?: Date | null },
): Promise<GivenUpOverpayment[]> {
  const { entries } = await accountEntries(db, viewer);
  return entries
    .filter((e) => e.kind === 'adjustment' && e.source.line === WAIVED_OVERPAYMENT_LINE && e.amount > 0)
    .map((e) => ({
      taxYear: e.taxYear,
      taxFormId: e.taxFormId,
      formType: e.formType,
      confirmationNumber: e.confirmationNumber,
      on: e.occurredAt,
      amountCents: e.amount,
    }))
    .reverse();
}
