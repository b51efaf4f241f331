import {
  MAILED_CHECK_LINE,
  MAILED_CHECK_METHOD,
  MAILROOM_SOURCE,
  parseFormPeriod,
  type AccountEntries,
  type AccountForm,
  type AccountLedger,
  type AccountPayment,
  type AccountYear,
  type PaymentTarget,
} from '@efile/contracts';
import { compareDates } from '@efile/tax';
import type { Tx } from '../../db/client';
import type { RuleSet } from '../rules';
import type { ModelEntry } from './figures';
import { loadModel, payablesOf, type AccountModel, type ModelFormView } from './model';
import * as repo from './repository';
import type { AccountPaymentRow } from './repository';

/** A year's figures: balance (the sum of its entries), accrued today, what paying today clears, what is not yet due. */
function yearFigures(balance: number, interest: number, penalty: number, notYetDue: number) {
  const payToday = Math.max(0, balance + interest + penalty);
  return {
    balance,
    accruedInterest: interest,
    accruedPenalty: penalty,
    payToday,
    notYetDue,
    dueNow: Math.max(0, payToday - notYetDue),
  };
}

/** Installments of the year's estimates whose due date is ahead, left to pay (the part "scheduled"). */
const notYetDueOf = (model: AccountModel, v: ModelFormView) =>
  (v.installments ?? [])
    .filter((i) => compareDates(i.dueDate, model.today) > 0)
    .reduce((s, i) => s + i.left, 0);

/**
 * The taxpayer's account as My Account shows it, and the console too (ADR 0044): balances per tax
 * year (sums of entries), interest and penalty accrued to today by the engine, what is due now and
 * what is scheduled, every form filed with its state from the ledger, every payment, and everything
 * payable now. The entries themselves are `accountEntries`.
 */
export async function account(
  db: Tx,
  viewer: { taxpayerId: string; seesFormsFrom?: Date | null },
  now: Date,
  rules: RuleSet,
): Promise<AccountLedger> {
  const { rows, model } = await loadModel(db, viewer.taxpayerId, now, rules);
  return accountOf(model, rows.payments, viewer.seesFormsFrom ?? null);
}

/** The account read of a model already loaded (the payment pages and tests share it). */
export function accountOf(
  model: AccountModel,
  payments: readonly AccountPaymentRow[],
  from: Date | null,
): AccountLedger {
  const accrued = new Map<number, { interest: number; penalty: number; notYetDue: number }>();
  for (const v of model.forms) {
    const y = accrued.get(v.form.taxYear) ?? { interest: 0, penalty: 0, notYetDue: 0 };
    accrued.set(v.form.taxYear, {
      interest: y.interest + v.accrued.interest,
      penalty: y.penalty + v.accrued.penalty,
      notYetDue: y.notYetDue + notYetDueOf(model, v),
    });
  }
  const years: AccountYear[] = [...model.years]
    .sort(([a], [b]) => a - b)
    .map(([taxYear, balance]) => {
      const a = accrued.get(taxYear) ?? { interest: 0, penalty: 0, notYetDue: 0 };
      return { taxYear, ...yearFigures(balance, a.interest, a.penalty, a.notYetDue) };
    });
  const add = (pick: (y: AccountYear) => number) => years.reduce((s, y) => s + pick(y), 0);
  const visible = (v: ModelFormView) => !from || (v.form.filedAt !== null && v.form.filedAt >= from);
  return {
    taxpayerId: model.taxpayerId,
    asOf: model.today,
    years,
    total: {
      balance: add((y) => y.balance),
      accruedInterest: add((y) => y.accruedInterest),
      accruedPenalty: add((y) => y.accruedPenalty),
      payToday: add((y) => y.payToday),
      notYetDue: add((y) => y.notYetDue),
      dueNow: add((y) => y.dueNow),
    },
    forms: model.forms.filter(visible).map(formOf),
    payments: history(model, payments, from),
    payables: payablesOf(model, visible),
  };
}

/** A filed form as the account lists it, its figures from the model. */
export function formOf(v: ModelFormView): AccountForm {
  const f = v.form;
  return {
    id: f.id,
    formType: f.formType,
    taxYear: f.taxYear,
    period: f.period,
    periodOf: parseFormPeriod(f.period),
    confirmationNumber: f.confirmationNumber,
    filedAt: f.filedAt!.toISOString(),
    amountDue: f.amountDue,
    balance: v.figures.balance,
    paid: v.figures.paid,
    accruedInterest: v.accrued.interest,
    accruedPenalty: v.accrued.penalty,
    payToday: v.payToday,
    lastPaidAt: v.figures.lastPaidAt?.toISOString() ?? null,
    status: v.state,
    payable: v.payable,
    installments: v.installments,
  };
}

/**
 * Every entry of the account, oldest first (GET /api/account/entries): what each charge and
 * credit was and where it came from. A link that sees only later forms (ADR 0017) lists entries
 * from then on.
 */
export async function accountEntries(
  db: Tx,
  viewer: { taxpayerId: string; seesFormsFrom?: Date | null },
): Promise<AccountEntries> {
  const rows = await repo.listEntries(db, viewer.taxpayerId);
  const from = viewer.seesFormsFrom ?? null;
  const ids = [...new Set(rows.flatMap((r) => (r.taxFormId === null ? [] : [r.taxFormId])))];
  const forms = new Map((await repo.formsByIds(db, ids)).map((f) => [f.id, f]));
  return {
    taxpayerId: viewer.taxpayerId,
    entries: rows
      .filter((r) => !from || r.occurredAt >= from)
      .map((r) => {
        const form = r.taxFormId === null ? undefined : forms.get(r.taxFormId);
        return {
          id: r.id,
          taxYear: r.taxYear,
          kind: r.kind,
          amount: r.amountCents,
          taxFormId: r.taxFormId,
          formType: form?.formType ?? null,
          confirmationNumber: form?.confirmationNumber ?? null,
          source: { type: r.sourceType, id: r.sourceId, line: r.sourceLine },
          occurredAt: r.occurredAt.toISOString(),
          reason: r.reason,
        };
      }),
  };
}

/** What a payment's provider reported: the last four digits of the card or account. */
const lastFour = (value: string | null) => (value ? value.replace(/\D/g, '').slice(-4) || null : null);

/** What a payment session paid (its row's target). */
export const targetOfRow = (
  p: Pick<AccountPaymentRow, 'taxFormId' | 'taxYear' | 'installment'>,
): PaymentTarget =>
  p.taxFormId === null
    ? { kind: 'year', taxYear: p.taxYear }
    : p.installment !== null
      ? { kind: 'installment', taxFormId: p.taxFormId, installment: p.installment }
      : { kind: 'form', taxFormId: p.taxFormId };

/**
 * Every payment, newest first: the provider sessions (of the forms listed, and of whole years) and
 * the checks the agency received by mail (ADR 0038), on the ledger only, shown "Check (mailed)".
 */
function history(
  model: AccountModel,
  paid: readonly AccountPaymentRow[],
  from: Date | null,
): AccountPayment[] {
  const visible = model.forms.filter((v) => !from || (v.form.filedAt !== null && v.form.filedAt >= from));
  const byId = new Map(visible.map((v) => [v.form.id, v.form]));
  const online = [...paid]
    .sort(
      (a, b) =>
        (b.reportedAt ?? b.createdAt).getTime() - (a.reportedAt ?? a.createdAt).getTime() || b.id - a.id,
    )
    .flatMap((p): AccountPayment[] => {
      const form = p.taxFormId === null ? null : byId.get(p.taxFormId);
      if (form === undefined || (p.taxFormId === null && from && p.createdAt < from)) return [];
      return [
        {
          id: p.id,
          taxFormId: p.taxFormId,
          target: targetOfRow(p),
          formType: form?.formType ?? null,
          taxYear: p.taxYear,
          confirmationNumber: form?.confirmationNumber ?? null,
          method: p.paymentType,
          lastFour: lastFour(p.partialCcNumber ?? p.partialAccountNumber),
          date: (p.reportedAt ?? p.createdAt).toISOString(),
          status: p.status,
          amount: p.status === 'Completed' ? (p.amountPaid ?? p.amount) : p.amount,
        },
      ];
    });
  const mailed = model.entries.filter(
    (e: ModelEntry) =>
      e.kind === 'payment' &&
      e.sourceType === MAILROOM_SOURCE &&
      e.sourceLine === MAILED_CHECK_LINE &&
      (!from || e.occurredAt >= from),
  );
  const onLedger = mailed.map((e): AccountPayment => {
    const form = e.taxFormId === null ? undefined : byId.get(e.taxFormId);
    return {
      id: e.id,
      taxFormId: form?.id ?? null,
      target: null,
      formType: form?.formType ?? null,
      taxYear: e.taxYear,
      confirmationNumber: form?.confirmationNumber ?? null,
      method: MAILED_CHECK_METHOD,
      lastFour: null,
      date: e.occurredAt.toISOString(),
      status: 'Completed',
      amount: -e.amountCents,
    };
  });
  return onLedger.length ? [...online, ...onLedger].sort((a, b) => b.date.localeCompare(a.date)) : online;
}
