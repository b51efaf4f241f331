import { and, asc, eq } from 'drizzle-orm';
import type { EligibilityAnswers, FormId } from '@efile/contracts';
import type { Tx } from '../../db/client';
import { form1099s, formW2s, taxForms } from '../../db/schema';
import { yearCredits } from '../ledger';

const ANNUAL_RETURN: FormId = 'annual-return';

export type { TaxFormRow } from '../../db/schema';
export type W2Row = typeof formW2s.$inferSelect;
export type Form1099Row = typeof form1099s.$inferSelect;

export async function findAnnualReturn(db: Tx, taxpayerId: string, taxYear: number) {
  const [row] = await db
    .select()
    .from(taxForms)
    .where(
      and(
        eq(taxForms.taxpayerId, taxpayerId),
        eq(taxForms.taxYear, taxYear),
        eq(taxForms.formType, ANNUAL_RETURN),
      ),
    )
    .limit(1);
  return row;
}

/** Creates the draft, or keeps the one there (a second submit at the same moment makes none). */
export async function saveDraft(db: Tx, taxpayerId: string, taxYear: number, answers: EligibilityAnswers) {
  await db
    .insert(taxForms)
    .values({ taxpayerId, taxYear, formType: ANNUAL_RETURN, status: 'draft', data: { answers } })
    .onConflictDoNothing();
  const row = await findAnnualReturn(db, taxpayerId, taxYear);
  if (row?.status === 'draft') {
    await db
      .update(taxForms)
      .set({ data: { ...row.data, answers } })
      .where(eq(taxForms.id, row.id));
  }
  return row;
}

export async function deleteForm(db: Tx, id: number) {
  await db.delete(taxForms).where(eq(taxForms.id, id));
}

export async function listW2s(db: Tx, taxFormId: number) {
  return db.select().from(formW2s).where(eq(formW2s.taxFormId, taxFormId)).orderBy(asc(formW2s.id));
}

export async function list1099s(db: Tx, taxFormId: number) {
  return db.select().from(form1099s).where(eq(form1099s.taxFormId, taxFormId)).orderBy(asc(form1099s.id));
}

/** A W-2 with the form it belongs to (for the ownership and status checks). */
export async function findW2(db: Tx, id: number) {
  const [row] = await db
    .select({ item: formW2s, form: taxForms })
    .from(formW2s)
    .innerJoin(taxForms, eq(taxForms.id, formW2s.taxFormId))
    .where(eq(formW2s.id, id))
    .limit(1);
  return row;
}

export async function find1099(db: Tx, id: number) {
  const [row] = await db
    .select({ item: form1099s, form: taxForms })
    .from(form1099s)
    .innerJoin(taxForms, eq(taxForms.id, form1099s.taxFormId))
    .where(eq(form1099s.id, id))
    .limit(1);
  return row;
}

export async function insertW2(db: Tx, values: typeof formW2s.$inferInsert) {
  const [row] = await db.insert(formW2s).values(values).returning();
  return row!;
}

export async function updateW2(db: Tx, id: number, values: Partial<typeof formW2s.$inferInsert>) {
  const [row] = await db.update(formW2s).set(values).where(eq(formW2s.id, id)).returning();
  return row!;
}

export async function deleteW2(db: Tx, id: number) {
  await db.delete(formW2s).where(eq(formW2s.id, id));
}

export async function insert1099(db: Tx, values: typeof form1099s.$inferInsert) {
  const [row] = await db.insert(form1099s).values(values).returning();
  return row!;
}

export async function update1099(db: Tx, id: number, values: Partial<typeof form1099s.$inferInsert>) {
  const [row] = await db.update(form1099s).set(values).where(eq(form1099s.id, id)).returning();
  return row!;
}

export async function delete1099(db: Tx, id: number) {
  await db.delete(form1099s).where(eq(form1099s.id, id));
}

/**
 * Estimates paid and prior-year credit for the tax year, from the ledger (ADR 0044): the agency's
 * audited records (estimate_credits, posted to the ledger) and the estimate payments made here.
 */
export const paymentsOnRecord = yearCredits;
