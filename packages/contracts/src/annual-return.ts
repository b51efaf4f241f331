import { z } from 'zod';
import { lateCharges } from './account-ledger';
import { centsAmount, nineDigits, recordIdText } from './common';
import { field, msg, required, tooLong, type FieldName } from './message-core';
import { refundClaimInput } from './refunds';

/**
 * The individual annual return (city tax form) and its W-2s and 1099s (spec §2, §3, §7; issue 4).
 * Money is integer cents everywhere on the wire.
 */

export { centsAmount };

const text = (label: FieldName, max: number) =>
  z.string(required(label)).trim().min(1, required(label)).max(max, tooLong(label, max));

/** A city as entered on a W-2 (box 20) or for a 1099: the agency's code or a name; empty for none. */
const cityField = z
  .string()
  .trim()
  .max(40, tooLong(field('city'), 40))
  .nullable()
  .default(null)
  .transform((v) => (v ? v : null));

const answerEveryQuestion = msg('messages.answerEveryQuestion');

/** The eligibility questionnaire: each "yes" is a reason the return must be filed on paper. */
export const eligibilityAnswers = z.strictObject({
  businessIncome: z.boolean(answerEveryQuestion),
  rentalOrK1Income: z.boolean(answerEveryQuestion),
  /**
   * No longer asked (issue 27, ADR 0058): an overpayment is found on the city tax form and settled
   * on its File step. Accepted from earlier drafts and clients, and ignored.
   */
  overpaymentRefundOrCredit: z.boolean().optional(),
  form1099MultipleCities: z.boolean(answerEveryQuestion),
  w2MultipleCities: z.boolean(answerEveryQuestion),
  residenceTaxWithheldByEmployer: z.boolean(answerEveryQuestion),
  /**
   * The taxpayer's own statement of age, asked only when the agency holds no birth date
   * (GET /api/efilequestions/age; issue 9 item 7).
   */
  under18AtYearEnd: z.boolean(answerEveryQuestion).optional(),
});
export type EligibilityAnswers = z.infer<typeof eligibilityAnswers>;

/** GET /api/efilequestions/age: whether the questionnaire asks the filer's age (no birth date on record). */
export const ageQuestion = z.object({ taxYear: z.number().int(), asked: z.boolean() });
export type AgeQuestion = z.infer<typeof ageQuestion>;
/** The questionnaire's answer when the filer's income is exempt by age (not a paper-return reason). */
export const UNDER_MINIMUM_AGE = 'UNDER_MINIMUM_AGE';

export const paperReason = z.object({ code: z.string(), text: z.string() });

/** POST /api/efilequestions answer; GET /api/isquestionnairesaved answers `saved` alone. */
export const questionnaireResult = z.object({
  saved: z.boolean(),
  eligible: z.boolean(),
  reasons: z.array(paperReason),
  formId: z.number().int().nullable(),
});
export type QuestionnaireResult = z.infer<typeof questionnaireResult>;
export const questionnaireSaved = z.object({ saved: z.boolean() });
export const annualReturnFiled = z.object({ filed: z.boolean() });

/** Spec §3 tax form type names (FormW2 shown as W-2, Form1099 shown as 1099). */
export const TaxFormTypeName = { FormW2: 'W-2', Form1099: '1099' } as const;
/** GET /api/forms/count-of/{type}: how many of them the year's annual return holds. */
export const countOfParam = z.strictObject({
  type: z.enum(Object.keys(TaxFormTypeName) as ['FormW2', 'Form1099'], msg('messages.formTypeName')),
});
export const formCount = z.object({ type: z.string(), count: z.number().int() });

/** Spec §3 "W-2 form": the client's w2Number is accepted and dropped on create. */
export const formW2Input = z
  .strictObject({
    w2Number: z.number().int().optional(),
    employer: text(field('employerName'), 60),
    ein: nineDigits,
    /** Box 1, federal wages. */
    wages: centsAmount(field('wagesBox1')),
    /** Box 5, Medicare wages: the qualifying wages. */
    medicareWages: centsAmount(field('medicareWagesBox5')),
    /** Box 18, local wages. */
    localWages: centsAmount(field('localWagesBox18')),
    /** Box 19, local income tax withheld. */
    localTaxWithheld: centsAmount(field('localTaxWithheldBox19')),
    /** Box 20, the locality the tax was withheld for. */
    locality: cityField,
    /**
     * When box 20 names no member city of the agency: the taxpayer's pick, a member's code or
     * LOCALITY_OUTSIDE_AGENCY (issue 9 item 6). Ignored when box 20 is recognised.
     */
    localityChoice: cityField,
  })
  .transform(({ w2Number: _dropped, ...rest }) => rest);
export type FormW2Input = z.input<typeof formW2Input>;

export const formW2 = z.object({
  id: z.number().int(),
  employer: z.string(),
  ein: z.string(),
  wages: z.number().int(),
  medicareWages: z.number().int(),
  localWages: z.number().int(),
  localTaxWithheld: z.number().int(),
  locality: z.string().nullable(),
  localityChoice: z.string().nullable(),
});
export type FormW2 = z.infer<typeof formW2>;

/** The W-2's locality choice for "a city outside the agency" (the engine's OUTSIDE_AGENCY). */
export const LOCALITY_OUTSIDE_AGENCY = 'outside';
/** Asked for when box 20 names no member city and no (valid) choice was made. */
export const LOCALITY_CHOICE_REQUIRED = msg('messages.localityChoiceRequired');

export const form1099Input = z.strictObject({
  payer: text(field('payerName'), 60),
  /** Non-employee compensation. */
  income: centsAmount(field('income')),
  /** The city where the income was earned. */
  city: cityField,
  /** Municipal tax paid to that city on it. */
  taxPaid: centsAmount(field('taxPaid')).default(0),
});
export type Form1099Input = z.input<typeof form1099Input>;

export const form1099 = z.object({
  id: z.number().int(),
  payer: z.string(),
  income: z.number().int(),
  city: z.string().nullable(),
  taxPaid: z.number().int(),
});
export type Form1099 = z.infer<typeof form1099>;

export const formIdParam = z.strictObject({ id: recordIdText() });

const worksheetLine = z.object({
  id: z.string(),
  label: z.string(),
  amount: z.number().int(),
  from: z.array(z.string()),
  note: z.string().optional(),
});
const worksheetInput = z.object({
  name: z.string(),
  label: z.string(),
  value: z.union([z.number(), z.string()]),
  unit: z.enum(['cents', 'basisPoints', 'date', 'count', 'text']),
});
export const worksheet = z.object({
  form: z.string(),
  taxYear: z.number().int(),
  inputs: z.array(worksheetInput),
  lines: z.array(worksheetLine),
});
export type WorksheetDto = z.infer<typeof worksheet>;

/** The engine's result for the form as it stands: the worksheet, or why it cannot be computed. */
export const calculation = z.discriminatedUnion('ok', [
  z.object({
    ok: z.literal(true),
    worksheet,
    balanceDue: z.number().int(),
    overpayment: z.number().int(),
    notices: z.array(z.string()),
    /** Set when the result cannot be filed online (an overpayment: spec §1). */
    fileOnPaper: paperReason.nullable(),
    /** On a filed return: the overpayment the filer chose not to claim (no refund, no credit). */
    waivedOverpayment: z.number().int().positive().optional(),
    /** On a filed return: the overpayment claimed as a refund, a credit or both (issue 27, ADR 0058). */
    claimedOverpayment: z.number().int().positive().optional(),
  }),
  z.object({ ok: z.literal(false), problem: z.string(), detail: z.string() }),
]);
export type Calculation = z.infer<typeof calculation>;

/** GET /api/city-tax-form: the annual return of the tax year being filed. */
export const cityTaxForm = z.object({
  id: z.number().int(),
  taxYear: z.number().int(),
  status: z.enum(['draft', 'filed']),
  residenceCity: z.string(),
  answers: eligibilityAnswers.nullable(),
  w2s: z.array(formW2),
  form1099s: z.array(form1099),
  confirmationNumber: z.string().nullable(),
  filedAt: z.string().nullable(),
  calculation,
  /**
   * A draft past its due date with a balance due: what filing and paying today adds (ORC 718.27
   * interest and penalties, ADR 0044); null otherwise (filed returns: their payment page says it).
   */
  lateToday: lateCharges.nullable(),
});
export type CityTaxForm = z.infer<typeof cityTaxForm>;

export const fileCityTaxFormRequest = z.strictObject({
  /** The agreement checkbox, in lieu of signature (spec §2 FAQ). */
  agreement: z.literal(true, msg('messages.agreeBeforeFiling')),
  /**
   * The overpayment, in cents, the filer chose not to claim so as to file online (issue 14): it
   * must be the overpayment the form shows now. Absent: an overpayment must be filed on paper.
   */
  waiveOverpayment: z.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
  /**
   * Issue 27 (ADR 0058): the overpayment claimed instead, as a refund, a credit to next year or
   * both; refund and credit must add up to the overpayment the form shows now.
   */
  claim: refundClaimInput.optional(),
});
export const filedForm = z.object({
  id: z.number().int(),
  taxYear: z.number().int(),
  confirmationNumber: z.string(),
  filedAt: z.string(),
  balanceDue: z.number().int(),
});
export type FiledForm = z.infer<typeof filedForm>;
