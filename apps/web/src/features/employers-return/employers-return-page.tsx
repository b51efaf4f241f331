import { useState } from 'react';
import { useFieldArray, useWatch } from 'react-hook-form';
import {
  api,
  filedEmployersReturn,
  employersReturnCalculation,
  employersReturnRequest,
  TaxpayerDisplayMode,
  type EmployersReturnCalculation,
  type EmployersReturnRequest,
} from '@efile/contracts';
import { municipalities } from '@efile/tax';
import { t } from '../../i18n';
import { fileOnce } from '../../lib/filing-key';
import { apiFetch } from '../../lib/http';
import { formatCents } from '../../lib/money';
import { useClientConfig } from '../../lib/client-config';
import { longDate } from '../../lib/dates';
import { defaultPeriod, latestEndedPeriod, lateNotice } from './periods';
import { ResultSection } from '../../ui/result-section';
import { Alert, Spinner } from '../../ui/alert';
import { FiledForm } from '../../ui/filed-form';
import { ComputedForm, FileButton, FormIntro, useComputedForm } from '../../ui/computed-form';
import { CheckboxInput, CityInput, MoneyInput, SelectInput } from '../../ui/schema-form';
import { PageHeading } from '../../ui/page';
import { Notices, WorksheetTable } from '../../ui/worksheet';
import { CityFields } from './city-fields';
import { emptyCity, RETURN_MONEY, type ReturnValues } from './rows';

const calculate = (body: EmployersReturnRequest) =>
  apiFetch(api.employersReturnCalculate, { method: 'POST', body, schema: employersReturnCalculation });
const fileReturn = (body: EmployersReturnRequest) =>
  fileOnce(
    'employers-return',
    api.employersReturn,
    // Called only once the page's agreement box is checked: the server refuses a filing without it.
    { body: { ...body, agreement: true }, schema: filedEmployersReturn },
    `${body.taxYear}-${body.frequency}-${body.period}`,
  );

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * Spec §2 FAQ employer return: Monthly or Quarterly, work cities with wages, tax withheld and
 * explained adjustments, residence tax withheld; the engine's worksheet (ORC 718.03, and 718.27
 * when late); File, then payment.
 */
export default function EmployersReturnPage() {
  const config = useClientConfig();
  if (config === undefined) return <Spinner label={t('app.loading')} />;
  return <ReturnForm filingYear={config.taxYear} today={config.today} />;
}

function ReturnForm({ filingYear, today }: { filingYear: number; today: string }) {
  const start = latestEndedPeriod(today, 'quarterly');
  const state = useComputedForm({
    schema: employersReturnRequest,
    money: RETURN_MONEY,
    defaultValues: {
      taxYear: start.taxYear,
      frequency: 'quarterly',
      period: start.period,
      cities: [emptyCity()],
      residenceTaxWithheld: [],
    } as ReturnValues,
    calculate,
    file: fileReturn,
    // Issue 24 item 6: the agreement in lieu of signature, as on the individual forms.
    agreement: t('employersReturn.agreementRequired'),
  });
  const { form, preview, filing, busy, failure } = state;
  // Year and period follow the latest ended period until the employer picks them.
  const [picked, setPicked] = useState({ year: false, period: false });
  const cities = useFieldArray({ control: form.control, name: 'cities' });
  const residence = useFieldArray({ control: form.control, name: 'residenceTaxWithheld' });
  const [taxYear, frequency, period] = useWatch({
    control: form.control,
    name: ['taxYear', 'frequency', 'period'],
  });
  const members = municipalities(taxYear);
  const heading = <PageHeading>{t('employersReturn.title')}</PageHeading>;
  if (filing.data) {
    const filed = filing.data;
    return (
      <FiledForm
        heading={heading}
        texts="employersReturn"
        filed={filed}
        amount={{ key: 'total', cents: filed.amountDue }}
        result={<Result calculation={filed.calculation} />}
      />
    );
  }

  // Months and quarters number differently: a new frequency starts again from its default.
  const chooseFrequency = (f: 'monthly' | 'quarterly') => {
    const year = picked.year ? taxYear : latestEndedPeriod(today, f).taxYear;
    form.setValue('frequency', f, { shouldDirty: true });
    form.setValue('taxYear', year);
    form.setValue('period', defaultPeriod(today, f, year));
    setPicked((p) => ({ ...p, period: false }));
  };
  const chooseYear = (year: number) => {
    setPicked((p) => ({ ...p, year: true }));
    if (!picked.period) form.setValue('period', defaultPeriod(today, frequency, year));
  };
  const periods =
    frequency === 'monthly' ? MONTHS : [1, 2, 3, 4].map((n) => t('employersReturn.quarterName', { n }));
  const late = lateNotice(taxYear, frequency, period, today);
  return (
    <>
      {heading}
      <FormIntro
        mode={TaxpayerDisplayMode.Business}
        intro={t('employersReturn.intro')}
        failure={failure}
        failedText={t('employersReturn.failed')}
      />
      <ComputedForm state={state}>
        <form className="usa-form usa-form--large" noValidate onSubmit={state.onCalculate}>
          <fieldset className="usa-fieldset" disabled={busy}>
            <SelectInput
              name="taxYear"
              number
              label={t('employersReturn.taxYear')}
              options={[filingYear + 1, filingYear, filingYear - 1].map((y) => ({
                value: y,
                label: String(y),
              }))}
              onPicked={(value) => chooseYear(Number(value))}
            />
            <fieldset className="usa-fieldset margin-top-2">
              <legend className="usa-legend">{t('employersReturn.frequency')}</legend>
              {(['monthly', 'quarterly'] as const).map((f) => (
                <div className="usa-radio" key={f}>
                  <input
                    className="usa-radio__input"
                    id={`frequency-${f}`}
                    type="radio"
                    name="frequency"
                    value={f}
                    checked={frequency === f}
                    onChange={() => chooseFrequency(f)}
                  />
                  <label className="usa-radio__label" htmlFor={`frequency-${f}`}>
                    {t(`employersReturn.${f}`)}
                  </label>
                </div>
              ))}
            </fieldset>
            <SelectInput
              name="period"
              number
              label={frequency === 'monthly' ? t('employersReturn.month') : t('employersReturn.quarter')}
              options={periods.map((p, i) => ({ value: i + 1, label: p }))}
              onPicked={() => setPicked((p) => ({ ...p, period: true }))}
            />
            {late && (
              <Alert type="warning" slim>
                <p className="margin-0" data-testid="late-notice">
                  {late}
                </p>
              </Alert>
            )}
          </fieldset>
          <fieldset className="usa-fieldset" disabled={busy}>
            <legend className="usa-sr-only">{t('employersReturn.citiesLegend')}</legend>
            {cities.fields.map((row, i) => (
              <CityFields
                key={row.id}
                index={i}
                cities={members}
                {...(cities.fields.length > 1 ? { onRemove: () => cities.remove(i) } : {})}
              />
            ))}
            <button
              type="button"
              className="usa-button usa-button--outline margin-top-2"
              onClick={() => cities.append(emptyCity(), { shouldFocus: false })}
            >
              {t('employersReturn.addCity')}
            </button>
          </fieldset>
          <fieldset className="usa-fieldset margin-top-3" disabled={busy}>
            <legend className="usa-legend usa-legend--large">{t('employersReturn.residenceLegend')}</legend>
            <p className="usa-hint">{t('employersReturn.residenceHint')}</p>
            {residence.fields.map((r, j) => {
              const label = t('employersReturn.residence', { n: j + 1 });
              return (
                <div key={r.id} role="group" aria-label={label} className="margin-top-2">
                  <CityInput
                    name={`residenceTaxWithheld.${j}.city`}
                    label={`${label}: ${t('employersReturn.cityField')}`}
                    cities={members}
                  />
                  <MoneyInput
                    name={`residenceTaxWithheld.${j}.amount`}
                    label={`${label}: ${t('employersReturn.residenceAmount')}`}
                  />
                  <button
                    type="button"
                    className="usa-button usa-button--unstyled margin-top-1"
                    onClick={() => residence.remove(j)}
                  >
                    {t('employersReturn.removeResidence', { n: j + 1 })}
                  </button>
                </div>
              );
            })}
            <button
              type="button"
              className="usa-button usa-button--outline margin-top-2"
              onClick={() => residence.append({ city: '', amount: '' }, { shouldFocus: false })}
            >
              {t('employersReturn.addResidence')}
            </button>
          </fieldset>
          <button type="submit" className="usa-button margin-top-3" disabled={busy}>
            {preview.isPending ? t('employersReturn.calculating') : t('employersReturn.calculate')}
          </button>
        </form>
        {preview.data && (
          <>
            <Result calculation={preview.data} focus />
            <div className="margin-top-3">
              <CheckboxInput name="agreement" label={t('employersReturn.agreement')} />
            </div>
            <FileButton
              busy={busy}
              pending={filing.isPending}
              label={t('employersReturn.file')}
              pendingLabel={t('employersReturn.filing')}
              onFile={state.onFile}
            />
          </>
        )}
      </ComputedForm>
    </>
  );
}

function Result({ calculation, focus }: { calculation: EmployersReturnCalculation; focus?: boolean }) {
  return (
    <ResultSection id="return-result-heading" heading={t('employersReturn.resultHeading')} focus={focus}>
      <p>
        {t('employersReturn.due', { due: longDate(calculation.dueDate), date: longDate(calculation.asOf) })}
      </p>
      <Notices notices={calculation.notices} />
      <WorksheetTable worksheet={calculation.worksheet} caption={t('employersReturn.caption')} />
      <p className="font-body-lg text-bold">
        {t('employersReturn.total', { amount: formatCents(calculation.total) })}
      </p>
    </ResultSection>
  );
}
