import type { ReactNode } from 'react';
import type { CityTaxForm, FiledForm } from '@efile/contracts';
import { t } from '../../i18n';
import type { FormStep, StepProps } from '../../ui/form-steps';
import type { StepId } from './interview';
import { ItemStep } from './item-step';
import { CityTaxFormStep, QuestionnaireStep, SummaryStep } from './steps';

/** What the annual return's steps read: the saved draft (null before the questionnaire is answered). */
export interface ReturnContext {
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
  withForm((form, { setDirty, showErrors }) => (
    <ItemStep
      kind={kind}
      items={kind === 'w2' ? form.w2s : form.form1099s}
      taxYear={form.taxYear}
      onDirtyChange={setDirty}
      showErrors={showErrors}
    />
  ));

/**
 * The individual annual return as data (spec §2 FAQ: eligibility questionnaire, W-2/1099 entry,
 * summary, city tax form with the agreement in lieu of signature). The questionnaire is answered
 * once a draft exists: the later steps are reachable only then. Rendered by ui/form-steps.
 */
export const ANNUAL_RETURN_STEPS: readonly (FormStep<ReturnContext> & { id: StepId })[] = [
  {
    id: 'questionnaire',
    title: t('annualReturn.steps.questionnaire'),
    complete: (c) => c.form !== null,
    component: function Questionnaire({ context, next, showErrors }: Props) {
      return (
        <QuestionnaireStep
          initial={context.form?.answers ?? null}
          showErrors={showErrors}
          onEligible={async () => {
            await context.refresh();
            next();
          }}
        />
      );
    },
  },
  { id: 'w2', title: t('annualReturn.steps.w2'), component: items('w2') },
  { id: 'form1099', title: t('annualReturn.steps.form1099'), component: items('form1099') },
  {
    id: 'summary',
    title: t('annualReturn.steps.summary'),
    component: withForm((form) => <SummaryStep form={form} />),
  },
  {
    id: 'cityTaxForm',
    title: t('annualReturn.steps.cityTaxForm'),
    component: withForm((form, { context, showErrors }) => (
      <CityTaxFormStep form={form} onFiled={context.onFiled} showErrors={showErrors} />
    )),
  },
];

/** A saved draft resumes at the W-2s; no draft starts with the questionnaire. */
export const resumeStep = (c: ReturnContext): StepId => (c.form ? 'w2' : 'questionnaire');
