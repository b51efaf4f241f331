import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/client';
import { ledgerEntries, taxForms, taxpayers, users, userTaxpayers } from '../../apps/server/src/db/schema';

const USERNAME = 'bench.history';
const TAXPAYER = '990001';

/**
 * A taxpayer with `years` years of history (tax years 2016…2025 for 10): each year a filed annual
 * return (tax, estimates credited, a payment) and a filed individual estimate paid in four
 * installments; the last year's return is still unpaid. Written through the ledger's own source
 * keys, so seeding a reused database again adds nothing.
 */
export async function seedAccountHistory(
  db: Db,
  years: number,
): Promise<{ username: string; entries: number }> {
  const [jane] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.username, 'jane.taxpayer'));
  await db
    .insert(taxpayers)
    .values({
      id: TAXPAYER,
      type: 0,
      name1: 'History',
      name2: 'Bench',
      federalId: '990000001',
      streetAddress: '1 Ledger Way',
      city: 'Cleveland',
      state: 'OH',
      zip: '44114',
    })
    .onConflictDoNothing();
  const [user] = await db
    .insert(users)
    .values({
      username: USERNAME,
      email: 'bench.history@example.test',
      passwordHash: jane!.passwordHash,
      emailConfirmedAt: new Date(),
      firstName: 'Bench',
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (user) await db.insert(userTaxpayers).values({ userId: user.id, taxpayerId: TAXPAYER, isPrimary: true });

  const last = 2025;
  for (let taxYear = last - years + 1; taxYear <= last; taxYear += 1) {
    const at = (month: number, day: number, year = taxYear + 1) =>
      new Date(Date.UTC(year, month - 1, day, 15));
    const form = async (formType: string, filedAt: Date, result: Record<string, unknown>) => {
      await db
        .insert(taxForms)
        .values({
          taxpayerId: TAXPAYER,
          taxYear,
          formType,
          status: 'filed',
          result,
          confirmationNumber: `${formType === 'annual-return' ? 'AR' : 'ES'}${taxYear}-BENCH`,
          filedAt,
        })
        .onConflictDoNothing();
      const [row] = await db
        .select({ id: taxForms.id })
        .from(taxForms)
        .where(
          and(
            eq(taxForms.taxpayerId, TAXPAYER),
            eq(taxForms.taxYear, taxYear),
            eq(taxForms.formType, formType),
          ),
        );
      return row!.id;
    };
    const estimateId = await form('individual-estimate', at(4, 1, taxYear), { amountDue: 40_000 });
    const returnId = await form('annual-return', at(4, 10), {
      calculation: { ok: true, balanceDue: 60_000 },
    });
    const entry = (
      taxFormId: number,
      kind: string,
      amountCents: number,
      occurredAt: Date,
      sourceLine: string,
    ) => ({
      taxpayerId: TAXPAYER,
      taxYear,
      kind: kind as 'payment',
      amountCents,
      taxFormId,
      sourceType: 'bench',
      sourceId: `${taxFormId}`,
      sourceLine,
      occurredAt,
    });
    const rows = [
      entry(estimateId, 'liability.tax', 40_000, at(4, 1, taxYear), 'amountDue'),
      ...[4, 6, 9].map((m, k) =>
        entry(estimateId, 'payment', -10_000, at(m, 15, taxYear), `installment${k + 1}`),
      ),
      entry(estimateId, 'payment', -10_000, at(1, 15), 'installment4'),
      entry(returnId, 'liability.tax', 100_000, at(4, 10), 'tax'),
      entry(returnId, 'estimate.credit', -40_000, at(4, 10), 'estimatesPaid'),
    ];
    if (taxYear < last) rows.push(entry(returnId, 'payment', -60_000, at(4, 12), 'paid'));
    await db.insert(ledgerEntries).values(rows).onConflictDoNothing();
  }
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.taxpayerId, TAXPAYER));
  return { username: USERNAME, entries: count!.n };
}
