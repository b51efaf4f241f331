import type { AccountUpcoming, UpcomingItem } from '@efile/contracts';
import type { IsoDate, Liability } from '@efile/tax';
import type { LedgerKind } from '../../db/ledger-schema';
import type { TaxFormRow } from '../../db/schema';
import { serverForm, serverForms } from '../../lib/forms';
import type { RuleSet } from '../rules';

/**
 * The ledger's part of a form's declaration (ADR 0052): what it charges at filing, its place among
 * a year's forms, when its tax falls due, and what of it is due next. The mapping, the account
 * model, accrual and "what is due next" read it; none of them names a form.
 */
declare module '../../lib/forms' {
  interface ServerForm {
    /** What it charges to the ledger, when it falls due, what of it is due next; absent: nothing. */
    readonly ledger?: FormLedger;
  }
}

/** One charge a filed form writes: its kind, the worksheet line (or rule) it came from, its cents. */
export interface Charge {
  kind: LedgerKind;
  line: string;
  amount: number;
  reason?: string;
}

/** What "what is due next" knows when it asks a form (upcoming.ts). */
export interface UpcomingContext {
  today: IsoDate;
  /** The tax year being filed; the year under way is the next. */
  taxYear: number;
  /** The taxpayer's filed forms, newest first. */
  filed: readonly TaxFormRow[];
  /** The filed form of a type for a tax year. */
  filedOf(formType: string, taxYear: number): TaxFormRow | undefined;
  rules: RuleSet;
}

export interface FormLedger {
  /** What the form charges at filing, from its frozen figures (`tax_forms.result`); zeros are dropped. */
  charges(result: unknown): Charge[];
  /**
   * Its place among a tax year's forms (ADR 0044): an `estimate` is charged by installment and is
   * replaced by the year's `return`, which settles the year's estimates when it is filed. Each
   * carries its year's entries that name no form (the return before the estimate).
   */
  role?: 'return' | 'estimate';
  /** ORC 718.27 interest and penalty after its due date (accrual.ts); absent: none accrue here. */
  accrual?: {
    /** The engine's liability kind. */
    liability: Liability['kind'];
    /** The date its tax fell due. */
    dueDate(form: { taxYear: number; calculationDueDate: string | null }, rules: RuleSet): IsoDate | null;
    /** Filed after its due date, the late-filing penalty too. */
    lateFiling?: boolean;
  };
  /** What of it is due next, for a filer who may file it (upcoming.ts), soonest first or not. */
  upcoming?(on: UpcomingContext): { items: UpcomingItem[]; employerYears?: AccountUpcoming['employerYears'] };
}

interface Line {
  id: string;
  amount: number;
}
interface Frozen {
  calculation?: { worksheet?: { lines?: Line[] }; installments?: { number: number; amountDue: number }[] };
}

/** A frozen worksheet line of the filed form (0 when the worksheet has no such line). */
export function worksheetLine(result: unknown, id: string): number {
  const lines = (result as Frozen | null)?.calculation?.worksheet?.lines ?? [];
  return lines.find((l) => l.id === id)?.amount ?? 0;
}

/** Charges read straight off the frozen worksheet: [kind, line] each. */
export const chargedLines =
  (lines: readonly (readonly [LedgerKind, string])[]) =>
  (result: unknown): Charge[] =>
    lines.map(([kind, line]) => ({ kind, line, amount: worksheetLine(result, line) }));

/** Each installment of an estimate charged on its own (`installment.N`, ADR 0044): payable in any order. */
export const installmentCharges = (result: unknown): Charge[] =>
  ((result as Frozen | null)?.calculation?.installments ?? []).map((i) => ({
    kind: 'liability.tax',
    line: `installment.${i.number}`,
    amount: i.amountDue,
  }));

/** The ledger part of a stored form type (none for a type no form declares). */
export const ledgerOf = (formType: string): FormLedger | undefined => serverForm(formType)?.ledger;

/** Whether a stored form type is an estimate (charged by installment, replaced by its year's return). */
export const isEstimate = (formType: string) => ledgerOf(formType)?.role === 'estimate';

/** Whether a stored form type is a year's return (what replaces its estimates; its due date starts a refund's clock). */
export const isReturn = (formType: string) => ledgerOf(formType)?.role === 'return';

/** The estimate form types, as the account read's SQL asks for their installments. */
export const estimateForms = (): string[] =>
  serverForms()
    .filter((f) => f.ledger?.role === 'estimate')
    .map((f) => f.id);
