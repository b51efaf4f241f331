import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { exemptionCertificates, taxForms } from '../../db/schema';

export async function findCertificate(db: Tx, taxpayerId: string, taxYear: number) {
  const [row] = await db
    .select()
    .from(exemptionCertificates)
    .where(and(eq(exemptionCertificates.taxpayerId, taxpayerId), eq(exemptionCertificates.taxYear, taxYear)))
    .limit(1);
  return row;
}

export async function listEnteredForms(db: Tx, taxpayerId: string, taxYear: number) {
  return db
    .select({ formType: taxForms.formType, status: taxForms.status })
    .from(taxForms)
    .where(and(eq(taxForms.taxpayerId, taxpayerId), eq(taxForms.taxYear, taxYear)));
}

/** Inserts the certificate unless one exists for the taxpayer and year; undefined when it did. */
export async function insertCertificate(db: Tx, values: typeof exemptionCertificates.$inferInsert) {
  const [row] = await db
    .insert(exemptionCertificates)
    .values(values)
    .onConflictDoNothing({ target: [exemptionCertificates.taxpayerId, exemptionCertificates.taxYear] })
    .returning();
  return row;
}

/** The database's "one or the other" (migration 0012): a certificate and an annual return of one year. */
export function isFilingChoiceViolation(error: unknown): boolean {
  const e = error as { constraint?: string; cause?: { constraint?: string } } | undefined;
  return (e?.constraint ?? e?.cause?.constraint) === 'one_filing_choice_per_year';
}
