import { useState, type FormEvent } from 'react';
import {
  api,
  filedEmployersReturn,
  employersReturnCalculation,
  TaxpayerDisplayMode,
  type EmployersReturnCalculation,
  type EmployersReturnRequest,
} from '@efile/contracts';
import { municipalities } from '@efile/tax';
import { t } from '../../i18n';
import { apiFetch, newIdempotencyKey } from '../../lib/http';
import { formatCents } from '../../lib/money';
import { useClientConfig } from '../../lib/client-config';
import { longDate } from '../../lib/dates';
import { defaultPeriod, latestEndedPeriod } from './periods';
import { ResultSection } from '../../ui/result-section';
import { Spinner } from '../../ui/alert';
import { CurrencyField } from '../../ui/currency-field';
import { FiledForm } from '../../ui/filed-form';
import { FileButton, FormIntro, useComputedForm } from '../../ui/computed-form';
import { PageHeading } from '../../ui/page';
import { FormGroup } from '../../ui/text-field';
import { Notices, WorksheetTable } from '../../ui/worksheet';
import { CitySelect } from '../../ui/city-select';
import { CityFields } from './city-fields';
import { emptyCity, fieldId, newKey, toRequest, type CityRow, type ResidenceRow } from './rows';

const calculate = (body: EmployersReturnRequest) =>
  apiFetch(api.employersReturnCalculate, { method: 'POST', body, schema: employersReturnCalculation });
const fileReturn = (body: EmployersReturnRequest) =>
  apiFetch(api.employersReturn, {
    method: 'POST',
    body,
    schema: filedEmployersReturn,
    idempotencyKey: newIdempotencyKey(),
  });

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
  // Year and period follow the latest ended period until the employer picks them.
  const [year, keepYear] = useState<number | null>(null);
  const [frequency, keepFrequency] = useState<'monthly' | 'quarterly'>('quarterly');
  const [chosenPeriod, keepPeriod] = useState<number | null>(null);
  const [cities, keepCities] = useState<CityRow[]>(() => [emptyCity()]);
  const [residence, keepResidence] = useState<ResidenceRow[]>([]);
  const {
    errors,
    setErrors,
    preview: preview,
    filing: file,
    busy,
    failure,
  } = useComputedForm(calculate, fileReturn);

  if (config === undefined) return <Spinner label={t('app.loading')} />;
  const filingYear = config.taxYear;
  const taxYear = year ?? latestEndedPeriod(config.today, frequency).taxYear;
  const period = chosenPeriod ?? defaultPeriod(config.today, frequency, taxYear);
  const members = municipalities(taxYear);
  // Any change to what was previewed (a field, a row added or removed) hides the old figures.
  const changing =
    <T,>(keep: (value: T) => void) =>
    (value: T) => {
      preview.reset();
      keep(value);
    };
  const [setYear, setPeriod] = [changing(keepYear), changing(keepPeriod)];
  // Months and quarters number differently: a new frequency starts again from its default.
  const setFrequency = changing((value: 'monthly' | 'quarterly') => {
    keepFrequency(value);
    keepPeriod(null);
  });
  const [setCities, setResidence] = [changing(keepCities), changing(keepResidence)];

  function request(): EmployersReturnRequest | null {
    const { body, errors: found } = toRequest({ taxYear, frequency, period }, cities, residence);
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) document.getElementById(first)?.focus();
    return first ? null : body;
  }
  const heading = <PageHeading>{t('employersReturn.title')}</PageHeading>;
  if (file.isSuccess) {
    const filed = file.data;
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

  const periods =
    frequency === 'monthly' ? MONTHS : [1, 2, 3, 4].map((n) => t('employersReturn.quarterName', { n }));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const body = request();
    if (body) preview.mutate(body);
  };
  return (
    <>
      {heading}
      <FormIntro
        mode={TaxpayerDisplayMode.Business}
        intro={t('employersReturn.intro')}
        failure={failure}
        failedText={t('employersReturn.failed')}
      />
      <form className="usa-form usa-form--large" noValidate onSubmit={onSubmit}>
        <fieldset className="usa-fieldset" disabled={busy}>
          <FormGroup
            id="taxYear"
            label={t('employersReturn.taxYear')}
            error={errors.taxYear}
            control={(aria) => (
              <select
                className="usa-select"
                {...aria}
                value={taxYear}
                onChange={(e) => setYear(Number(e.target.value))}
              >
                {[filingYear + 1, filingYear, filingYear - 1].map((y) => (
                  <option key={y} value={y}>
                    {y}
                  </option>
                ))}
              </select>
            )}
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
                  checked={frequency === f}
                  onChange={() => setFrequency(f)}
                />
                <label className="usa-radio__label" htmlFor={`frequency-${f}`}>
                  {t(`employersReturn.${f}`)}
                </label>
              </div>
            ))}
          </fieldset>
          <FormGroup
            id="period"
            label={frequency === 'monthly' ? t('employersReturn.month') : t('employersReturn.quarter')}
            error={errors.period}
            control={(aria) => (
              <select
                className="usa-select"
                {...aria}
                value={period}
                onChange={(e) => setPeriod(Number(e.target.value))}
              >
                {periods.map((p, i) => (
                  <option key={p} value={i + 1}>
                    {p}
                  </option>
                ))}
              </select>
            )}
          />
        </fieldset>
        <fieldset className="usa-fieldset" disabled={busy}>
          <legend className="usa-sr-only">{t('employersReturn.citiesLegend')}</legend>
          {cities.map((row, i) => (
            <CityFields
              key={row.key}
              row={row}
              index={i}
              cities={members}
              errors={errors}
              onChange={(next) =>
                setCities((all: CityRow[]) => all.map((c) => (c.key === row.key ? next : c)))
              }
              {...(cities.length > 1
                ? { onRemove: () => setCities((all) => all.filter((c) => c.key !== row.key)) }
                : {})}
            />
          ))}
          <button
            type="button"
            className="usa-button usa-button--outline margin-top-2"
            onClick={() => setCities((all) => [...all, emptyCity()])}
          >
            {t('employersReturn.addCity')}
          </button>
        </fieldset>
        <fieldset className="usa-fieldset margin-top-3" disabled={busy}>
          <legend className="usa-legend usa-legend--large">{t('employersReturn.residenceLegend')}</legend>
          <p className="usa-hint">{t('employersReturn.residenceHint')}</p>
          {residence.map((r, j) => {
            const set = (change: Partial<ResidenceRow>) => {
              setResidence((all: ResidenceRow[]) =>
                all.map((x) => (x.key === r.key ? { ...x, ...change } : x)),
              );
            };
            const label = t('employersReturn.residence', { n: j + 1 });
            return (
              <div key={r.key} role="group" aria-label={label} className="margin-top-2">
                <CitySelect
                  id={fieldId('residenceTaxWithheld', j, 'city')}
                  label={`${label}: ${t('employersReturn.cityField')}`}
                  value={r.city}
                  error={errors[fieldId('residenceTaxWithheld', j, 'city')]}
                  cities={members}
                  onChange={(city) => set({ city })}
                />
                <CurrencyField
                  id={fieldId('residenceTaxWithheld', j, 'amount')}
                  label={`${label}: ${t('employersReturn.residenceAmount')}`}
                  value={r.amount}
                  error={errors[fieldId('residenceTaxWithheld', j, 'amount')]}
                  onValueChange={(amount) => set({ amount })}
                />
                <button
                  type="button"
                  className="usa-button usa-button--unstyled margin-top-1"
                  onClick={() => setResidence((all) => all.filter((x) => x.key !== r.key))}
                >
                  {t('employersReturn.removeResidence', { n: j + 1 })}
                </button>
              </div>
            );
          })}
          <button
            type="button"
            className="usa-button usa-button--outline margin-top-2"
            onClick={() => setResidence((all) => [...all, { key: newKey(), city: '', amount: '' }])}
          >
            {t('employersReturn.addResidence')}
          </button>
        </fieldset>
        <button type="submit" className="usa-button margin-top-3" disabled={busy}>
          {preview.isPending ? t('employersReturn.calculating') : t('employersReturn.calculate')}
        </button>
      </form>
      {preview.isSuccess && (
        <>
          <Result calculation={preview.data} focus />
          <FileButton
            busy={busy}
            pending={file.isPending}
            label={t('employersReturn.file')}
            pendingLabel={t('employersReturn.filing')}
            onFile={() => {
              const body = request();
              if (body) file.mutate(body);
            }}
          />
        </>
      )}
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
