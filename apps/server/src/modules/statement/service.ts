import { agencyToday, type IsoDate } from '@efile/tax';
import type { Tx } from '../../db/client';
import type { PrintableDocument } from '../../lib/pdf';
import { agencyDateTime, formName, money } from '../../lib/formats';
import { formsByIds, listEntries, type LedgerEntryRow } from '../ledger';
import { taxpayerLines } from '../forms';
import { isTextKey, say } from '../../lib/i18n';

/** A ledger entry's kind in the reader's words (`pdf.entry.<kind>`), or the kind itself if the catalogue has none. */
const kindLabel = (kind: string) => {
  const key = `pdf.entry.${kind}`;
  return isTextKey(key) ? say(key as 'pdf.entry.payment') : kind;
};

/** The day an entry happened on the agency's calendar. */
const dayOf = (at: Date): IsoDate => agencyToday({ now: () => at });

export interface Statement {
  opening: number;
  closing: number;
  entries: { day: IsoDate; label: string; amount: number }[];
  /** The link sees only later forms (ADR 0017): their earlier entries count in the opening balance. */
  restricted: boolean;
}

/**
 * The account in a period of agency days (both included): the balance before it (the sum of
 * every entry of an earlier day), each entry in it, and the balance after it, so opening + the
 * entries = closing. A link that sees only later forms (ADR 0017) does not list the entries before
 * its link; they count in the opening balance, as /api/account's balances include them.
 */
export async function statement(
  db: Tx,
  viewer: { taxpayerId: string; seesFormsFrom?: Date | null },
  period: { from: IsoDate; to: IsoDate },
): Promise<Statement> {
  const rows = await listEntries(db, viewer.taxpayerId);
  const seesFrom = viewer.seesFormsFrom ?? null;
  const hidden = (r: LedgerEntryRow) => seesFrom !== null && r.occurredAt < seesFrom;
  const forms = new Map(
    (
      await formsByIds(db, [...new Set(rows.flatMap((r) => (r.taxFormId === null ? [] : [r.taxFormId])))])
    ).map((f) => [f.id, f]),
  );
  let opening = 0;
  let closing = 0;
  const entries: Statement['entries'] = [];
  for (const row of rows) {
    const day = dayOf(row.occurredAt);
    if (day > period.to) continue;
    closing += row.amountCents;
    if (day < period.from || hidden(row)) {
      opening += row.amountCents;
      continue;
    }
    const form = row.taxFormId === null ? undefined : forms.get(row.taxFormId);
    const what = [
      kindLabel(row.kind),
      form ? `${formName(form.formType)} ${form.confirmationNumber ?? ''}`.trim() : null,
      say('pdf.entryTaxYear', { taxYear: row.taxYear }),
      row.reason,
    ]
      .filter(Boolean)
      .join(' · ');
    entries.push({ day, label: what, amount: row.amountCents });
  }
  return { opening, closing, entries, restricted: seesFrom !== null && rows.some(hidden) };
}

/** The statement as a printed document (lib/pdf.ts): dates and times in the agency's time zone. */
export async function statementDocument(
  db: Tx,
  taxpayerId: string,
  period: { from: IsoDate; to: IsoDate },
  figures: Statement,
  now: Date,
): Promise<PrintableDocument> {
  return {
    documentTitle: say('pdf.statementTitle', period),
    heading: say('pdf.statementHeading'),
    subheadings: [say('pdf.statementRange', period), say('pdf.preparedAt', { when: agencyDateTime(now) })],
    createdAt: now,
    taxpayer: await taxpayerLines(db, taxpayerId),
    sections: [
      {
        heading: say('pdf.summary'),
        rows: [
          [say('pdf.openingBalanceBefore', { from: period.from }), money(figures.opening)],
          [
            say('pdf.periodEntries', { count: figures.entries.length }),
            money(figures.closing - figures.opening),
          ],
          [say('pdf.closingBalanceEnd', { to: period.to }), money(figures.closing)],
        ],
      },
      {
        heading: say('pdf.entries'),
        rows: [
          [say('pdf.openingBalance'), money(figures.opening)],
          ...figures.entries.map((e) => [`${e.day}  ${e.label}`, money(e.amount)] as const),
          [say('pdf.closingBalance'), money(figures.closing)],
        ],
      },
    ],
    footer: [
      say('pdf.statementSigns'),
      say('pdf.statementAccrual'),
      ...(figures.restricted ? [say('pdf.statementRestricted')] : []),
    ],
  };
}
