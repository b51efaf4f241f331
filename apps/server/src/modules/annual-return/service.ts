import {
  LOCALITY_CHOICE_REQUIRED,
  ProblemCode,
  type Calculation,
  type CityTaxForm,
  type EligibilityAnswers,
  type Form1099,
  type FormW2,
  type LateCharges,
  type RefundClaimInput,
} from '@efile/contracts';
import {
  ageExemption,
  annualReturnDueDate,
  compareDates,
  computeAnnualReturn,
  PAPER_REASONS,
  sumCents,
  type IsoDate,
} from '@efile/tax';
import { money } from '../../lib/formats';
import { lateCharges } from '../ledger';
import type { Tx } from '../../db/client';
import type { Filer } from '../../plugins/auth';
import { problemTitles, ProblemError } from '../../plugins/problems';
import type { RuleSet } from '../rules';
import { findTaxpayer } from '../taxpayers';
import * as repo from './repository';
import { currentLanguage, render, say, sayMessage, text } from '../../lib/i18n';

export type { Filer };
import { missingForm } from '../forms';

/** The filer's annual return for the tax year, or "missing tax form". */
export async function annualReturnOf(db: Tx, filer: Filer, taxYear: number): Promise<repo.TaxFormRow> {
  const form = await repo.findAnnualReturn(db, filer.taxpayerId, taxYear);
  if (!form) throw missingForm();
  return form;
}

export const toW2 = (row: repo.W2Row): FormW2 => ({
  id: row.id,
  employer: row.employer,
  ein: row.ein,
  wages: row.wagesCents,
  medicareWages: row.medicareWagesCents,
  localWages: row.localWagesCents,
  localTaxWithheld: row.localTaxWithheldCents,
  locality: row.locality,
  localityChoice: row.localityChoice,
});

export const to1099 = (row: repo.Form1099Row): Form1099 => ({
  id: row.id,
  payer: row.payer,
  income: row.incomeCents,
  city: row.city,
  taxPaid: row.taxPaidCents,
});

/**
 * The engine's annual return for the form as it stands: residence city from the taxpayer's
 * address (joint filers: the primary taxpayer's), estimates paid and prior-year credit from the
 * agency's audited records for the tax year.
 */
export async function calculate(
  db: Tx,
  form: repo.TaxFormRow,
  w2s: readonly FormW2[],
  items1099: readonly Form1099[],
  rules: RuleSet,
): Promise<{ calculation: Calculation; residenceCity: string }> {
  const taxpayer = await findTaxpayer(db, form.taxpayerId);
  const residenceCity = taxpayer?.city ?? '';
  // A return started before the age was known is not computed for income exempt by age (issue 9).
  const statement = (form.data as { answers?: EligibilityAnswers }).answers?.under18AtYearEnd;
  const evidence = taxpayer?.birthDate
    ? { birthDate: taxpayer.birthDate }
    : statement === undefined
      ? undefined
      : { under18AtYearEnd: statement };
  const earnings = sumCents([...w2s.map((w) => w.medicareWages), ...items1099.map((f) => f.income)]);
  const age =
    evidence &&
    ageExemption({ taxYear: form.taxYear, cityCode: residenceCity, evidence, earnings }, rules.tables);
  if (age?.exempt === true) {
    return {
      residenceCity,
      calculation: {
        ok: false,
        problem: ProblemCode.Validation,
        detail: exemptByAge(age.reason),
      },
    };
  }
  const payments = await repo.paymentsOnRecord(db, form.taxpayerId, form.taxYear);
  const result = computeAnnualReturn(
    {
      taxYear: form.taxYear,
      residenceCityCode: residenceCity,
      w2s: w2s.map((w) => ({
        employer: w.employer,
        ein: w.ein,
        wages: w.wages,
        medicareWages: w.medicareWages,
        localWages: w.localWages,
        localTaxWithheld: w.localTaxWithheld,
        localityCode: w.locality,
        localityChoice: w.localityChoice,
      })),
      form1099s: items1099.map((f) => ({
        payer: f.payer,
        income: f.income,
        cityCode: f.city,
        taxPaid: f.taxPaid,
      })),
      ...payments,
    },
    rules.tables,
    rules.config(form.taxYear),
  );
  if (!result.ok && result.error.code === 'LOCALITY_CHOICE_REQUIRED') {
    const which = result.error.w2Indexes
      .map((i) => say('problems.w2Named', { number: i + 1, employer: w2s[i]?.employer ?? '' }))
      .join(', ');
    return {
      residenceCity,
      calculation: {
        ok: false,
        problem: ProblemCode.Validation,
        detail: say('problems.localityChoiceRequired', {
          which,
          choice: render(currentLanguage(), LOCALITY_CHOICE_REQUIRED),
        }),
      },
    };
  }
  if (!result.ok) {
    return {
      residenceCity,
      calculation: {
        ok: false,
        problem: ProblemCode.MissingTaxRate,
        detail: problemTitles[ProblemCode.MissingTaxRate],
      },
    };
  }
  const calculation: Calculation = {
    ok: true,
    worksheet: {
      ...result.worksheet,
      inputs: [...result.worksheet.inputs],
      lines: result.worksheet.lines.map((l) => ({ ...l, from: [...l.from] })),
    },
    balanceDue: result.totals.balanceDue,
    overpayment: result.totals.overpayment,
    notices: result.notices,
    fileOnPaper: result.overpayment
      ? { code: 'OVERPAYMENT', text: sayMessage(PAPER_REASONS.OVERPAYMENT) }
      : null,
  };
  return { calculation, residenceCity };
}

type Computed = Extract<Calculation, { ok: true }>;

/** What a filed return says of an overpayment its filer gave up. */
export const waivedNotice = (cents: number) => say('problems.overpaymentWaived', { amount: money(cents) });

/**
 * An overpayment is filed online with the filer's choice (issue 27, ADR 0058): claimed as a refund,
 * a credit to next year or both — refund and credit adding up to the overpayment — or given up
 * (issue 14), so the return is filed with nothing due. The choice must be of the overpayment as it
 * stands, so a form changed in another tab is never filed on a stale one.
 */
export function withChoice(
  calculation: Computed,
  choice: { waiveOverpayment?: number | undefined; claim?: RefundClaimInput | undefined },
): Computed {
  const { waiveOverpayment: waive, claim } = choice;
  if (!calculation.fileOnPaper) {
    if (waive === undefined && claim === undefined) return calculation;
    throw new ProblemError(409, ProblemCode.Conflict, {
      detail: text('problems.noOverpaymentToWaive'),
    });
  }
  const overpayment = money(calculation.overpayment);
  if ((waive === undefined) === (claim === undefined)) {
    throw new ProblemError(422, ProblemCode.FileOnPaper, {
      detail: text('problems.overpaymentChoice', { overpayment }),
    });
  }
  if (claim) {
    if (claim.refundCents + claim.creditCents !== calculation.overpayment)
      throw new ProblemError(409, ProblemCode.Conflict, {
        detail: text('problems.claimSplitChanged', { overpayment }),
      });
    return { ...calculation, fileOnPaper: null, claimedOverpayment: calculation.overpayment };
  }
  if (waive !== calculation.overpayment) {
    throw new ProblemError(409, ProblemCode.Conflict, {
      detail: text('problems.overpaymentChanged', {
        now: overpayment,
        chosen: money(waive!),
      }),
    });
  }
  return {
    ...calculation,
    fileOnPaper: null,
    waivedOverpayment: waive,
    notices: [...calculation.notices, waivedNotice(waive!)],
  };
}

/**
 * Why a filer exempt by age files no annual return, and what they do instead, in the reader's
 * language (the engine's reason is a code of the contracts' catalogues, issue 26).
 */
export const exemptByAge = (reason: string): string =>
  say('problems.exemptByAge', { reason: sayMessage(reason), instead: say('problems.noReturnByAge') });

/** What filing freezes in `tax_forms.result`. */
export type Frozen = { calculation: Calculation; residenceCity: string; amountDue: number };

/**
 * The whole form as GET /api/city-tax-form shows it. A filed return shows what was filed (frozen
 * at filing), even if a table is corrected later; a draft is computed with the effective rules
 * (`rules`; null only for a form known to be filed, as the printed copy is).
 */
export async function view(
  db: Tx,
  form: repo.TaxFormRow,
  rules: RuleSet | null,
  today?: IsoDate,
): Promise<CityTaxForm> {
  const w2s = (await repo.listW2s(db, form.id)).map(toW2);
  const items1099 = (await repo.list1099s(db, form.id)).map(to1099);
  const frozen = form.status === 'filed' ? (form.result as Frozen | null) : null;
  if (!frozen && !rules) throw new Error('a draft return is computed with the effective rules');
  const { calculation, residenceCity } = frozen ?? (await calculate(db, form, w2s, items1099, rules!));
  return {
    id: form.id,
    taxYear: form.taxYear,
    status: form.status === 'filed' ? 'filed' : 'draft',
    residenceCity,
    answers: ((form.data as { answers?: EligibilityAnswers }).answers ?? null) as EligibilityAnswers | null,
    w2s,
    form1099s: items1099,
    confirmationNumber: form.confirmationNumber,
    filedAt: form.filedAt?.toISOString() ?? null,
    calculation,
    lateToday: !frozen && rules && today ? lateToday(form.taxYear, calculation, today, rules) : null,
  };
}

/**
 * What filing and paying the draft today adds, once its due date has passed (ADR 0044): ORC 718.27
 * interest on the balance due from the due date, the late-payment penalty, and the late-filing
 * penalty (a first failure to file: abated from tax year 2023) — the lines the payment page will
 * ask once it is filed. Null before the due date or with nothing due.
 */
export function lateToday(
  taxYear: number,
  calculation: Calculation,
  today: IsoDate,
  rules: RuleSet,
): LateCharges | null {
  if (!calculation.ok || calculation.balanceDue <= 0) return null;
  const dueDate = annualReturnDueDate(taxYear, rules.config(taxYear));
  if (compareDates(today, dueDate) <= 0) return null;
  const liability = {
    kind: 'income' as const,
    label: say('problems.balanceDue'),
    amount: calculation.balanceDue,
    dueDate,
    payments: [],
  };
  const accrued = lateCharges(
    taxYear,
    liability,
    { dueDate, filedDate: today },
    today,
    rules,
    { interest: 0, penalty: 0 },
    null,
  );
  return { asOf: today, dueDate, amount: accrued.interest + accrued.penalty, lines: accrued.lines };
}
