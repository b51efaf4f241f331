import { FORMS } from '@efile/contracts';
import { agencyToday, formatUsd, type IsoDate } from '@efile/tax';
import type { Tx } from '../../db/client';
import { agencyDateTime, type PrintableDocument } from '../../lib/pdf';
import { formsByIds, listEntries, type LedgerEntryRow } from '../ledger';
import { taxpayerLines } from '../forms';

const KIND_LABEL: Record<string, string> = {
  'liability.tax': 'Tax',
  'liability.penalty': 'Penalty',
  'liability.interest': 'Interest',
  payment: 'Payment',
  'payment.reversal': 'Payment returned',
  'estimate.credit': 'Estimated tax paid',
  'prior-year.credit': 'Prior-year credit',
  adjustment: 'Adjustment',
};
const formName = (type: string | undefined) => FORMS.find((f) => f.id === type)?.name;

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
      KIND_LABEL[row.kind] ?? row.kind,
      form ? `${formName(form.formType) ?? form.formType} ${form.confirmationNumber ?? ''}`.trim() : null,
      `tax year ${row.taxYear}`,
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
    documentTitle: `Account statement ${period.from} to ${period.to}`,
    heading: 'Account statement',
    subheadings: [`${period.from} to ${period.to}`, `Prepared ${agencyDateTime(now)}`],
    createdAt: now,
    taxpayer: await taxpayerLines(db, taxpayerId),
    sections: [
      {
        heading: 'Summary',
        rows: [
          [`Opening balance (before ${period.from})`, formatUsd(figures.opening)],
          [
            `Charges and credits in the period (${figures.entries.length})`,
            formatUsd(figures.closing - figures.opening),
          ],
          [`Closing balance (end of ${period.to})`, formatUsd(figures.closing)],
        ],
      },
      {
        heading: 'Entries',
        rows: [
          [`Opening balance`, formatUsd(figures.opening)],
          ...figures.entries.map((e) => [`${e.day}  ${e.label}`, formatUsd(e.amount)] as const),
          [`Closing balance`, formatUsd(figures.closing)],
        ],
      },
    ],
    footer: [
      'Charges are positive and credits negative; a balance is the sum of the entries (a negative balance is a credit).',
      'Interest and penalty that accrue after a due date are added when charged; the account page shows what paying today clears.',
      ...(figures.restricted
        ? ['Entries from before your link to this account are counted in the opening balance, not listed.']
        : []),
    ],
  };
}
