import { eq } from 'drizzle-orm';
import type { FeatureMap } from '@efile/contracts';
import { calendarYear } from '@efile/tax';
import type { AppDeps } from '../../context';
import type { Tx } from '../../db/client';
import { featureFlags } from '../../db/schema';

/** The stored flags (the baseline; approved rule changes may turn one on or off, ADR 0039). */
export async function loadFlags(db: Tx, publicOnly = false) {
  return publicOnly
    ? db.select().from(featureFlags).where(eq(featureFlags.isPublic, true))
    : db.select().from(featureFlags);
}

/** The flags in force today: the stored ones with the approved feature-flag changes over them. */
export async function loadFeatures(deps: AppDeps, publicOnly: boolean): Promise<FeatureMap> {
  const rules = await deps.rules.current();
  const flags = rules.features(await loadFlags(deps.database.db, publicOnly), calendarYear(deps.clock));
  return Object.fromEntries(flags.map((f) => [f.name, f.enabled]));
}

/** The inactivity timings in force today (the server's configuration unless a change set them). */
export async function loadInactivity(deps: AppDeps) {
  const rules = await deps.rules.current();
  return rules.inactivity(deps.config.inactivity, calendarYear(deps.clock));
}
