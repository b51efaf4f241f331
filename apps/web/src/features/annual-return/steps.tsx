import { useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { useMutation, useQuery } from '@tanstack/react-query';
import {
  paths,
  UNDER_MINIMUM_AGE,
  TaxpayerDisplayMode,
  type CityTaxForm,
  eligibilityAnswers,
  type EligibilityAnswers,
  type FiledForm,
  type QuestionnaireResult,
} from '@efile/contracts';
import { t } from '../../i18n';
import { formatCents } from '../../lib/money';
import { problemMessage } from '../../lib/problem-message';
import { useTaxpayerInfo } from '../../lib/taxpayer';
import { Alert } from '../../ui/alert';
import { CheckboxField } from '../../ui/checkbox-field';
import { TaxpayerBlock } from '../../ui/taxpayer-block';
import { Notices, WorksheetTable } from '../../ui/worksheet';
import { answerQuestions, fileReturn, loadAgeQuestion } from './api';
import { fieldErrorsOf, placeServerErrors, type StepError } from '../../ui/form-steps';
import { OverpaymentChoice } from './overpayment';
import { QUESTIONS } from './interview';

type Question = keyof EligibilityAnswers;
type Answers = Partial<Record<Question, boolean>>;

/**
 * The eligibility questionnaire: each "yes" is a reason to file on paper (spec §1). Validated by
 * react-hook-form with the server's own schema (`eligibilityAnswers`); an unanswered question is
 * named in its own error, and the server's field errors land on their questions by request path.
 */
export function QuestionnaireStep({
  initial,
  onEligible,
  showErrors,
}: {
  initial: EligibilityAnswers | null;
  onEligible: () => void | Promise<void>;
  showErrors: (errors: readonly StepError[]) => void;
}) {
  const [paper, setPaper] = useState<QuestionnaireResult['reasons'] | null>(null);
  // Without a birth date on record the taxpayer states their age (issue 9 item 7).
  const age = useQuery({ queryKey: ['age-question'], queryFn: loadAgeQuestion });
  const asked = !!age.data?.asked;
  const questions: readonly Question[] = asked ? [...QUESTIONS, 'under18AtYearEnd'] : QUESTIONS;
  const schema = asked ? eligibilityAnswers.required({ under18AtYearEnd: true }) : eligibilityAnswers;
  const { handleSubmit, setValue, control, setError, formState } = useForm<
    Answers,
    unknown,
    EligibilityAnswers
  >({
    resolver: zodResolver(schema) as Resolver<Answers, unknown, EligibilityAnswers>,
    defaultValues: initial ?? {},
    shouldFocusError: false,
  });
  const answers = useWatch({ control });
  const questionText = (q: Question) =>
    q === 'under18AtYearEnd'
      ? t('annualReturn.under18Question', { year: age.data?.taxYear ?? '' })
      : t(`annualReturn.questions.${q}`);
  const messageOf = (q: Question) => {
    const error = formState.errors[q];
    if (!error) return undefined;
    return error.type === 'server' && error.message
      ? error.message
      : t('annualReturn.answerQuestion', { question: questionText(q) });
  };
  const summarise = (failed: (q: Question) => string | undefined) =>
    showErrors(
      questions.flatMap((q) => {
        const message = failed(q);
        return message ? [{ fieldId: `${q}-yes`, message }] : [];
      }),
    );
  const send = useMutation({
    mutationFn: answerQuestions,
    onSuccess: async (result) => (result.eligible ? onEligible() : setPaper(result.reasons)),
    onError: (error) => {
      const placed = placeServerErrors(error, setError);
      if (placed) summarise((q) => placed[q]);
    },
  });
  const submit = handleSubmit(
    (valid) => {
      showErrors([]);
      send.mutate(valid);
    },
    (errors) =>
      summarise((q) =>
        errors[q] ? t('annualReturn.answerQuestion', { question: questionText(q) }) : undefined,
      ),
  );
  if (paper?.[0]?.code === UNDER_MINIMUM_AGE) {
    return (
      <>
        <Alert type="info" heading={t('annualReturn.exemptByAgeHeading', { year: age.data?.taxYear ?? '' })}>
          <p className="margin-0">{paper[0].text}</p>
        </Alert>
        <p className="margin-top-3">
          <Link className="usa-button" to={paths.exemption}>
            {t('annualReturn.toExemption')}
          </Link>
        </p>
        <p>
          <Link to={paths.dashboard}>{t('annualReturn.toDashboard')}</Link>
        </p>
      </>
    );
  }
  if (paper) {
    return (
      <>
        <Alert type="warning" heading={t('annualReturn.paperHeading')}>
          <ul className="margin-0">
            {paper.map((r) => (
              <li key={r.code}>{r.text}</li>
            ))}
          </ul>
        </Alert>
        <p className="margin-top-3">
          <Link to={paths.dashboard}>{t('annualReturn.toDashboard')}</Link>
        </p>
      </>
    );
  }
  return (
    <form className="usa-form usa-form--large" noValidate onSubmit={(e) => void submit(e)}>
      <p>{t('annualReturn.questionnaireIntro')}</p>
      {send.isError && !fieldErrorsOf(send.error) && (
        <Alert type="error">
          <p className="margin-0">{problemMessage(send.error)}</p>
        </Alert>
      )}
      {questions.map((q) => {
        const error = messageOf(q);
        const errorId = `${q}-error`;
        return (
          <fieldset
            className={`usa-fieldset margin-top-2${error ? ' usa-form-group usa-form-group--error' : ''}`}
            key={q}
            disabled={send.isPending}
          >
            <legend className="usa-legend">{questionText(q)}</legend>
            {error && (
              <span className="usa-error-message" id={errorId}>
                {error}
              </span>
            )}
            {([true, false] as const).map((value) => {
              const id = `${q}-${value ? 'yes' : 'no'}`;
              return (
                <div className="usa-radio" key={id}>
                  <input
                    className="usa-radio__input"
                    id={id}
                    type="radio"
                    name={q}
                    checked={answers[q] === value}
                    aria-describedby={error ? errorId : undefined}
                    onChange={() => setValue(q, value, { shouldValidate: formState.isSubmitted })}
                  />
                  <label className="usa-radio__label" htmlFor={id}>
                    {value ? t('annualReturn.yes') : t('annualReturn.no')}
                  </label>
                </div>
              );
            })}
          </fieldset>
        );
      })}
      <button type="submit" className="usa-button margin-top-3" disabled={age.isPending}>
        {t('annualReturn.next')}
      </button>
    </form>
  );
}

/** The W-2s and 1099s with their totals. */
export function SummaryStep({ form }: { form: CityTaxForm }) {
  const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
  const rows: [string, number][] = [
    [t('annualReturn.totalWages'), sum(form.w2s.map((w) => w.medicareWages))],
    [t('annualReturn.totalWithheld'), sum(form.w2s.map((w) => w.localTaxWithheld))],
    [t('annualReturn.total1099'), sum(form.form1099s.map((f) => f.income))],
  ];
  return (
    <table className="usa-table usa-table--borderless width-full">
      <caption>{t('annualReturn.totals')}</caption>
      <tbody>
        {rows.map(([label, cents]) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td className="text-right">{formatCents(cents)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The city tax form: taxpayer block, the engine's worksheet, the agreement in lieu of signature, File. */
export function CityTaxFormStep({
  form,
  onFiled,
  showErrors,
}: {
  form: CityTaxForm;
  onFiled: (filed: FiledForm) => void;
  showErrors: (errors: readonly StepError[]) => void;
}) {
  const taxpayer = useTaxpayerInfo();
  const [agreed, setAgreed] = useState(false);
  const [error, setError] = useState(false);
  const [waived, setWaived] = useState(false);
  const [waiveError, setWaiveError] = useState(false);
  const file = useMutation({ mutationFn: fileReturn, onSuccess: onFiled });
  const calc = form.calculation;
  return (
    <>
      <TaxpayerBlock
        info={taxpayer.data}
        loading={taxpayer.isPending}
        failed={taxpayer.isError}
        mode={TaxpayerDisplayMode.CityTaxForm}
      />
      {!calc.ok ? (
        <Alert type="error">
          <p className="margin-0">{calc.detail}</p>
        </Alert>
      ) : (
        <>
          <WorksheetTable
            worksheet={calc.worksheet}
            caption={t('annualReturn.worksheetCaption', { year: form.taxYear })}
          />
          <Notices notices={calc.notices} />
          {
            <form
              className="usa-form usa-form--large"
              noValidate
              onSubmit={(e) => {
                e.preventDefault();
                const mustWaive = !!calc.fileOnPaper && !waived;
                setError(!agreed);
                setWaiveError(mustWaive);
                showErrors([
                  ...(mustWaive
                    ? [{ fieldId: 'waive', message: t('annualReturn.overpayment.required') }]
                    : []),
                  ...(agreed ? [] : [{ fieldId: 'agreement', message: t('annualReturn.agreementRequired') }]),
                ]);
                if (agreed && !mustWaive) file.mutate(calc.fileOnPaper ? calc.overpayment : undefined);
              }}
            >
              {calc.fileOnPaper && (
                <OverpaymentChoice
                  cents={calc.overpayment}
                  waived={waived}
                  onWaive={setWaived}
                  error={waiveError}
                />
              )}
              <p className="font-sans-lg text-bold">
                {t('annualReturn.balanceDue', { amount: formatCents(calc.balanceDue) })}
              </p>
              {file.isError && (
                <Alert type="error">
                  <p className="margin-0">{problemMessage(file.error)}</p>
                </Alert>
              )}
              <CheckboxField
                id="agreement"
                label={t('annualReturn.agreement')}
                checked={agreed}
                onChange={setAgreed}
                error={error ? t('annualReturn.agreementRequired') : undefined}
              />
              <button type="submit" className="usa-button" disabled={file.isPending}>
                {file.isPending ? t('annualReturn.filing') : t('annualReturn.file')}
              </button>
            </form>
          }
        </>
      )}
    </>
  );
}
