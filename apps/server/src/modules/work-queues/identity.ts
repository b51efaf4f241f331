import type { FastifyRequest } from 'fastify';
import { and, asc, eq, ne, or, sql } from 'drizzle-orm';
import { ProblemCode, type RegistrationIdentity } from '@efile/contracts';
import type { AppDeps } from '../../context';
import { registrationDecisions, taxpayers, users, userTaxpayers } from '../../db/schema';
import { audit } from '../../lib/audit';
import { ProblemError } from '../../plugins/problems';
import type { StaffAuth } from '../../plugins/staff-auth';
import { ageOf, serviceLevels } from './service-level';

type Taxpayer = typeof taxpayers.$inferSelect;

const nameOf = (t: Pick<Taxpayer, 'name1' | 'name2' | 'middleInitial'>) =>
  [t.name2, t.middleInitial, t.name1].filter(Boolean).join(' ');

/** Only the last four digits leave the server: "•••-••-1234". */
const masked = (federalId: string | null) => (federalId ? `•••-••-${federalId.slice(-4)}` : null);

const same = (a: string | null | undefined, b: string | null | undefined) =>
  (a ?? '').trim().toLowerCase() === (b ?? '').trim().toLowerCase();

/**
 * What a pending registration says of the person, read before the decision (issue 28 item 3):
 * the record it made (name, address, birth date, the federal ID masked but for its last four),
 * what the registrant typed for the web account and where the two disagree, and other taxpayer
 * records that may be the same person (the same last four and birth date, or the same last name
 * and ZIP). The read is audited with its reason (ADR 0046).
 */
export async function registrationIdentity(
  deps: AppDeps,
  request: FastifyRequest,
  staff: StaffAuth,
  taxpayerId: string,
  reason: string,
): Promise<RegistrationIdentity> {
  const now = deps.clock.now();
  const levels = await serviceLevels(deps);
  return deps.database.db.transaction(async (tx) => {
    const [found] = await tx
      .select({ taxpayer: taxpayers, decided: registrationDecisions.id })
      .from(taxpayers)
      .leftJoin(registrationDecisions, eq(registrationDecisions.taxpayerId, taxpayers.id))
      .where(eq(taxpayers.id, taxpayerId));
    // Only a registration that waits is in this queue; any other taxpayer is read on its account page.
    if (!found || !found.taxpayer.registrationPending || found.decided !== null)
      throw new ProblemError(404, ProblemCode.NotFound);
    const t = found.taxpayer;
    const [account] = await tx
      .select({ username: users.username, firstName: users.firstName, email: users.email })
      .from(userTaxpayers)
      .innerJoin(users, eq(users.id, userTaxpayers.userId))
      .where(eq(userTaxpayers.taxpayerId, taxpayerId))
      .orderBy(asc(users.id))
      .limit(1);
    const byFederalId =
      t.federalId && t.birthDate
        ? and(
            sql`right(${taxpayers.federalId}, 4) = ${t.federalId.slice(-4)}`,
            eq(taxpayers.birthDate, t.birthDate),
          )
        : undefined;
    const byNameZip = and(sql`lower(${taxpayers.name1}) = lower(${t.name1})`, eq(taxpayers.zip, t.zip));
    const similar = await tx
      .select({ taxpayer: taxpayers, byFederalId: byFederalId ?? sql<boolean>`false` })
      .from(taxpayers)
      .where(and(ne(taxpayers.id, taxpayerId), byFederalId ? or(byFederalId, byNameZip) : byNameZip))
      .orderBy(asc(taxpayers.id))
      .limit(5);
    await audit(
      tx,
      request,
      {
        action: 'staff.registration.identity.viewed',
        staffUserId: staff.staffUserId,
        taxpayerId,
        details: { reason, similar: similar.map((s) => s.taxpayer.id) },
      },
      now,
    );
    const differences: RegistrationIdentity['differences'] = [];
    if (account && !same(account.firstName, t.name2)) differences.push('firstName');
    if (account && !same(account.email, t.email)) differences.push('email');
    return {
      taxpayerId,
      record: {
        name: nameOf(t),
        address: `${t.streetAddress}, ${t.city}, ${t.state} ${t.zip}`,
        birthDate: t.birthDate,
        federalId: masked(t.federalId),
        email: t.email,
      },
      account: account
        ? { username: account.username, firstName: account.firstName ?? '', email: account.email }
        : null,
      differences,
      similar: similar.map((s) => ({
        taxpayerId: s.taxpayer.id,
        name: nameOf(s.taxpayer),
        city: s.taxpayer.city,
        why: s.byFederalId ? ('federalId' as const) : ('nameZip' as const),
      })),
      age: ageOf(levels, 'registrations', t.createdAt),
    };
  });
}
