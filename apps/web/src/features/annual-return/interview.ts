import type { EligibilityAnswers } from '@efile/contracts';

/**
 * The annual-return interview's sections, in order (their titles in the step indicator; the steps
 * themselves, with their components, are declared in flow.tsx and rendered by ui/form-steps). The
 * questionnaire is one step per question, all in its first section; the W-2 and 1099 loops are
 * item steps described by their fields.
 */
export const STEPS = ['questionnaire', 'w2', 'form1099', 'summary', 'cityTaxForm'] as const;
/** A question of the interview (an earlier draft's overpayment answer is not one). */
export type Question = Exclude<keyof EligibilityAnswers, 'overpaymentRefundOrCredit'>;
/** A step's id in the URL: each question by its request key, then the sections after the questionnaire. */
export type StepId = Question | Exclude<(typeof STEPS)[number], 'questionnaire'>;

/**
 * The paper-return questions, asked of everyone (an overpayment is no longer one: it is settled on
 * the File step once the city tax form shows it, issue 27) — the age question only without a birth date on record.
 */
export const QUESTIONS: readonly Exclude<Question, 'under18AtYearEnd'>[] = [
  'businessIncome',
  'rentalOrK1Income',
  'form1099MultipleCities',
  'w2MultipleCities',
  'residenceTaxWithheldByEmployer',
];

/** The questions asked, in order: the age question last, only when the agency holds no birth date. */
export const questionsAsked = (ageAsked: boolean): readonly Question[] =>
  ageAsked ? [...QUESTIONS, 'under18AtYearEnd'] : QUESTIONS;

/** `cityChoice`: asked only when box 20 names no member city (the W-2's locality choice). */
export type FieldKind = 'text' | 'ein' | 'money' | 'cityChoice';
export interface ItemField {
  name: string;
  kind: FieldKind;
  optional?: boolean;
  /** Shown in the item table. */
  column?: boolean;
}

/** The fields of each item loop, named as the API's request keys. */
export const ITEM_FIELDS: Record<'w2' | 'form1099', readonly ItemField[]> = {
  w2: [
    { name: 'employer', kind: 'text', column: true },
    { name: 'ein', kind: 'ein', column: true },
    { name: 'wages', kind: 'money' },
    { name: 'medicareWages', kind: 'money', column: true },
    { name: 'localWages', kind: 'money' },
    { name: 'localTaxWithheld', kind: 'money', column: true },
    { name: 'locality', kind: 'text', optional: true, column: true },
    { name: 'localityChoice', kind: 'cityChoice', optional: true },
  ],
  form1099: [
    { name: 'payer', kind: 'text', column: true },
    { name: 'income', kind: 'money', column: true },
    { name: 'city', kind: 'text', optional: true, column: true },
    { name: 'taxPaid', kind: 'money', optional: true, column: true },
  ],
};
