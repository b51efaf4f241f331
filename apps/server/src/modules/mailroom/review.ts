import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { ProblemCode, type MailroomOpenItem, type MailroomReview } from '@efile/contracts';
import type { AppDeps } from '../../context';
import { mailroomPostings } from '../../db/mailroom-schema';
import { audit } from '../../lib/audit';
import { ProblemError } from '../../plugins/problems';
import type { StaffAuth } from '../../plugins/staff-auth';
import { account } from '../ledger';
import { payerOf } from './guards';
import { present } from './service';

/**
 * What a supervisor reads before approving or refusing a posting that waits (issue 28 item 3): the
 * posting, the payer, the form a check pays with its balance from the one account service (what
 * My Account shows today, before this check), and the taxpayer's other open items. Only those who
 * decide may read it (the route); the read is audited on the staff chain with the taxpayer.
 */
export async function reviewPosting(
  deps: AppDeps,
  request: FastifyRequest,
  staff: StaffAuth,
  id: number,
): Promise<MailroomReview> {
  const now = deps.clock.now();
  const rules = await deps.rules.current();
  return deps.database.db.transaction(async (tx) => {
    const [row] = await tx.select().from(mailroomPostings).where(eq(mailroomPostings.id, id));
    if (!row) throw new ProblemError(404, ProblemCode.NotFound);
    const payer = await payerOf(tx, row.taxpayerId);
    const ledger = await account(tx, { taxpayerId: row.taxpayerId }, now, rules);
    const item = (f: (typeof ledger.forms)[number]): MailroomOpenItem => ({
      confirmationNumber: f.confirmationNumber ?? '',
      formType: f.formType,
      taxYear: f.taxYear,
      period: f.period,
      balance: f.balance,
    });
    const paid = row.taxFormId === null ? undefined : ledger.forms.find((f) => f.id === row.taxFormId);
    const openItems = ledger.forms
      .filter((f) => f.balance > 0 && f.confirmationNumber)
      .sort((a, b) => a.taxYear - b.taxYear || (a.period ?? '').localeCompare(b.period ?? ''))
      .map(item);
    await audit(
      tx,
      request,
      {
        action: 'staff.mailroom.reviewed',
        staffUserId: staff.staffUserId,
        taxpayerId: row.taxpayerId,
        details: { posting: id, status: row.status },
      },
      now,
    );
    return {
      posting: (await present(tx, [row]))[0]!,
      payer: payer ?? { id: row.taxpayerId, name: row.taxpayerId },
      form: paid ? item(paid) : null,
      openItems,
    };
  });
}
