import type { FastifyRequest } from 'fastify';
import { and, asc, count, desc, eq, gt, isNull } from 'drizzle-orm';
import { ProblemCode, type RefundBatchDto } from '@efile/contracts';
import {
  AGENCY_TIME_ZONE,
  addDays,
  agencyToday,
  nextBusinessDay,
  refundInterest,
  type IsoDate,
} from '@efile/tax';
import type { AppDeps } from '../../context';
import type { Tx } from '../../db/client';
import { refundBatches, refundClaims, taxpayers } from '../../db/schema';
import { audit } from '../../lib/audit';
import { staffUsernames } from '../../lib/lookups';
import { say, text } from '../../lib/i18n';
import { open } from '../../lib/sealed';
import { ProblemError } from '../../plugins/problems';
import type { StaffAuth } from '../../plugins/staff-auth';
import { insertEntries } from '../ledger';
import { sealContext, type ClaimRow } from './claims';
import { buildApFile, type ApRefund } from './ap-file';
import { issueEntries } from './entries';
import { buildNachaFile, type NachaRefund } from './nacha';
import { notify } from './notify';

const dayOf = (at: Date): IsoDate => agencyToday({ now: () => at });

/** 'HHMM' in the agency's time zone (the NACHA file header's creation time). */
const agencyTime = (at: Date) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone: AGENCY_TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
    .format(at)
    .replace(':', '');

type BatchRow = typeof refundBatches.$inferSelect;

async function batchDtos(db: Tx, rows: readonly BatchRow[]): Promise<RefundBatchDto[]> {
  const names = await staffUsernames(
    db,
    rows.map((r) => r.createdBy),
  );
  return rows.map((r) => ({
    id: r.id,
    createdAt: r.createdAt.toISOString(),
    createdBy: names.get(r.createdBy) ?? `#${r.createdBy}`,
    issuedOn: r.issuedOn,
    claims: r.claims,
    totalCents: r.totalCents,
  }));
}

/**
 * Issues every approved refund not yet in a batch (issue 27 item 3): its ORC 718.19 interest
 * computed for today by packages/tax, a NACHA PPD credit for a direct deposit or an
 * accounts-payable row for a check, the ledger entries posted (unique on the claim: once), and the
 * claim marked sent in this batch (a claim already in one is never taken again: the update names
 * only claims without a batch, under their row locks). An empty batch is refused.
 */
export async function issueBatch(
  deps: AppDeps,
  request: FastifyRequest,
  staff: StaffAuth,
): Promise<RefundBatchDto> {
  const now = deps.clock.now();
  const today = dayOf(now);
  const rules = await deps.rules.current();
  const batch = await deps.database.db.transaction(async (tx) => {
    const claims = await tx
      .select({ claim: refundClaims, taxpayer: taxpayers })
      .from(refundClaims)
      .innerJoin(taxpayers, eq(taxpayers.id, refundClaims.taxpayerId))
      .where(
        and(
          eq(refundClaims.status, 'approved'),
          isNull(refundClaims.batchId),
          gt(refundClaims.refundCents, refundClaims.offsetCents),
        ),
      )
      .orderBy(asc(refundClaims.id))
      .for('update', { of: refundClaims });
    if (claims.length === 0)
      throw new ProblemError(409, ProblemCode.Conflict, { detail: text('problems.nothingToIssue') });
    const issued = claims.map(({ claim, taxpayer }) => {
      const paid = claim.refundCents - claim.offsetCents;
      const { interest } = refundInterest({
        amount: paid,
        overpaidOn: claim.overpaidOn,
        dueDate: claim.dueDate,
        returnFiledOn: claim.returnFiledOn,
        issuedOn: today,
        config: rules.config(claim.taxYear),
        rates: rules.interestRates,
      });
      return { claim, taxpayer, paid, interest };
    });
    const payee = (t: typeof taxpayers.$inferSelect) => [t.name2, t.name1].filter(Boolean).join(' ');
    const credits: NachaRefund[] = issued
      .filter((i) => i.claim.method === 'direct-deposit')
      .map(({ claim, taxpayer, paid, interest }) => ({
        claimId: claim.id,
        name: payee(taxpayer),
        routingNumber: claim.routingNumber!,
        accountNumber: open(deps.config.fieldKey, claim.accountSealed!, sealContext(claim.taxpayerId)),
        accountType: claim.accountType!,
        amountCents: paid + interest,
      }));
    const checks: ApRefund[] = issued
      .filter((i) => i.claim.method === 'check')
      .map(({ claim, taxpayer, paid, interest }) => ({
        claimId: claim.id,
        taxpayerId: claim.taxpayerId,
        payeeName: payee(taxpayer),
        addressLine1: taxpayer.streetAddress ?? '',
        city: taxpayer.city ?? '',
        state: taxpayer.state ?? '',
        zip: taxpayer.zip ?? '',
        amountCents: paid + interest,
        taxYear: claim.taxYear,
        memo: say('pdf.refundMemo', { taxYear: claim.taxYear, claim: claim.id }),
      }));
    const [batchCount] = await tx
      .select({ n: count() })
      .from(refundBatches)
      .where(eq(refundBatches.issuedOn, today));
    const nacha =
      credits.length === 0
        ? ''
        : buildNachaFile({
            settings: deps.config.refunds.nacha,
            refunds: credits,
            created: { date: today, time: agencyTime(now) },
            effectiveDate: nextBusinessDay(
              addDays(today, 1),
              rules.config(Number(today.slice(0, 4))).holidays,
            ),
            fileIdModifier: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'[(batchCount?.n ?? 0) % 36],
          }).text;
    const [row] = await tx
      .insert(refundBatches)
      .values({
        createdBy: staff.staffUserId,
        createdAt: now,
        issuedOn: today,
        claims: issued.length,
        totalCents: issued.reduce((s, i) => s + i.paid + i.interest, 0),
        nacha,
        apCsv: checks.length === 0 ? '' : buildApFile(checks),
      })
      .returning();
    const sent: ClaimRow[] = [];
    for (const i of issued) {
      const [updated] = await tx
        .update(refundClaims)
        .set({ status: 'sent', batchId: row!.id, interestCents: i.interest, sentAt: now })
        .where(and(eq(refundClaims.id, i.claim.id), isNull(refundClaims.batchId)))
        .returning();
      await insertEntries(tx, issueEntries(updated!, i.paid, i.interest, now));
      await notify(deps, tx, updated!, now);
      sent.push(updated!);
    }
    await audit(
      tx,
      request,
      {
        action: 'staff.refunds.batch-issued',
        staffUserId: staff.staffUserId,
        details: {
          batch: row!.id,
          claims: sent.map((c) => c.id),
          totalCents: row!.totalCents,
        },
      },
      now,
    );
    return row!;
  });
  return (await batchDtos(deps.database.db, [batch]))[0]!;
}

/** The batches, newest first. */
export async function listBatches(deps: AppDeps): Promise<RefundBatchDto[]> {
  const db = deps.database.db;
  const rows = await db.select().from(refundBatches).orderBy(desc(refundBatches.id)).limit(100);
  return batchDtos(db, rows);
}

/** A batch's file as exported (audited: it names bank accounts). */
export async function batchFile(
  deps: AppDeps,
  request: FastifyRequest,
  staff: StaffAuth,
  id: number,
  file: 'nacha' | 'ap',
): Promise<string> {
  const db = deps.database.db;
  const [row] = await db.select().from(refundBatches).where(eq(refundBatches.id, id));
  if (!row) throw new ProblemError(404, ProblemCode.NotFound);
  await audit(
    db,
    request,
    { action: 'staff.refunds.batch-read', staffUserId: staff.staffUserId, details: { batch: id, file } },
    deps.clock.now(),
  );
  return file === 'nacha' ? row.nacha : row.apCsv;
}
