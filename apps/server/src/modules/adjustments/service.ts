import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { and, asc, desc, eq, ne } from 'drizzle-orm';
import {
  ProblemCode,
  type AdjustmentRequest,
  type StaffAdjustment,
  type StaffAdjustmentList,
} from '@efile/contracts';
import { agencyToday } from '@efile/tax';
import type { AppDeps } from '../../context';
import type { Tx } from '../../db/client';
import { adjustments, ledgerEntries, taxpayers } from '../../db/schema';
import { audit } from '../../lib/audit';
import { money } from '../../lib/formats';
import { refuseSamePerson } from '../../lib/four-eyes';
import { text, type Text } from '../../lib/i18n';
import { ProblemError } from '../../plugins/problems';
import type { StaffAuth } from '../../plugins/staff-auth';
import {
  postAdjustmentOf,
  previewAdjustment,
  type AdjustmentPosting,
  type AdjustmentRefusal,
} from '../ledger';
import type { RuleSet } from '../rules';
import { postingOf, present, type AdjustmentRow } from './present';

const thisYear = (now: Date) => Number(agencyToday({ now: () => now }).slice(0, 4));
/** The agency's amount above which a second person approves (packages/tax `adjustments.approvalLimit`). */
const limitOf = (rules: RuleSet, now: Date) => rules.config(thisYear(now)).adjustments.approvalLimit;

/** A refusal of the account's figures in words (422). */
function refusal(r: AdjustmentRefusal, taxYear: number): ProblemError {
  const detail: Text =
    r.code === 'noForm'
      ? text('problems.adjustmentNoForm')
      : r.code === 'notAPayment'
        ? text('problems.adjustmentNotAPayment')
        : r.code === 'tooMuch'
          ? text('problems.adjustmentTooMuch', { most: money(r.most) })
          : r.code === 'taxBelowZero'
            ? text('problems.adjustmentTaxBelowZero', { most: money(r.most) })
            : text('problems.adjustmentNoCredit', { most: money(r.most), taxYear });
  const status = r.code === 'noForm' ? 404 : 422;
  return new ProblemError(status, status === 404 ? ProblemCode.NotFound : ProblemCode.Validation, { detail });
}

/** The payment entry a returned check names: this taxpayer's, a payment, not reversed already. */
async function paymentEntry(tx: Tx, taxpayerId: string, entryId: number) {
  const [entry] = await tx
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.id, entryId), eq(ledgerEntries.taxpayerId, taxpayerId)));
  if (!entry || entry.kind !== 'payment') throw refusal({ code: 'notAPayment' }, 0);
  const [earlier] = await tx
    .select({ id: adjustments.id })
    .from(adjustments)
    .where(and(eq(adjustments.ledgerEntryId, entryId), ne(adjustments.status, 'refused')));
  if (earlier)
    throw new ProblemError(409, ProblemCode.Conflict, {
      detail: text('problems.adjustmentAlreadyReversed', { id: earlier.id }),
    });
  return entry;
}

async function replay(deps: AppDeps, staff: StaffAuth, key: string, fingerprint: string) {
  const db = deps.database.db;
  const [mine] = await db
    .select()
    .from(adjustments)
    .where(and(eq(adjustments.requestedBy, staff.staffUserId), eq(adjustments.idempotencyKey, key)));
  if (!mine) return null;
  if (mine.fingerprint !== fingerprint)
    throw new ProblemError(422, ProblemCode.Conflict, { detail: text('problems.idempotencyKeyReused') });
  return (await present(db, [mine], await deps.rules.current(), deps.clock.now()))[0]!;
}

/**
 * Asks for an adjustment (ADR 0059). The taxpayer's row is locked, the adjustment checked against
 * the account of today, and recorded with its figures before → after; at or below the agency's
 * amount it posts at once (the requester made it post), above it waits for a second person. A
 * retry with the same Idempotency-Key answers the first result; the key with another request is 422.
 */
export async function requestAdjustment(
  deps: AppDeps,
  request: FastifyRequest,
  staff: StaffAuth,
  taxpayerId: string,
  body: AdjustmentRequest,
  key: string,
): Promise<{ replayed: boolean; adjustment: StaffAdjustment }> {
  const fingerprint = createHash('sha256').update(JSON.stringify({ taxpayerId, body })).digest('hex');
  const earlier = await replay(deps, staff, key, fingerprint);
  if (earlier) return { replayed: true, adjustment: earlier };
  const now = deps.clock.now();
  const rules = await deps.rules.current();
  const limit = limitOf(rules, now);
  const row = await deps.database.db.transaction(async (tx) => {
    const [taxpayer] = await tx
      .select({ id: taxpayers.id })
      .from(taxpayers)
      .where(eq(taxpayers.id, taxpayerId))
      .for('update');
    if (!taxpayer) throw new ProblemError(404, ProblemCode.NotFound);
    const entry = body.kind === 'returned-check' ? await paymentEntry(tx, taxpayerId, body.entryId) : null;
    const draft: AdjustmentPosting = {
      id: 0,
      taxpayerId,
      kind: body.kind,
      reason: body.reason,
      taxYear: entry?.taxYear ?? (body.kind === 'credit-move' ? body.fromYear : 0),
      toTaxYear: body.kind === 'credit-move' ? body.toYear : null,
      taxFormId: 'taxFormId' in body ? body.taxFormId : (entry?.taxFormId ?? null),
      amountCents: entry ? -entry.amountCents : body.kind === 'returned-check' ? 0 : body.amountCents,
      entry,
    };
    const checked = await previewAdjustment(tx, draft, rules, now);
    if ('refused' in checked) throw refusal(checked.refused, draft.taxYear);
    if (draft.taxYear === 0) draft.taxYear = checked.changes[0]!.taxYear;
    const needsApproval = Math.abs(draft.amountCents) > limit;
    const [inserted] = await tx
      .insert(adjustments)
      .values({
        taxpayerId,
        kind: draft.kind,
        reason: draft.reason,
        note: body.note,
        taxYear: draft.taxYear,
        toTaxYear: draft.toTaxYear,
        taxFormId: draft.taxFormId,
        ledgerEntryId: entry?.id ?? null,
        amountCents: draft.amountCents,
        status: needsApproval ? 'requested' : 'approved',
        needsApproval,
        requestedBy: staff.staffUserId,
        requestedAt: now,
        idempotencyKey: key,
        fingerprint,
        changes: checked.changes,
        postedAt: needsApproval ? null : now,
      })
      .onConflictDoNothing({ target: [adjustments.requestedBy, adjustments.idempotencyKey] })
      .returning();
    // A concurrent retry with the same key won: answered below from its row.
    if (!inserted) return null;
    const posted = needsApproval ? null : await post(tx, inserted, rules, now, staff.staffUserId);
    await audit(
      tx,
      request,
      {
        action: needsApproval ? 'staff.adjustments.requested' : 'staff.adjustments.posted',
        staffUserId: staff.staffUserId,
        taxpayerId,
        details: {
          adjustment: inserted.id,
          kind: inserted.kind,
          reason: inserted.reason,
          note: inserted.note,
          amountCents: inserted.amountCents,
          taxYear: inserted.taxYear,
          changes: checked.changes,
          needsApproval,
          ...(posted ? { ledgerEntries: posted } : {}),
        },
      },
      now,
    );
    return inserted;
  });
  if (!row) return { replayed: true, adjustment: (await replay(deps, staff, key, fingerprint))! };
  return { replayed: false, adjustment: (await present(deps.database.db, [row], rules, now))[0]! };
}

/** Posts an adjustment's entries; a refusal (the account changed since it was asked) is a 422. */
async function post(tx: Tx, row: AdjustmentRow, rules: RuleSet, now: Date, staffId: number) {
  const done = await postAdjustmentOf(tx, postingOf(row, await entryOf(tx, row)), rules, now, staffId);
  if ('refused' in done) throw refusal(done.refused, row.taxYear);
  return done.entries.map((e) => e.id);
}

async function entryOf(tx: Tx, row: AdjustmentRow) {
  if (row.ledgerEntryId === null) return null;
  const [entry] = await tx.select().from(ledgerEntries).where(eq(ledgerEntries.id, row.ledgerEntryId));
  return entry ?? null;
}

async function lockedWaiting(tx: Tx, id: number): Promise<AdjustmentRow> {
  const [row] = await tx.select().from(adjustments).where(eq(adjustments.id, id)).for('update');
  if (!row) throw new ProblemError(404, ProblemCode.NotFound);
  if (row.status !== 'requested')
    throw new ProblemError(409, ProblemCode.Conflict, {
      detail: text('problems.adjustmentAlreadyDecided', { status: row.status }),
    });
  return row;
}

/**
 * A supervisor's or administrator's decision on an adjustment waiting above the agency's amount:
 * never the requester's nor a linked account's (the service asks, the database's trigger and CHECK
 * refuse too). Approving posts it as of now, checked again against the account.
 */
export async function decide(
  deps: AppDeps,
  request: FastifyRequest,
  staff: StaffAuth,
  id: number,
  decision: { approve: true } | { approve: false; reason: string },
): Promise<StaffAdjustment> {
  const now = deps.clock.now();
  const rules = await deps.rules.current();
  const row = await deps.database.db.transaction(async (tx) => {
    const waiting = await lockedWaiting(tx, id);
    await refuseSamePerson(
      tx,
      staff.staffUserId,
      waiting.requestedBy,
      text('problems.adjustmentFourEyes', { limit: money(limitOf(rules, now)) }),
    );
    const [updated] = await tx
      .update(adjustments)
      .set(
        decision.approve
          ? { status: 'approved', decidedBy: staff.staffUserId, decidedAt: now, postedAt: now }
          : {
              status: 'refused',
              decidedBy: staff.staffUserId,
              decidedAt: now,
              refusalReason: decision.reason,
            },
      )
      .where(eq(adjustments.id, id))
      .returning();
    const posted = decision.approve ? await post(tx, updated!, rules, now, staff.staffUserId) : null;
    await audit(
      tx,
      request,
      {
        action: decision.approve ? 'staff.adjustments.approved' : 'staff.adjustments.refused',
        staffUserId: staff.staffUserId,
        taxpayerId: waiting.taxpayerId,
        details: {
          adjustment: id,
          kind: waiting.kind,
          reason: waiting.reason,
          amountCents: waiting.amountCents,
          ...(decision.approve ? { ledgerEntries: posted } : { refusal: decision.reason }),
        },
      },
      now,
    );
    return updated!;
  });
  return (await present(deps.database.db, [row], rules, now))[0]!;
}

/** One taxpayer's adjustments, newest first (the account page), audited with the reason for reading. */
export async function ofTaxpayer(
  deps: AppDeps,
  request: FastifyRequest,
  staff: StaffAuth,
  taxpayerId: string,
  reason: string,
): Promise<StaffAdjustmentList> {
  const db = deps.database.db;
  const rows = await db
    .select()
    .from(adjustments)
    .where(eq(adjustments.taxpayerId, taxpayerId))
    .orderBy(desc(adjustments.requestedAt), desc(adjustments.id))
    .limit(200);
  return listed(deps, request, staff, rows, { taxpayerId, reason });
}

/** Every adjustment waiting for a second person, oldest first (at most 200), audited. */
export async function waiting(
  deps: AppDeps,
  request: FastifyRequest,
  staff: StaffAuth,
): Promise<StaffAdjustmentList> {
  const rows = await deps.database.db
    .select()
    .from(adjustments)
    .where(eq(adjustments.status, 'requested'))
    .orderBy(asc(adjustments.requestedAt), asc(adjustments.id))
    .limit(200);
  return listed(deps, request, staff, rows, {});
}

async function listed(
  deps: AppDeps,
  request: FastifyRequest,
  staff: StaffAuth,
  rows: AdjustmentRow[],
  query: { taxpayerId?: string; reason?: string },
): Promise<StaffAdjustmentList> {
  const db = deps.database.db;
  const now = deps.clock.now();
  const rules = await deps.rules.current();
  await audit(
    db,
    request,
    {
      action: 'staff.adjustments.listed',
      staffUserId: staff.staffUserId,
      ...(query.taxpayerId ? { taxpayerId: query.taxpayerId } : {}),
      details: { ...query, adjustments: rows.map((r) => r.id) },
    },
    now,
  );
  return { approvalLimitCents: limitOf(rules, now), adjustments: await present(db, rows, rules, now) };
}
