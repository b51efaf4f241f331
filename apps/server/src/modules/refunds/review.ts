import type { FastifyRequest } from 'fastify';
import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import {
  ProblemCode,
  staffMay,
  type RefundClaimStatus,
  type StaffRefundClaim,
  type StaffRefundClaimList,
} from '@efile/contracts';
import { agencyToday, daysBetween, refundInterest, type IsoDate } from '@efile/tax';
import type { AppDeps } from '../../context';
import type { Tx } from '../../db/client';
import { refundClaimNotes, refundClaims, taxpayers } from '../../db/schema';
import { audit } from '../../lib/audit';
import { confirmationNumbers, staffUsernames } from '../../lib/lookups';
import { money } from '../../lib/formats';
import { refuseSamePerson } from '../../lib/four-eyes';
import { text } from '../../lib/i18n';
import { ProblemError } from '../../plugins/problems';
import type { StaffAuth } from '../../plugins/staff-auth';
import { insertEntries, loadModel } from '../ledger';
import type { RuleSet } from '../rules';
import { lockClaims, type ClaimRow } from './claims';
import { approvalEntries } from './entries';
import { notify } from './notify';
import { claimDto } from './present';

const dayOf = (at: Date): IsoDate => agencyToday({ now: () => at });

/**
 * What the taxpayer owes today on years other than the claim's: offset before any refund. The
 * rules are read before any transaction (inside one, a stale cache would read the database through
 * another connection: on PGlite it waits for the transaction forever).
 */
async function owedElsewhere(rules: RuleSet, db: Tx, claim: ClaimRow, now: Date) {
  const { model } = await loadModel(db, claim.taxpayerId, now, rules);
  const owed = new Map<number, number>();
  for (const f of model.forms) {
    if (f.form.taxYear === claim.taxYear || f.payToday <= 0) continue;
    owed.set(f.form.taxYear, (owed.get(f.form.taxYear) ?? 0) + f.payToday);
  }
  return [...owed].sort(([a], [b]) => a - b).map(([taxYear, cents]) => ({ taxYear, cents }));
}

/** The claims as staff review them: age, the day interest starts, what is owed elsewhere, notes. */
async function present(deps: AppDeps, db: Tx, rows: readonly ClaimRow[]): Promise<StaffRefundClaim[]> {
  if (rows.length === 0) return [];
  const now = deps.clock.now();
  const today = dayOf(now);
  const rules = await deps.rules.current();
  const notes = await db
    .select()
    .from(refundClaimNotes)
    .where(
      inArray(
        refundClaimNotes.claimId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(refundClaimNotes.createdAt), asc(refundClaimNotes.id));
  const names = await staffUsernames(db, [
    ...rows.flatMap((r) => [r.approvedBy, r.secondApprovedBy].filter((v): v is number => v !== null)),
    ...notes.map((n) => n.staffUserId),
  ]);
  const people = new Map(
    (
      await db
        .select({ id: taxpayers.id, name1: taxpayers.name1, name2: taxpayers.name2 })
        .from(taxpayers)
        .where(
          inArray(
            taxpayers.id,
            rows.map((r) => r.taxpayerId),
          ),
        )
    ).map((t) => [t.id, [t.name2, t.name1].filter(Boolean).join(' ')]),
  );
  const confirmations = await confirmationNumbers(
    db,
    rows.map((r) => r.taxFormId),
  );
  const out: StaffRefundClaim[] = [];
  for (const r of rows) {
    const free = refundInterest({
      amount: Math.max(1, r.refundCents - r.offsetCents),
      overpaidOn: r.overpaidOn,
      dueDate: r.dueDate,
      returnFiledOn: r.returnFiledOn,
      issuedOn: today,
      config: rules.config(r.taxYear),
      rates: rules.interestRates,
    });
    out.push({
      ...claimDto(r, r.taxFormId === null ? null : (confirmations.get(r.taxFormId) ?? null)),
      taxpayerId: r.taxpayerId,
      taxpayerName: people.get(r.taxpayerId) ?? r.taxpayerId,
      claimedAt: r.claimedAt.toISOString(),
      ageDays: daysBetween(dayOf(r.claimedAt), today),
      overpaidOn: r.overpaidOn,
      interestFreeUntil: free.interestFreeUntil,
      needsSecond: r.needsSecond,
      approvedBy: r.approvedBy === null ? null : (names.get(r.approvedBy) ?? `#${r.approvedBy}`),
      secondApprovedBy:
        r.secondApprovedBy === null ? null : (names.get(r.secondApprovedBy) ?? `#${r.secondApprovedBy}`),
      owedElsewhere:
        r.status === 'sent' || r.status === 'refused' ? [] : await owedElsewhere(rules, db, r, now),
      notes: notes
        .filter((n) => n.claimId === r.id)
        .map((n) => ({
          by: names.get(n.staffUserId) ?? `#${n.staffUserId}`,
          at: n.createdAt.toISOString(),
          note: n.note,
        })),
      batchId: r.batchId,
    });
  }
  return out;
}

/** The refund queue (oldest first, at most 200), audited; one taxpayer's claims when asked. */
export async function listClaims(
  deps: AppDeps,
  request: FastifyRequest,
  staff: StaffAuth,
  query: { reason: string; status?: RefundClaimStatus | undefined; taxpayerId?: string | undefined },
): Promise<StaffRefundClaimList> {
  const db = deps.database.db;
  const conditions: SQL[] = [
    ...(query.status ? [eq(refundClaims.status, query.status)] : []),
    ...(query.taxpayerId ? [eq(refundClaims.taxpayerId, query.taxpayerId)] : []),
  ];
  const rows = await db
    .select()
    .from(refundClaims)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(
      query.status === 'sent' ? desc(refundClaims.sentAt) : asc(refundClaims.claimedAt),
      asc(refundClaims.id),
    )
    .limit(200);
  await audit(
    db,
    request,
    {
      action: 'staff.refunds.listed',
      staffUserId: staff.staffUserId,
      ...(query.taxpayerId ? { taxpayerId: query.taxpayerId } : {}),
      details: { ...query, taxpayers: [...new Set(rows.map((r) => r.taxpayerId))] },
    },
    deps.clock.now(),
  );
  const rules = await deps.rules.current();
  return {
    approvalLimitCents: rules.config(Number(dayOf(deps.clock.now()).slice(0, 4))).refunds.approvalLimit,
    claims: await present(deps, db, rows),
  };
}

async function lockedClaim(tx: Tx, id: number): Promise<ClaimRow> {
  const [claim] = await tx.select().from(refundClaims).where(eq(refundClaims.id, id)).for('update');
  if (!claim) throw new ProblemError(404, ProblemCode.NotFound);
  return claim;
}

const undecided = (claim: ClaimRow) => {
  if (claim.status !== 'received' && claim.status !== 'in-review')
    throw new ProblemError(409, ProblemCode.Conflict, {
      detail: text('problems.claimAlreadyDecided', { status: claim.status }),
    });
};

/** A note on a claim: its review starts (received → in review, the taxpayer told once). */
export async function addNote(
  deps: AppDeps,
  request: FastifyRequest,
  staff: StaffAuth,
  id: number,
  note: string,
): Promise<StaffRefundClaim> {
  const now = deps.clock.now();
  const row = await deps.database.db.transaction(async (tx) => {
    const claim = await lockedClaim(tx, id);
    await tx
      .insert(refundClaimNotes)
      .values({ claimId: id, staffUserId: staff.staffUserId, note, createdAt: now });
    const started = claim.status === 'received';
    const [updated] = started
      ? await tx
          .update(refundClaims)
          .set({ status: 'in-review', reviewedBy: staff.staffUserId, reviewedAt: now })
          .where(eq(refundClaims.id, id))
          .returning()
      : [claim];
    await audit(
      tx,
      request,
      {
        action: 'staff.refunds.noted',
        staffUserId: staff.staffUserId,
        taxpayerId: claim.taxpayerId,
        details: { claim: id, note },
      },
      now,
    );
    if (started) await notify(deps, tx, updated!, now);
    return updated!;
  });
  return (await present(deps, deps.database.db, [row]))[0]!;
}

/**
 * Approves a claim. At or below the agency's amount one approval settles it; above it, a second
 * person (a supervisor or administrator, not linked to the first: the database says so too)
 * approves after the first. On the approval that settles it the credit moves to the next year and
 * what the taxpayer owes on other years is taken from the refund first (ledger entries, once).
 */
export async function approve(
  deps: AppDeps,
  request: FastifyRequest,
  staff: StaffAuth,
  id: number,
): Promise<StaffRefundClaim> {
  const now = deps.clock.now();
  const rules = await deps.rules.current();
  const row = await deps.database.db.transaction(async (tx) => {
    const first = await lockedClaim(tx, id);
    await lockClaims(tx, first.taxpayerId);
    const claim = await lockedClaim(tx, id);
    undecided(claim);
    const limit = rules.config(claim.taxYear).refunds.approvalLimit;
    const second = claim.approvedBy !== null;
    if (second) {
      if (claim.approvedBy === staff.staffUserId)
        throw new ProblemError(403, ProblemCode.Forbidden, { detail: text('problems.claimAlreadyApproved') });
      if (!staffMay(staff.role, 'decide'))
        throw new ProblemError(403, ProblemCode.Forbidden, {
          detail: text('problems.claimFourEyes', { limit: money(limit) }),
        });
      await refuseSamePerson(
        tx,
        staff.staffUserId,
        claim.approvedBy!,
        text('problems.claimFourEyes', { limit: money(limit) }),
      );
    }
    const settles = second || !claim.needsSecond;
    const offsets = settles ? await offsetsOf(rules, tx, claim, now) : [];
    const offsetCents = offsets.reduce((s, o) => s + o.cents, 0);
    const [updated] = await tx
      .update(refundClaims)
      .set({
        ...(second
          ? { secondApprovedBy: staff.staffUserId, secondApprovedAt: now }
          : { approvedBy: staff.staffUserId, approvedAt: now }),
        ...(claim.reviewedAt ? {} : { reviewedBy: staff.staffUserId, reviewedAt: now }),
        // Approved is final for a claim with nothing left to pay out (a credit, or wholly offset).
        status: settles ? 'approved' : 'in-review',
        ...(settles ? { offsetCents } : {}),
      })
      .where(eq(refundClaims.id, id))
      .returning();
    const written = settles ? await insertEntries(tx, approvalEntries(updated!, offsets, now)) : [];
    await audit(
      tx,
      request,
      {
        action: second ? 'staff.refunds.second-approved' : 'staff.refunds.approved',
        staffUserId: staff.staffUserId,
        taxpayerId: claim.taxpayerId,
        details: {
          claim: id,
          refundCents: claim.refundCents,
          creditCents: claim.creditCents,
          offsetCents,
          ledgerEntries: written.map((e) => e.id),
        },
      },
      now,
    );
    if (settles || claim.status === 'received') await notify(deps, tx, updated!, now);
    return updated!;
  });
  return (await present(deps, deps.database.db, [row]))[0]!;
}

/** What approval takes from the refund for tax owed on other years, oldest year first. */
async function offsetsOf(rules: RuleSet, tx: Tx, claim: ClaimRow, now: Date) {
  let left = claim.refundCents;
  const offsets: { taxYear: number; cents: number }[] = [];
  for (const owed of await owedElsewhere(rules, tx, claim, now)) {
    const cents = Math.min(left, owed.cents);
    if (cents <= 0) break;
    offsets.push({ taxYear: owed.taxYear, cents });
    left -= cents;
  }
  return offsets;
}

/** Refuses a claim with the reason the taxpayer is e-mailed; the credit stays on the account. */
export async function refuse(
  deps: AppDeps,
  request: FastifyRequest,
  staff: StaffAuth,
  id: number,
  reason: string,
): Promise<StaffRefundClaim> {
  const now = deps.clock.now();
  const row = await deps.database.db.transaction(async (tx) => {
    const claim = await lockedClaim(tx, id);
    undecided(claim);
    const [updated] = await tx
      .update(refundClaims)
      .set({ status: 'refused', refusedBy: staff.staffUserId, refusedAt: now, refusalReason: reason })
      .where(eq(refundClaims.id, id))
      .returning();
    await audit(
      tx,
      request,
      {
        action: 'staff.refunds.refused',
        staffUserId: staff.staffUserId,
        taxpayerId: claim.taxpayerId,
        details: { claim: id, reason },
      },
      now,
    );
    await notify(deps, tx, updated!, now);
    return updated!;
  });
  return (await present(deps, deps.database.db, [row]))[0]!;
}

export { present as presentForStaff };
