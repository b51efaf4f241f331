import type { ReactNode } from 'react';
import { useFieldArray } from 'react-hook-form';
import {
  api,
  filedNetProfitEstimate,
  netProfitEstimateCalculation,
  netProfitEstimateRequest,
  TaxpayerDisplayMode,
  type NetProfitEstimateRequest,
} from '@efile/contracts';
import { municipalities } from '@efile/tax';
import { t } from '../../i18n';
import { fileOnce } from '../../lib/filing-key';
import { apiFetch } from '../../lib/http';
import { useTaxYear } from '../../lib/tax-year';
import { AlreadyFiledNotice, useAlreadyFiled } from '../../ui/already-filed';
import { Spinner } from '../../ui/alert';
import { ComputedForm, FileButton, FormIntro, useComputedForm } from '../../ui/computed-form';
import { CheckboxInput, CityInput, MoneyInput, type MoneyFields } from '../../ui/schema-form';
import { EstimateResult } from '../../ui/estimate-result';
import { FiledForm } from '../../ui/filed-form';
import { PageHeading } from '../../ui/page';

const calculate = (body: NetProfitEstimateRequest) =>
  apiFetch(api.netProfitEstimateCalculate, { method: 'POST', body, schema: netProfitEstimateCalculation });
const fileEstimate = (body: NetProfitEstimateRequest) =>
  fileOnce('net-profit-estimate', api.netProfitEstimate, {
    // Called only once the page's agreement box is checked: the server refuses a filing without it.
    body: { ...body, agreement: true },
    schema: filedNetProfitEstimate,
  });

/** The form as typed: the request's shape, amounts in dollars as text (ui/computed-form converts). */
interface Values {
  cities: { city: string; netProfit: string }[];
}
const emptyCity = () => ({ city: '', netProfit: '' });
/** The contract's name of each amount. */
const MONEY: MoneyFields = { 'cities.*.netProfit': 'Net profit' };

/** Spec §2 FAQ net profit estimate by quarter: net profit by member city, the year's tax, quarters, paid online. */
export default function NetProfitEstimatePage() {
  const filingYear = useTaxYear();
  const filedBefore = useAlreadyFiled('net-profit-estimate', filingYear && filingYear + 1);
  if (filingYear === undefined || filedBefore === undefined) return <Spinner label={t('app.loading')} />;
  const year = filingYear + 1;
  const heading = (
    <>
      <PageHeading>{t('netProfitEstimate.title')}</PageHeading>
      <p className="usa-intro">{t('netProfitEstimate.taxYear', { year })}</p>
    </>
  );
  if (filedBefore) {
    return (
      <>
        {heading}
        <AlreadyFiledNotice what={t('netProfitEstimate.what')} year={year} formType="net-profit-estimate" />
      </>
    );
  }
  return <NetProfitForm heading={heading} year={year} />;
}

function NetProfitForm({ heading, year }: { heading: ReactNode; year: number }) {
  const state = useComputedForm({
    schema: netProfitEstimateRequest,
    money: MONEY,
    defaultValues: { cities: [emptyCity()] } as Values,
    calculate,
    file: fileEstimate,
    // Issue 24 item 6: the agreement in lieu of signature, as on the individual forms.
    agreement: t('netProfitEstimate.agreementRequired'),
  });
  const { form, preview, filing, busy, failure } = state;
  const rows = useFieldArray({ control: form.control, name: 'cities' });
  const members = municipalities(year);
  if (filing.data) {
    const filed = filing.data;
    return (
      <FiledForm
        heading={heading}
        texts="netProfitEstimate"
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
        mode={TaxpayerDisplayMode.Business}
        intro={t('netProfitEstimate.intro')}
        failure={failure}
        failedText={t('netProfitEstimate.failed')}
      />
      <ComputedForm state={state}>
        <form className="usa-form usa-form--large" noValidate onSubmit={state.onCalculate}>
          {rows.fields.map((row, i) => (
            <fieldset className="usa-fieldset margin-top-3" key={row.id} disabled={busy}>
              <legend className="usa-legend usa-legend--large">
                {t('netProfitEstimate.city', { n: i + 1 })}
              </legend>
              <CityInput
                name={`cities.${i}.city`}
                label={t('netProfitEstimate.cityField')}
                cities={members}
              />
              <MoneyInput name={`cities.${i}.netProfit`} label={t('netProfitEstimate.netProfit')} />
              {rows.fields.length > 1 && (
                <button
                  type="button"
                  className="usa-button usa-button--unstyled margin-top-1"
                  onClick={() => rows.remove(i)}
                >
                  {t('netProfitEstimate.removeCity', { n: i + 1 })}
                </button>
              )}
            </fieldset>
          ))}
          <button
            type="button"
            className="usa-button usa-button--outline margin-top-2"
            disabled={busy}
            onClick={() => rows.append(emptyCity(), { shouldFocus: false })}
          >
            {t('netProfitEstimate.addCity')}
          </button>
          <button type="submit" className="usa-button margin-top-3" disabled={busy}>
            {preview.isPending ? t('netProfitEstimate.calculating') : t('netProfitEstimate.calculate')}
          </button>
        </form>
        {preview.data && (
          <>
            <EstimateResult calculation={preview.data} focus />
            {preview.data.declarationRequired && (
              <>
                <div className="margin-top-3">
                  <CheckboxInput name="agreement" label={t('netProfitEstimate.agreement')} />
                </div>
                <FileButton
                  busy={busy}
                  pending={filing.isPending}
                  label={t('netProfitEstimate.file')}
                  pendingLabel={t('netProfitEstimate.filing')}
                  onFile={state.onFile}
                />
              </>
            )}
          </>
        )}
      </ComputedForm>
    </>
  );
}
