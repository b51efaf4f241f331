import type { ReactNode } from 'react';
import { useFieldArray } from 'react-hook-form';
import { individualEstimateRequest, TaxpayerDisplayMode } from '@efile/contracts';
import { municipalities } from '@efile/tax';
import { t } from '../../i18n';
import { useTaxYear } from '../../lib/tax-year';
import { AlreadyFiledNotice, useAlreadyFiled } from '../../ui/already-filed';
import { Spinner } from '../../ui/alert';
import { ComputedForm, FileButton, FormIntro, useComputedForm } from '../../ui/computed-form';
import { CheckboxInput, CityInput, MoneyInput, TextInput, type MoneyFields } from '../../ui/schema-form';
import { EstimateResult } from '../../ui/estimate-result';
import { FiledForm } from '../../ui/filed-form';
import { PageHeading } from '../../ui/page';
import { calculateEstimate, fileEstimate } from './api';

/** The form as typed: the request's shape, amounts in dollars as text (ui/computed-form converts). */
interface Values {
  incomes: { description: string; income: string; workCity: string; workCityTaxWithheld: boolean }[];
  residentOnJanuary1: boolean;
}
const emptyIncome = (): Values['incomes'][number] => ({
  description: '',
  income: '',
  workCity: '',
  workCityTaxWithheld: false,
});
/** The contract's name of each amount (its messages say "Estimated income is required."). */
const MONEY: MoneyFields = { 'incomes.*.income': 'Estimated income' };

/** Spec §2 individual estimate: income by place of work, allocations, quarterly payments. */
export default function EstimatePage() {
  const filingYear = useTaxYear();
  const filedBefore = useAlreadyFiled('individual-estimate', filingYear && filingYear + 1);
  if (filingYear === undefined || filedBefore === undefined) return <Spinner label={t('app.loading')} />;
  const year = filingYear + 1;
  const heading = (
    <>
      <PageHeading>{t('individualEstimate.title')}</PageHeading>
      <p className="usa-intro">{t('individualEstimate.taxYear', { year })}</p>
    </>
  );
  if (filedBefore) {
    return (
      <>
        {heading}
        <AlreadyFiledNotice what={t('individualEstimate.what')} year={year} formType="individual-estimate" />
      </>
    );
  }
  return <EstimateForm heading={heading} year={year} />;
}

function EstimateForm({ heading, year }: { heading: ReactNode; year: number }) {
  // Issue 24 item 6: the work city is chosen from the year's member cities (no "Clevland").
  const cities = municipalities(year);
  const state = useComputedForm({
    schema: individualEstimateRequest,
    money: MONEY,
    defaultValues: { incomes: [emptyIncome()], residentOnJanuary1: true } as Values,
    calculate: calculateEstimate,
    file: fileEstimate,
    // Issue 24 item 6: the agreement in lieu of signature, as on the individual forms.
    agreement: t('individualEstimate.agreementRequired'),
  });
  const { form, preview, filing, busy, failure } = state;
  const incomes = useFieldArray({ control: form.control, name: 'incomes' });
  const calculated = preview.data;
  const filed = filing.data;

  if (filed) {
    return (
      <FiledForm
        heading={heading}
        texts="individualEstimate"
        filed={filed}
        amount={{ key: 'dueNow', cents: filed.amountDue }}
        result={<EstimateResult calculation={filed.calculation} />}
      />
    );
  }
  return (
    <>
      {heading}
      <FormIntro
        mode={TaxpayerDisplayMode.Individual}
        intro={t('individualEstimate.intro')}
        failure={failure}
        failedText={t('individualEstimate.failed')}
      />
      <ComputedForm state={state}>
        <form className="usa-form usa-form--large" noValidate onSubmit={state.onCalculate}>
          {incomes.fields.map((row, i) => (
            <fieldset className="usa-fieldset margin-top-3" key={row.id} disabled={busy}>
              <legend className="usa-legend usa-legend--large">
                {t('individualEstimate.income', { n: i + 1 })}
              </legend>
              <TextInput
                name={`incomes.${i}.description`}
                label={t('individualEstimate.description')}
                maxLength={60}
              />
              <MoneyInput
                name={`incomes.${i}.income`}
                label={t('individualEstimate.amount')}
                placeholder={t('individualEstimate.amountHint')}
              />
              <CityInput
                name={`incomes.${i}.workCity`}
                label={t('individualEstimate.workCity')}
                blank={t('individualEstimate.workCityHome')}
                cities={cities}
              />
              <CheckboxInput
                name={`incomes.${i}.workCityTaxWithheld`}
                label={t('individualEstimate.withheld')}
              />
              {incomes.fields.length > 1 && (
                <button
                  type="button"
                  className="usa-button usa-button--unstyled margin-top-1"
                  onClick={() => incomes.remove(i)}
                >
                  {t('individualEstimate.removeIncome', { n: i + 1 })}
                </button>
              )}
            </fieldset>
          ))}
          <button
            type="button"
            className="usa-button usa-button--outline margin-top-2"
            disabled={busy}
            onClick={() => incomes.append(emptyIncome(), { shouldFocus: false })}
          >
            {t('individualEstimate.addIncome')}
          </button>
          <fieldset className="usa-fieldset margin-top-3" disabled={busy}>
            <CheckboxInput name="residentOnJanuary1" label={t('individualEstimate.resident')} />
          </fieldset>
          <button type="submit" className="usa-button margin-top-3" disabled={busy}>
            {preview.isPending ? t('individualEstimate.calculating') : t('individualEstimate.calculate')}
          </button>
        </form>
        {calculated && (
          <>
            <EstimateResult calculation={calculated} focus />
            <div className="margin-top-3">
              <CheckboxInput name="agreement" label={t('individualEstimate.agreement')} />
            </div>
            <FileButton
              busy={busy}
              pending={filing.isPending}
              label={t('individualEstimate.file')}
              pendingLabel={t('individualEstimate.filing')}
              onFile={state.onFile}
            />
          </>
        )}
      </ComputedForm>
    </>
  );
}
