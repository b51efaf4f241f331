import { Fragment } from 'react';
import type { z } from 'zod';
import { LateCharges } from '../../ui/late-charges';
import { DEFAULT_AGENCY_CONFIG } from '@efile/tax';
import {
  TaxpayerDisplayMode,
  fileCityTaxFormRequest,
  type CityTaxForm,
  type FiledForm,
} from '@efile/contracts';
import { t } from '../../i18n';
import { formatCents } from '../../lib/money';
import { problemMessage } from '../../lib/problem-message';
import { useTaxpayerInfo } from '../../lib/taxpayer';
import { Alert } from '../../ui/alert';
import { CheckboxInput, SchemaForm, useSchemaForm } from '../../ui/schema-form';
import { TaxpayerBlock } from '../../ui/taxpayer-block';
import { Notices, WorksheetTable } from '../../ui/worksheet';
import { fileReturn } from './api';
import type { StepError } from '../../ui/form-steps';
import {
  ClaimFields,
  claimChecks,
  claimRequest,
  emptyClaim,
  type ClaimChoice,
  type ClaimPart,
} from '../../ui/claim-fields';

const PLAIN = [
  'totalQualifyingWages',
  'total1099Income',
  'taxableIncome',
  'residenceTax',
  'workCityCredit',
  'taxAfterCredit',
  'residenceCityWithheld',
  'estimatesPaid',
  'priorYearCredit',
  'totalPayments',
  'balanceDue',
  'overpayment',
] as const;
const PLAIN_ITEM = {
  qualifyingWages: 'itemQualifyingWages',
  income: 'itemIncome',
  workCityCredit: 'itemWorkCityCredit',
  residenceCityWithheld: 'itemResidenceCityWithheld',
} as const;

/** A worksheet line of the annual return in plain words (issue 14 item 5), when there are some. */
export function explainLine(id: string): string | undefined {
  const item = /^(?:w2|form1099)\.\d+\.(\w+)$/.exec(id)?.[1];
  if (item !== undefined) {
    const key = PLAIN_ITEM[item as keyof typeof PLAIN_ITEM] as
      (typeof PLAIN_ITEM)[keyof typeof PLAIN_ITEM] | undefined;
    return key && t(`annualReturn.plain.${key}`);
  }
  const line = PLAIN.find((p) => p === id);
  return line && t(`annualReturn.plain.${line}`);
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
            <td className="efile-money">{formatCents(cents)}</td>
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
            explain={explainLine}
            caption={t('annualReturn.worksheetCaption', { year: form.taxYear })}
          />
          <Notices notices={calc.notices} />
          <Glossary />
          <FileForm form={form} calc={calc} onFiled={onFiled} showErrors={showErrors} />
        </>
      )}
    </>
  );
}

type Figured = Extract<CityTaxForm['calculation'], { ok: true }>;

/**
 * File: the agreement in lieu of signature and, with an overpayment, what to do with it (issue 27:
 * a refund, a credit to next year, both, or giving it up) — checked with the contract's request
 * schema as the other forms are (`useSchemaForm`), their messages in the flow's error summary.
 */
function FileForm({
  form,
  calc,
  onFiled,
  showErrors,
}: {
  form: CityTaxForm;
  calc: Figured;
  onFiled: (filed: FiledForm) => void;
  showErrors: (errors: readonly StepError[]) => void;
}) {
  const overpayment = calc.fileOnPaper ? calc.overpayment : 0;
  const minimum = DEFAULT_AGENCY_CONFIG.refundMinimum;
  const file = useSchemaForm<FileValues, z.input<typeof fileCityTaxFormRequest>, FiledForm>({
    schema: fileCityTaxFormRequest,
    defaultValues: { choice: '', waiveConfirmed: false, agreement: false, claim: emptyClaim() },
    money: { 'claim.refundCents': t('refunds.splitRefund') },
    request: (v) => ({
      agreement: true,
      ...(!overpayment || !v.choice
        ? {}
        : v.choice === 'waive'
          ? { waiveOverpayment: overpayment }
          : { claim: claimRequest(v.choice, v.claim, overpayment) }),
    }),
    checks: (v) => ({
      ...(overpayment ? claimChecks(v.choice, v.claim, overpayment, minimum, 'claim.') : {}),
      // Giving an overpayment up is confirmed with its amount (issue 27 item 1).
      waiveConfirmed:
        overpayment && v.choice === 'waive' && !v.waiveConfirmed
          ? t('refunds.errors.confirmWaive', { amount: formatCents(overpayment) })
          : undefined,
      agreement: v.agreement ? undefined : t('annualReturn.agreementRequired'),
    }),
    send: fileReturn,
    onSent: onFiled,
    report: showErrors,
  });
  return (
    <SchemaForm state={file}>
      {overpayment > 0 && (
        <ClaimFields overpayment={overpayment} year={form.taxYear + 1} prefix="claim." waive />
      )}
      {overpayment > 0 && file.form.watch('choice') === 'waive' && (
        <CheckboxInput
          name="waiveConfirmed"
          label={t('refunds.waiveConfirm', { amount: formatCents(overpayment) })}
        />
      )}
      <p className="font-sans-lg text-bold">
        {t('annualReturn.balanceDue', { amount: formatCents(calc.balanceDue) })}
      </p>
      <LateCharges late={form.lateToday} />
      {file.failure && (
        <Alert type="error">
          <p className="margin-0">{problemMessage(file.failure)}</p>
        </Alert>
      )}
      <CheckboxInput name="agreement" label={t('annualReturn.agreement')} />
      <button type="submit" className="usa-button" disabled={file.busy}>
        {file.busy ? t('annualReturn.filing') : t('annualReturn.file')}
      </button>
    </SchemaForm>
  );
}

interface FileValues {
  choice: ClaimChoice;
  waiveConfirmed: boolean;
  agreement: boolean;
  claim: ClaimPart;
}

const TERMS = ['residenceCity', 'qualifyingWages', 'credit', 'estimatedPayments', 'overpayment'] as const;

/** The terms the worksheet cannot avoid, explained once, one click away (issue 14 item 5). */
function Glossary() {
  return (
    <details className="efile-glossary margin-y-2">
      <summary>{t('annualReturn.glossary.heading')}</summary>
      <dl className="efile-facts margin-top-1">
        {TERMS.map((term) => (
          <Fragment key={term}>
            <dt>{t(`annualReturn.glossary.${term}`)}</dt>
            <dd>{t(`annualReturn.glossary.${term}Text`)}</dd>
          </Fragment>
        ))}
      </dl>
    </details>
  );
}
