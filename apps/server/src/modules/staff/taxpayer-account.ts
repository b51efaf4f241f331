import type { FastifyReply, FastifyRequest } from 'fastify';
import { and, desc, eq, gt, inArray, or, sql } from 'drizzle-orm';
import { ProblemCode, TaxpayerType, type StaffTaxpayerAccount, type WebAccountState } from '@efile/contracts';
import type { AppDeps } from '../../context';
import type { Tx } from '../../db/client';
import {
  auditEvents,
  signinThrottle,
  staffUsers,
  taxForms,
  taxpayers,
  uploadedFiles,
  users,
  userTaxpayers,
} from '../../db/schema';
import { audit } from '../../lib/audit';
import { ProblemError } from '../../plugins/problems';
import type { StaffAuth } from '../../plugins/staff-auth';
import { userKey } from '../../lib/signin-throttle';
import { printFiledForm } from '../forms';
import type { UploadStore } from '../uploads';
import { account, accountEntries, upcoming } from '../ledger';
import { claimDtosOf } from '../refunds';
import { text } from '../../lib/i18n';

type TaxpayerRow = typeof taxpayers.$inferSelect;
type UserRow = typeof users.$inferSelect;

const AUDIT_LIMIT = 50;

export const fullName = (t: Pick<TaxpayerRow, 'name1' | 'name2' | 'middleInitial'>) =>
  [t.name2, t.middleInitial, t.name1].filter(Boolean).join(' ');
const last4 = (id: string | null) => (id ? id.slice(-4) : null);

export async function findTaxpayerOr404(db: Tx, id: string): Promise<TaxpayerRow> {
  const [row] = await db.select().from(taxpayers).where(eq(taxpayers.id, id)).limit(1);
  if (!row) throw new ProblemError(404, ProblemCode.NotFound, { detail: text('problems.taxpayerNotFound') });
  return row;
}

/** Whether a web account's username is locked out of sign-in now (from any source, ADR 0015). */
async function lockedUsernames(db: Tx, accounts: readonly UserRow[], now: Date): Promise<Set<number>> {
  if (accounts.length === 0) return new Set();
  const userKeys = accounts.map((u) => userKey(u.username));
  // A lock is on the username from one source: `<userKey>:<source>` (43 characters of base64url first).
  const rows = await db
    .select({ key: signinThrottle.key })
    .from(signinThrottle)
    .where(and(gt(signinThrottle.lockedUntil, now), inArray(sql`left(${signinThrottle.key}, 43)`, userKeys)));
  const keys = rows.map((r) => r.key);
  return new Set(
    accounts
      .filter((u) =>
        keys.some((key) => key === userKey(u.username) || key.startsWith(`${userKey(u.username)}:`)),
      )
      .map((u) => u.id),
  );
}

/** What the console says about a web account (the first that applies). */
export function stateOf(user: UserRow, locked: boolean): WebAccountState {
  if (user.status === 'inactive') return 'inactive';
  if (user.status === 'migration_required') return 'migration-required';
  if (user.status === 'misconfigured') return 'misconfigured';
  if (!user.passwordHash) return 'pending-confirmation';
  return locked ? 'locked' : 'active';
}

async function webAccounts(
  db: Tx,
  taxpayerId: string,
  now: Date,
): Promise<StaffTaxpayerAccount['webAccounts']> {
  const linked = await db
    .select({ user: users, isPrimary: userTaxpayers.isPrimary })
    .from(userTaxpayers)
    .innerJoin(users, eq(users.id, userTaxpayers.userId))
    .where(eq(userTaxpayers.taxpayerId, taxpayerId))
    .orderBy(users.id);
  if (linked.length === 0) return [];
  const ids = linked.map((l) => l.user.id);
  const links = await db
    .select({
      userId: userTaxpayers.userId,
      isPrimary: userTaxpayers.isPrimary,
      taxpayer: {
        id: taxpayers.id,
        type: taxpayers.type,
        name1: taxpayers.name1,
        name2: taxpayers.name2,
        middleInitial: taxpayers.middleInitial,
      },
    })
    .from(userTaxpayers)
    .innerJoin(taxpayers, eq(taxpayers.id, userTaxpayers.taxpayerId))
    .where(inArray(userTaxpayers.userId, ids))
    .orderBy(userTaxpayers.taxpayerId);
  const locked = await lockedUsernames(
    db,
    linked.map((l) => l.user),
    now,
  );
  return linked.map(({ user, isPrimary }) => ({
    id: user.id,
    username: user.username,
    email: user.email,
    firstName: user.firstName,
    isBusinessUser: user.isBusinessUser,
    language: user.language,
    state: stateOf(user, locked.has(user.id)),
    isPrimary,
    createdAt: user.createdAt.toISOString(),
    links: links
      .filter((l) => l.userId === user.id)
      .map((l) => ({
        taxpayerId: l.taxpayer.id,
        name: fullName(l.taxpayer),
        type: l.taxpayer.type,
        isPrimary: l.isPrimary,
      })),
  }));
}

async function auditTrail(db: Tx, taxpayerId: string, userIds: readonly number[]) {
  const about =
    userIds.length > 0
      ? or(eq(auditEvents.taxpayerId, taxpayerId), inArray(auditEvents.userId, [...userIds]))
      : eq(auditEvents.taxpayerId, taxpayerId);
  const rows = await db
    .select({ event: auditEvents, staffUsername: staffUsers.username })
    .from(auditEvents)
    .leftJoin(staffUsers, eq(staffUsers.id, auditEvents.staffUserId))
    .where(about)
    .orderBy(desc(auditEvents.id))
    .limit(AUDIT_LIMIT);
  return rows.map(({ event, staffUsername }) => ({
    id: event.id,
    occurredAt: event.occurredAt.toISOString(),
    action: event.action,
    staffUsername,
    userId: event.userId,
    details: event.details,
  }));
}

/**
 * GET /api/staff/taxpayers/:id (ADR 0036): the taxpayer's account for the console — the ledger
 * read by the ledger module (`account`), the web accounts with their state, files, audit trail.
 * Audited as `staff.taxpayer.viewed` with the reason, in the same transaction as the read.
 */
export async function taxpayerAccount(
  deps: AppDeps,
  request: FastifyRequest,
  staff: StaffAuth,
  taxpayerId: string,
  reason: string,
): Promise<StaffTaxpayerAccount> {
  const now = deps.clock.now();
  const rules = await deps.rules.current();
  return deps.database.db.transaction(async (tx) => {
    const t = await findTaxpayerOr404(tx, taxpayerId);
    const [ledger, { entries }, accounts, files] = [
      await account(tx, { taxpayerId }, now, rules),
      await accountEntries(tx, { taxpayerId }),
      await webAccounts(tx, taxpayerId, now),
      await tx
        .select()
        .from(uploadedFiles)
        .where(eq(uploadedFiles.taxpayerId, taxpayerId))
        .orderBy(desc(uploadedFiles.createdAt)),
    ];
    const trail = await auditTrail(
      tx,
      taxpayerId,
      accounts.map((a) => a.id),
    );
    await audit(
      tx,
      request,
      { action: 'staff.taxpayer.viewed', staffUserId: staff.staffUserId, taxpayerId, details: { reason } },
      now,
    );
    return {
      taxpayer: {
        taxpayerId: t.id,
        type: t.type,
        name: fullName(t),
        jointName: t.jointName1
          ? [t.jointName2, t.jointMiddleInitial, t.jointName1].filter(Boolean).join(' ')
          : null,
        federalIdLast4: last4(t.federalId),
        jointFederalIdLast4: last4(t.jointFederalId),
        streetAddress: t.streetAddress,
        city: t.city,
        state: t.state,
        zip: t.zip,
        email: t.email,
        active: t.active,
        registrationPending: t.registrationPending,
      },
      account: ledger,
      // What is due next as a filer of this taxpayer sees it (a business's forms for a business).
      upcoming: await upcoming(
        tx,
        { taxpayerId, isBusinessUser: t.type === TaxpayerType.Business },
        deps.clock,
        rules,
      ),
      refunds: await claimDtosOf(tx, taxpayerId),
      entries,
      files: files.map((f) => ({
        id: f.id,
        name: f.name,
        contentType: f.contentType,
        size: f.size,
        uploadedAt: f.createdAt.toISOString(),
      })),
      webAccounts: accounts,
      audit: trail,
    };
  });
}

/**
 * GET /api/staff/taxpayers/:id/forms/:formId/pdf: a filed form of that taxpayer, printed by the
 * forms module's builder; audited as `staff.taxpayer.form-printed` with the reason.
 */
export async function taxpayerFormPdf(
  deps: AppDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  staff: StaffAuth,
  ids: { id: string; formId: number },
  reason: string,
) {
  const db = deps.database.db;
  const now = deps.clock.now();
  const [row] = await db
    .select()
    .from(taxForms)
    .where(
      and(eq(taxForms.id, ids.formId), eq(taxForms.taxpayerId, ids.id), sql`${taxForms.status} = 'filed'`),
    )
    .limit(1);
  if (!row) throw new ProblemError(404, ProblemCode.MissingTaxForm);
  await db.transaction((tx) =>
    audit(
      tx,
      request,
      {
        action: 'staff.taxpayer.form-printed',
        staffUserId: staff.staffUserId,
        taxpayerId: ids.id,
        details: { reason, formId: row.id, formType: row.formType, taxYear: row.taxYear },
      },
      now,
    ),
  );
  return printFiledForm(db, reply, row);
}

/**
 * GET /api/staff/taxpayers/:id/files/:fileId: a file the taxpayer uploaded, from the upload
 * store (or the bytes kept before it); audited as `staff.taxpayer.file-read` with the reason.
 */
export async function taxpayerFile(
  deps: AppDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  staff: StaffAuth,
  ids: { id: string; fileId: number },
  reason: string,
  store: UploadStore,
) {
  const db = deps.database.db;
  const [row] = await db
    .select()
    .from(uploadedFiles)
    .where(and(eq(uploadedFiles.id, ids.fileId), eq(uploadedFiles.taxpayerId, ids.id)))
    .limit(1);
  const bytes = row?.storageKey
    ? await store.get(row.storageKey)
    : row?.content
      ? Buffer.from(row.content)
      : undefined;
  if (!row || !bytes) throw new ProblemError(404, ProblemCode.NotFound);
  await db.transaction((tx) =>
    audit(
      tx,
      request,
      {
        action: 'staff.taxpayer.file-read',
        staffUserId: staff.staffUserId,
        taxpayerId: ids.id,
        details: { reason, fileId: row.id },
      },
      deps.clock.now(),
    ),
  );
  return reply
    .type(row.contentType)
    .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(row.name)}`)
    .header('cache-control', 'no-store')
    .send(bytes);
}
