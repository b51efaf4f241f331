import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useMutation, useQuery } from '@tanstack/react-query';
import {
  paths,
  UNDER_MINIMUM_AGE,
  TaxpayerDisplayMode,
  type CityTaxForm,
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
import { OverpaymentChoice } from './overpayment';
import { QUESTIONS } from './interview';

/** The eligibility questionnaire: each "yes" is a reason to file on paper (spec §1). */
export function QuestionnaireStep({
  initial,
  onEligible,
}: {
  initial: EligibilityAnswers | null;
  onEligible: () => void;
}) {
  const [answers, setAnswers] = useState<Partial<EligibilityAnswers>>(initial ?? {});
  const [missing, setMissing] = useState(false);
  const [paper, setPaper] = useState<QuestionnaireResult['reasons'] | null>(null);
  // Without a birth date on record the taxpayer states their age (issue 9 item 7).
  const age = useQuery({ queryKey: ['age-question'], queryFn: loadAgeQuestion });
  const questions: readonly (keyof EligibilityAnswers)[] = age.data?.asked
    ? [...QUESTIONS, 'under18AtYearEnd']
    : QUESTIONS;
  const send = useMutation({
    mutationFn: answerQuestions,
    onSuccess: (result) => (result.eligible ? onEligible() : setPaper(result.reasons)),
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    const unanswered = questions.find((q) => answers[q] === undefined);
    setMissing(!!unanswered);
    if (unanswered) document.getElementById(`${unanswered}-yes`)?.focus();
    else send.mutate(answers as EligibilityAnswers);
  }
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
    <form className="usa-form usa-form--large" noValidate onSubmit={submit}>
      <p>{t('annualReturn.questionnaireIntro')}</p>
      {missing && (
        <Alert type="error">
          <p className="margin-0">{t('annualReturn.answerAll')}</p>
        </Alert>
      )}
      {send.isError && (
        <Alert type="error">
          <p className="margin-0">{problemMessage(send.error)}</p>
        </Alert>
      )}
      {questions.map((q) => (
        <fieldset className="usa-fieldset margin-top-2" key={q} disabled={send.isPending}>
          <legend className="usa-legend">
            {q === 'under18AtYearEnd'
              ? t('annualReturn.under18Question', { year: age.data?.taxYear ?? '' })
              : t(`annualReturn.questions.${q}`)}
          </legend>
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
                  onChange={() => setAnswers((a) => ({ ...a, [q]: value }))}
                />
                <label className="usa-radio__label" htmlFor={id}>
                  {value ? t('annualReturn.yes') : t('annualReturn.no')}
                </label>
              </div>
            );
          })}
        </fieldset>
      ))}
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
}: {
  form: CityTaxForm;
  onFiled: (filed: FiledForm) => void;
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
                if (agreed && !mustWaive) file.mutate(calc.fileOnPaper ? calc.overpayment : undefined);
                else document.getElementById(mustWaive ? 'waive' : 'agreement')?.focus();
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
