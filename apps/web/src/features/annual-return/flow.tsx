import type { ReactNode } from 'react';
import type { CityTaxForm, FiledForm } from '@efile/contracts';
import { t } from '../../i18n';
import type { FormStep, StepProps } from '../../ui/form-steps';
import { QUESTIONS, questionsAsked, type Question, type StepId } from './interview';
import { ItemStep } from './item-step';
import { QuestionStep, type QuestionContext } from './question-step';
import { CityTaxFormStep, SummaryStep } from './steps';

/**
 * What the annual return's steps read: the saved draft (null before the questionnaire is answered)
 * and the questionnaire's answers so far (the draft's, then those given on this visit).
 */
export interface ReturnContext extends QuestionContext {
  form: CityTaxForm | null;
  /** Refetches the draft (after the questionnaire creates it); resolves once it is here. */
  refresh: () => Promise<void>;
  onFiled: (filed: FiledForm) => void;
}

type Props = StepProps<ReturnContext>;

/** Steps after the questionnaire show the draft; the engine never opens them without one. */
const withForm = (render: (form: CityTaxForm, props: Props) => ReactNode) =>
  function WithForm(props: Props) {
    return props.context.form ? render(props.context.form, props) : null;
  };

const items = (kind: 'w2' | 'form1099') =>
  withForm((form, { setDirty, showErrors, setBeforeNext }) => (
    <ItemStep
      kind={kind}
      items={kind === 'w2' ? form.w2s : form.form1099s}
      taxYear={form.taxYear}
      onDirtyChange={setDirty}
      showErrors={showErrors}
      setBeforeNext={setBeforeNext}
    />
  ));

/**
 * One question per page. A question is answered once it has an answer; the last one only once the
 * server has the answers (a draft exists): the W-2s are not reachable before. The age question is
 * shown only when the agency holds no birth date.
 */
const question = (q: Question): FormStep<ReturnContext> & { id: StepId } => ({
  id: q,
  title: () => t('annualReturn.steps.questionnaire'),
  ...(q === 'under18AtYearEnd' ? { condition: (c: ReturnContext) => c.age.asked } : {}),
  complete: (c) =>
    c.form !== null || (c.answers[q] !== undefined && questionsAsked(c.age.asked).at(-1) !== q),
  component: function Ask({ context, next, showErrors }: Props) {
    return <QuestionStep question={q} context={context} next={next} showErrors={showErrors} />;
  },
});

/** Whether a step is one of the questionnaire's questions (they carry their own Next). */
export const isQuestion = (id: string) => id === 'under18AtYearEnd' || QUESTIONS.some((q) => q === id);

/**
 * The individual annual return as data (spec §2 FAQ: eligibility questionnaire, W-2/1099 entry,
 * summary, city tax form with the agreement in lieu of signature). The questionnaire is answered
 * once a draft exists: the later steps are reachable only then. Rendered by ui/form-steps.
 */
export const ANNUAL_RETURN_STEPS: readonly (FormStep<ReturnContext> & { id: StepId })[] = [
  ...QUESTIONS.map(question),
  question('under18AtYearEnd'),
  { id: 'w2', title: () => t('annualReturn.steps.w2'), component: items('w2') },
  { id: 'form1099', title: () => t('annualReturn.steps.form1099'), component: items('form1099') },
  {
    id: 'summary',
    title: () => t('annualReturn.steps.summary'),
    component: withForm((form) => <SummaryStep form={form} />),
  },
  {
    id: 'cityTaxForm',
    title: () => t('annualReturn.steps.cityTaxForm'),
    component: withForm((form, { context, showErrors }) => (
      <CityTaxFormStep form={form} onFiled={context.onFiled} showErrors={showErrors} />
    )),
  },
];

/** A saved draft resumes at the W-2s; no draft starts with the questionnaire's first question. */
export const resumeStep = (c: ReturnContext): StepId => (c.form ? 'w2' : QUESTIONS[0]!);
