import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { taxForms } from '../../db/schema';

import type { TaxFormRow } from '../../db/schema';

export type { TaxFormRow };

export async function findForm(db: Tx, id: number): Promise<TaxFormRow | undefined> {
  const [row] = await db.select().from(taxForms).where(eq(taxForms.id, id)).limit(1);
  return row;
}

/** A new filed row; a second one for the same year or period fails on a unique index. */
export async function insertFiled(db: Tx, values: typeof taxForms.$inferInsert): Promise<TaxFormRow> {
  const [row] = await db.insert(taxForms).values(values).returning();
  return row!;
}

/** Files a draft: only a draft changes, so of two simultaneous filings one succeeds. */
export async function markFiled(
  db: Tx,
  id: number,
  values: Pick<typeof taxForms.$inferInsert, 'confirmationNumber' | 'filedAt' | 'filedByUserId' | 'result'>,
): Promise<TaxFormRow | undefined> {
  const [row] = await db
    .update(taxForms)
    .set({ status: 'filed', ...values })
    .where(and(eq(taxForms.id, id), eq(taxForms.status, 'draft')))
    .returning();
  return row;
}
