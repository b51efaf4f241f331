import { inArray } from 'drizzle-orm';
import type { StaffAdjustment } from '@efile/contracts';
import type { Tx } from '../../db/client';
import type { adjustments } from '../../db/schema';
import { ledgerEntries, taxForms, taxpayers } from '../../db/schema';
import { staffUsernames } from '../../lib/lookups';
import { previewAdjustment, type AdjustmentPosting, type LedgerEntryRow } from '../ledger';
import type { RuleSet } from '../rules';

export type AdjustmentRow = typeof adjustments.$inferSelect;

/** What the ledger needs of a row (and of the payment entry a returned check reverses). */
export const postingOf = (
  row: AdjustmentRow,
  entry: Pick<LedgerEntryRow, 'id' | 'taxYear' | 'taxFormId' | 'amountCents'> | null,
): AdjustmentPosting => ({
  id: row.id,
  taxpayerId: row.taxpayerId,
  kind: row.kind,
  reason: row.reason,
  taxYear: row.taxYear,
  toTaxYear: row.toTaxYear,
  taxFormId: row.taxFormId,
  amountCents: row.amountCents,
  entry,
});

const byIds = <T extends { id: number | string }>(rows: readonly T[]) => new Map(rows.map((r) => [r.id, r]));

/**
 * Adjustments as the console shows them: who asked and who decided (usernames), the taxpayer's
 * name, the form, and the figures before → after — as of now while it waits (what approving
 * would change today), as recorded when asked once decided.
 */
export async function present(
  db: Tx,
  rows: readonly AdjustmentRow[],
  rules: RuleSet,
  now: Date,
): Promise<StaffAdjustment[]> {
  if (rows.length === 0) return [];
  const names = await staffUsernames(db, [
    ...rows.map((r) => r.requestedBy),
    ...rows.flatMap((r) => (r.decidedBy === null ? [] : [r.decidedBy])),
  ]);
  const people = byIds(
    await db
      .select({ id: taxpayers.id, name1: taxpayers.name1, name2: taxpayers.name2 })
      .from(taxpayers)
      .where(inArray(taxpayers.id, [...new Set(rows.map((r) => r.taxpayerId))])),
  );
  const entryIds = rows.flatMap((r) => (r.ledgerEntryId === null ? [] : [r.ledgerEntryId]));
  const entries = byIds(
    entryIds.length ? await db.select().from(ledgerEntries).where(inArray(ledgerEntries.id, entryIds)) : [],
  );
  const formIds = [
    ...new Set(
      rows.flatMap((r) => {
        const id = r.taxFormId ?? (r.ledgerEntryId === null ? null : entries.get(r.ledgerEntryId)?.taxFormId);
        return id == null ? [] : [id];
      }),
    ),
  ];
  const forms = byIds(
    formIds.length
      ? await db
          .select({
            id: taxForms.id,
            formType: taxForms.formType,
            confirmationNumber: taxForms.confirmationNumber,
          })
          .from(taxForms)
          .where(inArray(taxForms.id, formIds))
      : [],
  );
  const out: StaffAdjustment[] = [];
  for (const r of rows) {
    const entry = r.ledgerEntryId === null ? null : (entries.get(r.ledgerEntryId) ?? null);
    const formId = r.taxFormId ?? entry?.taxFormId ?? null;
    const form = formId === null ? undefined : forms.get(formId);
    const person = people.get(r.taxpayerId);
    let changes = r.changes;
    if (r.status === 'requested') {
      const live = await previewAdjustment(db, postingOf(r, entry), rules, now);
      // What it would change today; when the account no longer allows it, the figures as asked.
      if ('changes' in live) changes = live.changes;
    }
    out.push({
      id: r.id,
      taxpayerId: r.taxpayerId,
      taxpayerName: person ? [person.name2, person.name1].filter(Boolean).join(' ') : r.taxpayerId,
      kind: r.kind,
      reason: r.reason,
      note: r.note,
      taxYear: r.taxYear,
      toTaxYear: r.toTaxYear,
      taxFormId: formId,
      formType: form?.formType ?? null,
      confirmationNumber: form?.confirmationNumber ?? null,
      entryId: r.ledgerEntryId,
      amountCents: r.amountCents,
      status: r.status,
      needsApproval: r.needsApproval,
      requestedBy: names.get(r.requestedBy) ?? `#${r.requestedBy}`,
      requestedAt: r.requestedAt.toISOString(),
      decidedBy: r.decidedBy === null ? null : (names.get(r.decidedBy) ?? `#${r.decidedBy}`),
      decidedAt: r.decidedAt?.toISOString() ?? null,
      refusalReason: r.refusalReason,
      changes,
    });
  }
  return out;
}
