import { asc, eq } from 'drizzle-orm';
import { paths } from '@efile/contracts';
import type { AppDeps } from '../../context';
import type { Tx } from '../../db/client';
import { users } from '../../db/schema';
import { enqueueMail } from '../mail';
import type { ClaimRow } from './row';
import { claimDto } from './present';

/**
 * Each step of a claim reaches who claimed it (issue 27 item 4), in the account's language,
 * queued in the transaction that takes the step: sent exactly when the step commits.
 */
export async function notify(deps: AppDeps, tx: Tx, claim: ClaimRow, now: Date): Promise<void> {
  const to = await claimant(tx, claim);
  if (!to) return;
  const dto = claimDto(claim, null);
  await enqueueMail(
    tx,
    {
      template: 'refundClaimUpdate',
      to: to.email,
      language: to.language,
      taxpayerId: claim.taxpayerId,
      params: {
        name: to.name,
        status: claim.status,
        taxYear: claim.taxYear,
        refund: claim.refundCents - claim.offsetCents,
        credit: claim.creditCents,
        method: claim.method,
        account: dto.accountMasked,
        expectedOn: dto.expectedOn,
        interest: claim.interestCents,
        reason: claim.refusalReason,
        link: `${deps.config.mail.publicUrl}${paths.account}`,
      },
    },
    now,
  );
}

/** Who claimed it, to write to. */
export async function claimant(db: Tx, claim: ClaimRow) {
  if (claim.claimedByUserId === null) return undefined;
  const [user] = await db
    .select({ email: users.email, name: users.firstName, language: users.language })
    .from(users)
    .where(eq(users.id, claim.claimedByUserId))
    .orderBy(asc(users.id));
  return user;
}
