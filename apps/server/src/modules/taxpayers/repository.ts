import { and, eq } from 'drizzle-orm';
import type { TaxpayerInfo } from '@efile/contracts';
import type { Tx } from '../../db/client';
import { taxpayers, userTaxpayers } from '../../db/schema';

/** The taxpayer, only if the user is linked to it. */
export async function findTaxpayerForUser(db: Tx, userId: number, taxpayerId: string) {
  const [row] = await db
    .select({ t: taxpayers })
    .from(userTaxpayers)
    .innerJoin(taxpayers, eq(taxpayers.id, userTaxpayers.taxpayerId))
    .where(and(eq(userTaxpayers.userId, userId), eq(userTaxpayers.taxpayerId, taxpayerId)))
    .limit(1);
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
