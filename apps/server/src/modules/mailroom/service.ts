import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import {
  LIST_PAGE_SIZE,
  MAILROOM_SOURCE,
  ProblemCode,
  normaliseCheckNumber,
  type MailedCheckRequest,
  type MailroomCheckPreview,
  type MailroomList,
  type MailroomPosting,
  type MailroomStatus,
  type PaperReturnRequest,
} from '@efile/contracts';
import { agencyToday } from '@efile/tax';
import type { AppDeps } from '../../context';
import type { Tx } from '../../db/client';
import { ledgerEntries } from '../../db/ledger-schema';
import { mailroomPostings } from '../../db/mailroom-schema';
import { audit } from '../../lib/audit';
import { confirmationNumbers, staffUsernames } from '../../lib/lookups';
import { ProblemError } from '../../plugins/problems';
import type { StaffAuth } from '../../plugins/staff-auth';
import { insertEntries } from '../ledger';
import { refuseSamePerson } from '../../lib/four-eyes';
import { formOfCheck, lockTaxpayer, needsApproval, refuseFiledTwice, taxpayerOf } from './guards';
import { mailroomEntries, type PostingRow } from './mapping';
import { say, text } from '../../lib/i18n';

type Draft = Omit<
  typeof mailroomPostings.$inferInsert,
  | 'id'
  | 'status'
  | 'needsApproval'
  | 'recordedBy'
  | 'recordedAt'
  | 'idempotencyKey'
  | 'fingerprint'
  | 'taxFormId'
  | 'checkNumberNormalized'
> & { confirmationNumber?: string | undefined };

/** The postings as the console shows them, with who recorded and decided and their ledger entries. */
export async function present(db: Tx, rows: readonly PostingRow[]): Promise<MailroomPosting[]> {
  if (rows.length === 0) return [];
  const names = await staffUsernames(
    db,
    rows.flatMap((r) => [r.recordedBy, ...(r.decidedBy ? [r.decidedBy] : [])]),
  );
  const entries = await db
    .select({ id: ledgerEntries.id, sourceId: ledgerEntries.sourceId })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.sourceType, MAILROOM_SOURCE),
        inArray(
          ledgerEntries.sourceId,
          rows.map((r) => String(r.id)),
        ),
      ),
    );
  const confirmations = await confirmationNumbers(
    db,
    rows.map((r) => r.taxFormId),
  );
  const ref = (id: number) => ({ id, username: names.get(id) ?? `#${id}` });
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    status: r.status,
    taxpayerId: r.taxpayerId,
    taxYear: r.taxYear,
    taxFormId: r.taxFormId,
    confirmationNumber: r.taxFormId === null ? null : (confirmations.get(r.taxFormId) ?? null),
    checkNumber: r.checkNumber,
    formType: r.formType,
    period: r.period,
    receivedOn: r.receivedOn,
    amountCents: r.amountCents,
    figures: r.figures,
    note: r.note,
    needsApproval: r.needsApproval,
    recordedBy: ref(r.recordedBy),
    recordedAt: r.recordedAt.toISOString(),
    decidedBy: r.decidedBy ? ref(r.decidedBy) : null,
    decidedAt: r.decidedAt?.toISOString() ?? null,
    refusalReason: r.refusalReason,
    ledgerEntryIds: entries
      .filter((e) => e.sourceId === String(r.id))
      .map((e) => e.id)
      .sort((a, b) => a - b),
  }));
}

export type Recorded = { replayed: boolean; posting: MailroomPosting };

/**
 * Records a piece of mail once and, unless the recorder's day with the taxpayer goes above the
 * agency's amount, posts it to the ledger in the same transaction; above it, it waits for
 * approval. A retry with the same Idempotency-Key answers the first result; the same key with
 * another request is 422; a check number (in any spelling) or paper return already recorded for
 * the taxpayer is 409. The taxpayer's advisory lock orders the day's sums; the unique indexes
 * decide every race.
 */
async function record(
  deps: AppDeps,
  request: FastifyRequest,
  staff: StaffAuth,
  draft: Draft,
  key: string | null,
): Promise<Recorded> {
  const { database, clock } = deps;
  const now = clock.now();
  const today = agencyToday(clock);
  const fingerprint = createHash('sha256').update(JSON.stringify(draft)).digest('hex');
  const { confirmationNumber, ...fields } = draft;
  // Read before the transaction: the rules may load through another connection.
  const rules = await deps.rules.current();
  const outcome = await database.db.transaction(async (tx) => {
    await lockTaxpayer(tx, draft.taxpayerId);
    await taxpayerOf(tx, draft.taxpayerId, draft.receivedOn, today);
    const { form, formId } =
      draft.kind === 'check'
        ? await formOfCheck(rules, tx, { ...draft, confirmationNumber }, now, { requireForm: true })
        : { form: null, formId: null };
    if (draft.kind === 'paper-return')
      await refuseFiledTwice(tx, { ...draft, formType: draft.formType!, period: draft.period ?? null });
    const waits = await needsApproval(
      deps,
      tx,
      {
        recordedBy: staff.staffUserId,
        taxpayerId: draft.taxpayerId,
        kind: draft.kind,
        amountCents: draft.amountCents,
      },
      today,
    );
    const [row] = await tx
      .insert(mailroomPostings)
      .values({
        ...fields,
        taxFormId: formId,
        checkNumberNormalized: draft.checkNumber ? normaliseCheckNumber(draft.checkNumber) : null,
        status: waits ? 'pending' : 'posted',
        needsApproval: waits,
        recordedBy: staff.staffUserId,
        recordedAt: now,
        idempotencyKey: key,
        fingerprint,
        postedAt: waits ? null : now,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) return null;
    const written = waits ? [] : await insertEntries(tx, mailroomEntries(row, staff.staffUserId));
    await audit(
      tx,
      request,
      {
        action: `staff.mailroom.${row.kind}.recorded`,
        staffUserId: staff.staffUserId,
        taxpayerId: row.taxpayerId,
        details: {
          posting: row.id,
          amountCents: row.amountCents,
          taxYear: row.taxYear,
          ...(row.checkNumber ? { checkNumber: row.checkNumber } : {}),
          ...(form ? { confirmationNumber: form.confirmationNumber } : {}),
          ...(row.formType ? { formType: row.formType } : {}),
          status: row.status,
          ledgerEntries: written.map((e) => e.id),
        },
      },
      now,
    );
    return row;
  });
  if (outcome) return { replayed: false, posting: (await present(database.db, [outcome]))[0]! };

  // Nothing was written: a retry of an earlier request, or the same mail recorded before.
  const db = database.db;
  if (key) {
    const [mine] = await db
      .select()
      .from(mailroomPostings)
      .where(
        and(eq(mailroomPostings.recordedBy, staff.staffUserId), eq(mailroomPostings.idempotencyKey, key)),
      );
    if (mine) {
      if (mine.fingerprint !== fingerprint)
        throw new ProblemError(422, ProblemCode.Conflict, {
          detail: text('problems.idempotencyKeyReused'),
        });
      return { replayed: true, posting: (await present(db, [mine]))[0]! };
    }
  }
  const same: SQL =
    draft.kind === 'check'
      ? eq(mailroomPostings.checkNumberNormalized, normaliseCheckNumber(draft.checkNumber ?? ''))
      : and(
          eq(mailroomPostings.formType, draft.formType ?? ''),
          eq(mailroomPostings.taxYear, draft.taxYear),
        )!;
  const [earlier] = await db
    .select({ id: mailroomPostings.id })
    .from(mailroomPostings)
    .where(
      and(eq(mailroomPostings.taxpayerId, draft.taxpayerId), eq(mailroomPostings.kind, draft.kind), same),
    )
    .orderBy(desc(mailroomPostings.id))
    .limit(1);
  throw new ProblemError(409, ProblemCode.Conflict, {
    detail:
      draft.kind === 'check'
        ? text('problems.checkAlreadyRecorded', {
            check: draft.checkNumber ?? '',
            normalised: normaliseCheckNumber(draft.checkNumber ?? ''),
            taxpayerId: draft.taxpayerId,
            posting: earlier ? say('problems.postingNumber', { id: earlier.id }) : '',
          })
        : text('problems.paperAlreadyRecorded', {
            taxpayerId: draft.taxpayerId,
            posting: earlier ? say('problems.postingNumber', { id: earlier.id }) : '',
          }),
  });
}

export function recordCheck(
  deps: AppDeps,
  request: FastifyRequest,
  staff: StaffAuth,
  input: MailedCheckRequest,
  key: string | null,
) {
  return record(
    deps,
    request,
    staff,
    {
      kind: 'check',
      taxpayerId: input.taxpayerId,
      taxYear: input.taxYear,
      confirmationNumber: input.confirmationNumber,
      checkNumber: input.checkNumber,
      receivedOn: input.receivedOn,
      amountCents: input.amountCents,
      figures: [],
      note: input.note || null,
    },
    key,
  );
}

/**
 * What a check would post to, checked as recording would check it and nothing written: the
 * taxpayer's name, the form named (or none), the taxpayer's open items, whether it would wait for
 * approval. The clerk confirms from this (issue 22 item 5); the read is audited.
 */
export async function previewCheck(
  deps: AppDeps,
  request: FastifyRequest,
  staff: StaffAuth,
  input: MailedCheckRequest,
): Promise<MailroomCheckPreview> {
  const { database, clock } = deps;
  const now = clock.now();
  const today = agencyToday(clock);
  const rules = await deps.rules.current();
  return database.db.transaction(async (tx) => {
    const taxpayer = await taxpayerOf(tx, input.taxpayerId, input.receivedOn, today);
    const { form, openItems } = await formOfCheck(rules, tx, input, now, { requireForm: false });
    const waits = await needsApproval(
      deps,
      tx,
      {
        recordedBy: staff.staffUserId,
        taxpayerId: input.taxpayerId,
        kind: 'check',
        amountCents: input.amountCents,
      },
      today,
    );
    await audit(
      tx,
      request,
      {
        action: 'staff.mailroom.check.previewed',
        staffUserId: staff.staffUserId,
        taxpayerId: taxpayer.id,
        details: {
          confirmationNumber: form?.confirmationNumber ?? null,
          openItems: openItems.map((i) => i.confirmationNumber),
        },
      },
      now,
    );
    return { taxpayer, form, openItems, needsApproval: waits };
  });
}

export function recordPaperReturn(
  deps: AppDeps,
  request: FastifyRequest,
  staff: StaffAuth,
  input: PaperReturnRequest,
  key: string | null,
) {
  const figures = (['tax', 'penalty', 'interest'] as const).flatMap((figure) => {
    const f = input[figure];
    return f ? [{ figure, amountCents: f.amountCents, line: f.line }] : [];
  });
  return record(
    deps,
    request,
    staff,
    {
      kind: 'paper-return',
      taxpayerId: input.taxpayerId,
      taxYear: input.taxYear,
      formType: input.formType,
      period: input.period ?? null,
      receivedOn: input.receivedOn,
      amountCents: figures.reduce((s, f) => s + f.amountCents, 0),
      figures,
      note: input.note || null,
    },
    key,
  );
}

/**
 * The mailroom's list, newest first, a page of LIST_PAGE_SIZE with the total: the approval queue
 * with `status=pending`. Audited; one taxpayer's mail only with a reason (ADR 0046).
 */
export async function listPostings(
  deps: AppDeps,
  request: FastifyRequest,
  staff: StaffAuth,
  query: {
    status?: MailroomStatus | undefined;
    taxpayerId?: string | undefined;
    reason?: string | undefined;
    page: number;
  },
): Promise<MailroomList> {
  const { database, clock, config } = deps;
  const where = and(
    query.status ? eq(mailroomPostings.status, query.status) : undefined,
    query.taxpayerId ? eq(mailroomPostings.taxpayerId, query.taxpayerId) : undefined,
  );
  const [counted] = await database.db.select({ total: count() }).from(mailroomPostings).where(where);
  const rows = await database.db
    .select()
    .from(mailroomPostings)
    .where(where)
    .orderBy(desc(mailroomPostings.recordedAt), desc(mailroomPostings.id))
    .limit(LIST_PAGE_SIZE)
    .offset((query.page - 1) * LIST_PAGE_SIZE);
  await audit(
    database.db,
    request,
    {
      action: 'staff.mailroom.listed',
      staffUserId: staff.staffUserId,
      ...(query.taxpayerId ? { taxpayerId: query.taxpayerId } : {}),
      details: { ...query, taxpayers: [...new Set(rows.map((r) => r.taxpayerId))] },
    },
    clock.now(),
  );
  return {
    approvalCents: config.mailroom.approvalCents,
    postings: await present(database.db, rows),
    page: query.page,
    pageSize: LIST_PAGE_SIZE,
    total: counted?.total ?? 0,
  };
}

/**
 * A supervisor's (or administrator's) decision on a posting that waits: approve posts it to the
 * ledger, refuse closes it with the reason. Never by who recorded it; once only (the row is locked
 * and must still be pending).
 */
export async function decide(
  deps: AppDeps,
  request: FastifyRequest,
  staff: StaffAuth,
  id: number,
  decision: { approve: true } | { approve: false; reason: string },
): Promise<MailroomPosting> {
  const { database, clock } = deps;
  const now = clock.now();
  const row = await database.db.transaction(async (tx) => {
    const [posting] = await tx
      .select()
      .from(mailroomPostings)
      .where(eq(mailroomPostings.id, id))
      .for('update');
    if (!posting) throw new ProblemError(404, ProblemCode.NotFound);
    await refuseSamePerson(tx, staff.staffUserId, posting.recordedBy, text('problems.postingFourEyes'));
    if (posting.status !== 'pending')
      throw new ProblemError(409, ProblemCode.Conflict, {
        detail: text('problems.postingAlreadyDecided', { status: posting.status }),
      });
    const [updated] = await tx
      .update(mailroomPostings)
      .set(
        decision.approve
          ? { status: 'posted', decidedBy: staff.staffUserId, decidedAt: now, postedAt: now }
          : {
              status: 'refused',
              decidedBy: staff.staffUserId,
              decidedAt: now,
              refusalReason: decision.reason,
            },
      )
      .where(and(eq(mailroomPostings.id, id), eq(mailroomPostings.status, 'pending')))
      .returning();
    const written = decision.approve
      ? await insertEntries(tx, mailroomEntries(updated!, staff.staffUserId))
      : [];
    await audit(
      tx,
      request,
      {
        action: decision.approve ? 'staff.mailroom.approved' : 'staff.mailroom.refused',
        staffUserId: staff.staffUserId,
        taxpayerId: posting.taxpayerId,
        details: {
          posting: id,
          recordedBy: posting.recordedBy,
          amountCents: posting.amountCents,
          ...(decision.approve ? { ledgerEntries: written.map((e) => e.id) } : { reason: decision.reason }),
        },
      },
      now,
    );
    return updated!;
  });
  return (await present(database.db, [row]))[0]!;
}
