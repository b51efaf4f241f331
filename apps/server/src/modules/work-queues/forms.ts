import type { FastifyRequest } from 'fastify';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import {
  ProblemCode,
  type FormHistory,
  type FormProcessingStatus,
  type QueuedForm,
  type QueueView,
} from '@efile/contracts';
import type { AppDeps } from '../../context';
import { formProcessingEvents, queueAssignments, staffUsers, taxForms, taxpayers } from '../../db/schema';
import { audit } from '../../lib/audit';
import { ProblemError } from '../../plugins/problems';
import type { StaffAuth } from '../../plugins/staff-auth';
import { isUniqueViolation } from '../../lib/db-errors';
import { afterCursor, auditRead, decodeCursor, exactTime, pageOf } from './cursor';
import { currentStatus } from './filters';
import {
  assignedViewWhere,
  assignmentOn,
  holderColumns,
  holderOn,
  queueHolder,
  takenBy,
} from './assignments';
import { ageOf, serviceLevels } from './service-level';
import { text } from '../../lib/i18n';

/** Filed forms, oldest filing first, by processing status and form type; the read is audited. */
export async function listForms(
  deps: AppDeps,
  request: FastifyRequest,
  staff: StaffAuth,
  query: {
    reason: string;
    limit: number;
    cursor?: string | undefined;
    status?: FormProcessingStatus | undefined;
    formType?: string | undefined;
    view?: QueueView | undefined;
  },
) {
  const now = deps.clock.now();
  const after = decodeCursor(query.cursor);
  const levels = await serviceLevels(deps);
  const filters = and(
    eq(taxForms.status, 'filed'),
    query.formType ? eq(taxForms.formType, query.formType) : undefined,
    query.status ? sql`${currentStatus} = ${query.status}` : undefined,
    assignedViewWhere('forms', taxForms.id, query.view ?? 'all', staff.staffUserId),
  );
  return deps.database.db.transaction(async (tx) => {
    const [counted] = await tx
      .select({ total: sql<number>`count(*)::int` })
      .from(taxForms)
      .where(filters);
    const rows = await tx
      .select({
        id: taxForms.id,
        formType: taxForms.formType,
        taxpayerId: taxForms.taxpayerId,
        taxYear: taxForms.taxYear,
        period: taxForms.period,
        confirmationNumber: taxForms.confirmationNumber,
        filedAt: taxForms.filedAt,
        at: exactTime(taxForms.filedAt),
        status: currentStatus,
        name1: taxpayers.name1,
        name2: taxpayers.name2,
        ...holderColumns,
      })
      .from(taxForms)
      .innerJoin(taxpayers, eq(taxpayers.id, taxForms.taxpayerId))
      .leftJoin(queueAssignments, assignmentOn('forms', taxForms.id))
      .leftJoin(queueHolder, holderOn)
      .where(
        and(
          filters,
          after ? afterCursor(taxForms.filedAt, taxForms.id, after.at, Number(after.id)) : undefined,
        ),
      )
      .orderBy(asc(taxForms.filedAt), asc(taxForms.id))
      .limit(query.limit + 1);
    const page = pageOf(rows, query.limit, (r) => [r.at, r.id]);
    await auditRead(
      tx,
      request,
      staff,
      'forms',
      query.reason,
      {
        status: query.status ?? null,
        formType: query.formType ?? null,
        view: query.view ?? 'all',
        shown: page.rows.map((r) => r.id),
      },
      now,
    );
    const items: QueuedForm[] = page.rows.map((r) => ({
      id: r.id,
      formType: r.formType,
      taxpayerId: r.taxpayerId,
      taxpayerName: [r.name2, r.name1].filter(Boolean).join(' '),
      taxYear: r.taxYear,
      period: r.period,
      confirmationNumber: r.confirmationNumber,
      filedAt: r.filedAt!.toISOString(),
      status: r.status,
      age: ageOf(levels, 'forms', r.filedAt!, r.status !== 'processed'),
      ...takenBy(r, staff),
    }));
    return { items, nextCursor: page.nextCursor, total: counted?.total ?? 0 };
  });
}

/** A filed form's processing history, oldest first; the read is audited with its reason. */
export async function formHistory(
  deps: AppDeps,
  request: FastifyRequest,
  staff: StaffAuth,
  formId: number,
  reason: string,
): Promise<FormHistory> {
  const now = deps.clock.now();
  return deps.database.db.transaction(async (tx) => {
    const [form] = await tx
      .select({ taxpayerId: taxForms.taxpayerId })
      .from(taxForms)
      .where(and(eq(taxForms.id, formId), eq(taxForms.status, 'filed')));
    if (!form) throw new ProblemError(404, ProblemCode.NotFound);
    const events = await tx
      .select({ event: formProcessingEvents, staffUsername: staffUsers.username })
      .from(formProcessingEvents)
      .innerJoin(staffUsers, eq(staffUsers.id, formProcessingEvents.staffUserId))
      .where(eq(formProcessingEvents.taxFormId, formId))
      .orderBy(asc(formProcessingEvents.seq));
    await audit(
      tx,
      request,
      {
        action: 'staff.form.history.viewed',
        staffUserId: staff.staffUserId,
        taxpayerId: form.taxpayerId,
        details: { formId, reason },
      },
      now,
    );
    return {
      formId,
      status: events.at(-1)?.event.status ?? 'received',
      events: events.map(({ event, staffUsername }) => ({
        seq: event.seq,
        status: event.status,
        note: event.note,
        staffUsername,
        occurredAt: event.occurredAt.toISOString(),
      })),
    };
  });
}

/**
 * Moves a filed form to `processed` or `needs-attention` with a note: the next event of its
 * append-only history, under the form's row lock (and the unique (form, seq) pair if two staff
 * race anyway). A move to the status it already has is a 409.
 */
export async function moveForm(
  deps: AppDeps,
  request: FastifyRequest,
  staff: StaffAuth,
  formId: number,
  input: { status: 'processed' | 'needs-attention'; note: string },
) {
  const now = deps.clock.now();
  try {
    return await deps.database.db.transaction(async (tx) => {
      const [form] = await tx
        .select({ taxpayerId: taxForms.taxpayerId, status: taxForms.status })
        .from(taxForms)
        .where(eq(taxForms.id, formId))
        .for('update');
      if (!form || form.status !== 'filed') throw new ProblemError(404, ProblemCode.NotFound);
      const [last] = await tx
        .select({ seq: formProcessingEvents.seq, status: formProcessingEvents.status })
        .from(formProcessingEvents)
        .where(eq(formProcessingEvents.taxFormId, formId))
        .orderBy(desc(formProcessingEvents.seq))
        .limit(1);
      const from = last?.status ?? 'received';
      if (from === input.status)
        throw new ProblemError(409, ProblemCode.Conflict, {
          detail: text('problems.formStatusAlready', { status: input.status }),
        });
      const seq = (last?.seq ?? 0) + 1;
      await tx.insert(formProcessingEvents).values({
        taxFormId: formId,
        seq,
        status: input.status,
        note: input.note,
        staffUserId: staff.staffUserId,
        occurredAt: now,
      });
      await audit(
        tx,
        request,
        {
          action: 'staff.form.status',
          staffUserId: staff.staffUserId,
          taxpayerId: form.taxpayerId,
          details: { formId, from, to: input.status, seq, note: input.note },
        },
        now,
      );
      return { ok: true as const };
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    throw new ProblemError(409, ProblemCode.Conflict, {
      detail: text('problems.formJustMoved'),
    });
  }
}
