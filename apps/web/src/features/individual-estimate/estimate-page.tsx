import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { TaxpayerDisplayMode, type IndividualEstimateRequest } from '@efile/contracts';
import { t } from '../../i18n';
import { ApiError } from '../../lib/http';
import { parseDollars } from '../../lib/money';
import { problemMessage } from '../../lib/problem-message';
import { useTaxpayerInfo } from '../../lib/taxpayer';
import { useTaxYear } from '../../lib/tax-year';
import { AlreadyFiledNotice, useAlreadyFiled } from '../../ui/already-filed';
import { Alert, Spinner } from '../../ui/alert';
import { FiledForm } from '../../ui/filed-form';
import { PageHeading } from '../../ui/page';
import { TaxpayerBlock } from '../../ui/taxpayer-block';
import { CurrencyField } from '../../ui/currency-field';
import { TextField } from '../../ui/text-field';
import { calculateEstimate, fileEstimate } from './api';
import { EstimateResult } from '../../ui/estimate-result';

interface IncomeRow {
  key: number;
  description: string;
  amount: string;
  workCity: string;
  withheld: boolean;
}

let nextKey = 1;
const emptyRow = (): IncomeRow => ({
  key: nextKey++,
  description: '',
  amount: '',
  workCity: '',
  withheld: false,
});

/** Spec §2 individual estimate: income by place of work, allocations, quarterly payments. */
export default function EstimatePage() {
  const filingYear = useTaxYear();
  const taxpayer = useTaxpayerInfo();
  const [rows, setRows] = useState<IncomeRow[]>(() => [emptyRow()]);
  const [resident, setResident] = useState(true);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const calculate = useMutation({ mutationFn: calculateEstimate });
  const file = useMutation({ mutationFn: fileEstimate });
  const filedBefore = useAlreadyFiled('individual-estimate', filingYear && filingYear + 1);

  if (filingYear === undefined || filedBefore === undefined) return <Spinner label={t('app.loading')} />;
  const year = filingYear + 1;

  /** The request, or field errors (amounts in dollars and cents, never negative). */
  function request(): IndividualEstimateRequest | null {
    const found: Record<string, string> = {};
    const incomes = rows.map((row, i) => {
      const income = parseDollars(row.amount);
      if (!row.description.trim()) found[`description-${i}`] = 'Description is required.';
      if (income === null) found[`amount-${i}`] = t('individualEstimate.amountInvalid');
      return {
        description: row.description,
        income: income ?? 0,
        workCity: row.workCity || null,
        workCityTaxWithheld: row.withheld,
      };
    });
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) {
      document.getElementById(first)?.focus();
      return null;
    }
    return { incomes, residentOnJanuary1: resident };
  }

  function onCalculate(event: FormEvent) {
    event.preventDefault();
    const body = request();
    if (body) calculate.mutate(body);
  }

  const update = (key: number, change: Partial<IncomeRow>) => {
    calculate.reset();
    setRows((all) => all.map((r) => (r.key === key ? { ...r, ...change } : r)));
  };
  const heading = (
    <>
      <PageHeading>{t('individualEstimate.title')}</PageHeading>
      <p className="usa-intro">{t('individualEstimate.taxYear', { year })}</p>
    </>
  );

  if (file.isSuccess) {
    const filed = file.data;
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

  if (filedBefore) {
    return (
      <>
        {heading}
        <AlreadyFiledNotice what={t('individualEstimate.what')} year={year} />
      </>
    );
  }

  const failure = calculate.error ?? file.error;
  const busy = calculate.isPending || file.isPending;
  return (
    <>
      {heading}
      <TaxpayerBlock
        info={taxpayer.data}
        loading={taxpayer.isPending}
        failed={taxpayer.isError}
        mode={TaxpayerDisplayMode.Individual}
      />
      <p>{t('individualEstimate.intro')}</p>
      {failure && (
        <Alert type="error">
          <p className="margin-0">
            {failure instanceof ApiError && failure.status === 409
              ? t('individualEstimate.alreadyFiled')
              : failure instanceof ApiError && failure.problem
                ? problemMessage(failure)
                : t('individualEstimate.failed')}
          </p>
        </Alert>
      )}
      <form className="usa-form usa-form--large" noValidate onSubmit={onCalculate}>
        {rows.map((row, i) => (
          <fieldset className="usa-fieldset margin-top-3" key={row.key} disabled={busy}>
            <legend className="usa-legend usa-legend--large">
              {t('individualEstimate.income', { n: i + 1 })}
            </legend>
            <TextField
              id={`description-${i}`}
              label={t('individualEstimate.description')}
              value={row.description}
              maxLength={60}
              error={errors[`description-${i}`]}
              onChange={(e) => update(row.key, { description: e.target.value })}
            />
            <CurrencyField
              id={`amount-${i}`}
              label={t('individualEstimate.amount')}
              value={row.amount}
              placeholder={t('individualEstimate.amountHint')}
              error={errors[`amount-${i}`]}
              onValueChange={(amount) => update(row.key, { amount })}
            />
            <TextField
              id={`work-city-${i}`}
              label={t('individualEstimate.workCity')}
              value={row.workCity}
              maxLength={40}
              onChange={(e) => update(row.key, { workCity: e.target.value })}
            />
            <div className="usa-checkbox">
              <input
                className="usa-checkbox__input"
                id={`withheld-${i}`}
                type="checkbox"
                checked={row.withheld}
                onChange={(e) => update(row.key, { withheld: e.target.checked })}
              />
              <label className="usa-checkbox__label" htmlFor={`withheld-${i}`}>
                {t('individualEstimate.withheld')}
              </label>
            </div>
            {rows.length > 1 && (
              <button
                type="button"
                className="usa-button usa-button--unstyled margin-top-1"
                onClick={() => {
                  calculate.reset();
                  setRows((all) => all.filter((r) => r.key !== row.key));
                }}
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
          onClick={() => setRows((all) => [...all, emptyRow()])}
        >
          {t('individualEstimate.addIncome')}
        </button>
        <div className="usa-checkbox margin-top-3">
          <input
            className="usa-checkbox__input"
            id="resident"
            type="checkbox"
            checked={resident}
            disabled={busy}
            onChange={(e) => {
              calculate.reset();
              setResident(e.target.checked);
            }}
          />
          <label className="usa-checkbox__label" htmlFor="resident">
            {t('individualEstimate.resident')}
          </label>
        </div>
        <button type="submit" className="usa-button margin-top-3" disabled={busy}>
          {calculate.isPending ? t('individualEstimate.calculating') : t('individualEstimate.calculate')}
        </button>
      </form>
      {calculate.isSuccess && (
        <>
          <EstimateResult calculation={calculate.data} focus />
          <button
            type="button"
            className="usa-button margin-top-3"
            disabled={busy}
            onClick={() => {
              const body = request();
              if (body) file.mutate(body);
            }}
          >
            {file.isPending ? t('individualEstimate.filing') : t('individualEstimate.file')}
          </button>
        </>
      )}
    </>
  );
}
