import { eq } from 'drizzle-orm';
import type { FeatureMap } from '@efile/contracts';
import type { Tx } from '../../db/client';
import { featureFlags } from '../../db/schema';

export async function loadFeatures(db: Tx, publicOnly: boolean): Promise<FeatureMap> {
  const rows = publicOnly
    ? await db.select().from(featureFlags).where(eq(featureFlags.isPublic, true))
    : await db.select().from(featureFlags);
  return Object.fromEntries(rows.map((f) => [f.name, f.enabled]));
}
