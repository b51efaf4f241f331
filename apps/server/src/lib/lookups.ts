import { inArray } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { staffUsers, taxForms } from '../db/schema';

/**
 * Names the lists of the console and the taxpayer's pages show beside ids, each read once for a
 * whole list: members of staff by username, filed forms by confirmation number.
 */
export async function staffUsernames(db: Tx, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: staffUsers.id, username: staffUsers.username })
    .from(staffUsers)
    .where(inArray(staffUsers.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r.username]));
}

/** The confirmation numbers of filed forms (null ids left out). */
export async function confirmationNumbers(
  db: Tx,
  ids: readonly (number | null)[],
): Promise<Map<number, string | null>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: taxForms.id, confirmationNumber: taxForms.confirmationNumber })
    .from(taxForms)
    .where(inArray(taxForms.id, wanted));
  return new Map(rows.map((f) => [f.id, f.confirmationNumber]));
}
