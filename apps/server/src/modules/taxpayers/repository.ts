import { and, eq, sql } from 'drizzle-orm';
import type { TaxpayerInfo } from '@efile/contracts';
import type { Tx } from '../../db/client';
import { prepared } from '../../db/prepared';
import { taxpayers, userTaxpayers } from '../../db/schema';

/** The taxpayer, only if the user is linked to it (a prepared query: read on every form). */
export async function findTaxpayerForUser(db: Tx, userId: number, taxpayerId: string) {
  const query = prepared(db, 'find_taxpayer_for_user', (d) =>
    d
      .select({ t: taxpayers })
      .from(userTaxpayers)
      .innerJoin(taxpayers, eq(taxpayers.id, userTaxpayers.taxpayerId))
      .where(
        and(
          eq(userTaxpayers.userId, sql.placeholder('userId')),
          eq(userTaxpayers.taxpayerId, sql.placeholder('taxpayerId')),
        ),
      )
      .limit(1)
      .prepare('find_taxpayer_for_user'),
  );
  const [row] = await query.execute({ userId, taxpayerId });
  return row?.t;
}

export function toTaxpayerInfo(t: typeof taxpayers.$inferSelect): TaxpayerInfo {
  return {
    taxpayerId: t.id,
    taxpayerType: t.type,
    taxpayer: {
      name1: t.name1,
      name2: t.name2,
      middleInitial: t.middleInitial,
      taxpayerFederalId: t.federalId,
      businessPhoneNumber: t.businessPhoneNumber,
    },
    jointFiler: t.jointName1
      ? {
          name1: t.jointName1,
          name2: t.jointName2,
          middleInitial: t.jointMiddleInitial,
          taxpayerFederalId: t.jointFederalId,
        }
      : null,
    address: { streetNumber: t.streetAddress, city: t.city, state: t.state, zip: t.zip },
  };
}

export async function findTaxpayer(db: Tx, id: string) {
  const [row] = await db.select().from(taxpayers).where(eq(taxpayers.id, id)).limit(1);
  return row;
}
