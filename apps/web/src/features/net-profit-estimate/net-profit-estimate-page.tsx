import { useState, type FormEvent } from 'react';
import {
  api,
  filedNetProfitEstimate,
  netProfitEstimateCalculation,
  TaxpayerDisplayMode,
  type NetProfitEstimateRequest,
} from '@efile/contracts';
import { municipalities } from '@efile/tax';
import { t } from '../../i18n';
import { apiFetch, newIdempotencyKey } from '../../lib/http';
import { parseDollars } from '../../lib/money';
import { useTaxYear } from '../../lib/tax-year';
import { AlreadyFiledNotice, useAlreadyFiled } from '../../ui/already-filed';
import { Spinner } from '../../ui/alert';
import { CitySelect } from '../../ui/city-select';
import { CurrencyField } from '../../ui/currency-field';
import { EstimateResult } from '../../ui/estimate-result';
import { FiledForm } from '../../ui/filed-form';
import { FileButton, FormIntro, useComputedForm } from '../../ui/computed-form';
import { PageHeading } from '../../ui/page';

const calculate = (body: NetProfitEstimateRequest) =>
  apiFetch(api.netProfitEstimateCalculate, { method: 'POST', body, schema: netProfitEstimateCalculation });
const fileEstimate = (body: NetProfitEstimateRequest) =>
  apiFetch(api.netProfitEstimate, {
    method: 'POST',
    body,
    schema: filedNetProfitEstimate,
    idempotencyKey: newIdempotencyKey(),
  });

interface Row {
  key: number;
  city: string;
  netProfit: string;
}
let nextKey = 1;
const emptyRow = (): Row => ({ key: nextKey++, city: '', netProfit: '' });
/** Field ids are the request's paths, so the server's messages land on the right field. */
const fieldId = (i: number, field: 'city' | 'netProfit') => `cities.${i}.${field}`;

/** Spec §2 FAQ net profit estimate by quarter: net profit by member city, the year's tax, quarters, paid online. */
export default function NetProfitEstimatePage() {
  const filingYear = useTaxYear();
  const [rows, setRows] = useState<Row[]>(() => [emptyRow()]);
  const {
    errors,
    setErrors,
    preview: preview,
    filing: file,
    busy,
    failure,
  } = useComputedForm(calculate, fileEstimate);
  const filedBefore = useAlreadyFiled('net-profit-estimate', filingYear && filingYear + 1);

  if (filingYear === undefined || filedBefore === undefined) return <Spinner label={t('app.loading')} />;
  const year = filingYear + 1;
  const members = municipalities(year);

  function request(): NetProfitEstimateRequest | null {
    const found: Record<string, string> = {};
    const cities = rows.map((row, i) => {
      const cents = parseDollars(row.netProfit);
      if (!row.city)
        found[fieldId(i, 'city')] = t('netProfitEstimate.required', {
          field: t('netProfitEstimate.cityField'),
        });
      if (!row.netProfit.trim()) {
        found[fieldId(i, 'netProfit')] = t('netProfitEstimate.required', {
          field: t('netProfitEstimate.netProfit'),
        });
      } else if (cents === null) {
        found[fieldId(i, 'netProfit')] = t('netProfitEstimate.amountInvalid', {
          field: t('netProfitEstimate.netProfit'),
        });
      }
      return { city: row.city, netProfit: cents ?? 0 };
    });
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) document.getElementById(first)?.focus();
    return first ? null : { cities };
  }
  // Any change to what was previewed (a field, a city added or removed) hides the old figures.
  const edit = (next: (all: Row[]) => Row[]) => {
    preview.reset();
    setRows(next);
  };
  const update = (key: number, change: Partial<Row>) =>
    edit((all) => all.map((r) => (r.key === key ? { ...r, ...change } : r)));

  const heading = (
    <>
      <PageHeading>{t('netProfitEstimate.title')}</PageHeading>
      <p className="usa-intro">{t('netProfitEstimate.taxYear', { year })}</p>
    </>
  );
  if (file.isSuccess) {
    const filed = file.data;
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
  if (filedBefore) {
    return (
      <>
        {heading}
        <AlreadyFiledNotice what={t('netProfitEstimate.what')} year={year} />
      </>
    );
  }

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
        intro={t('netProfitEstimate.intro')}
        failure={failure}
        failedText={t('netProfitEstimate.failed')}
      />
      <form className="usa-form usa-form--large" noValidate onSubmit={onSubmit}>
        {rows.map((row, i) => (
          <fieldset className="usa-fieldset margin-top-3" key={row.key} disabled={busy}>
            <legend className="usa-legend usa-legend--large">
              {t('netProfitEstimate.city', { n: i + 1 })}
            </legend>
            <CitySelect
              id={fieldId(i, 'city')}
              label={t('netProfitEstimate.cityField')}
              value={row.city}
              error={errors[fieldId(i, 'city')]}
              cities={members}
              onChange={(city) => update(row.key, { city })}
            />
            <CurrencyField
              id={fieldId(i, 'netProfit')}
              label={t('netProfitEstimate.netProfit')}
              value={row.netProfit}
              error={errors[fieldId(i, 'netProfit')]}
              onValueChange={(netProfit) => update(row.key, { netProfit })}
            />
            {rows.length > 1 && (
              <button
                type="button"
                className="usa-button usa-button--unstyled margin-top-1"
                onClick={() => edit((all) => all.filter((r) => r.key !== row.key))}
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
          onClick={() => edit((all) => [...all, emptyRow()])}
        >
          {t('netProfitEstimate.addCity')}
        </button>
        <button type="submit" className="usa-button margin-top-3" disabled={busy}>
          {preview.isPending ? t('netProfitEstimate.calculating') : t('netProfitEstimate.calculate')}
        </button>
      </form>
      {preview.isSuccess && (
        <>
          <EstimateResult calculation={preview.data} focus />
          {preview.data.declarationRequired && (
            <FileButton
              busy={busy}
              pending={file.isPending}
              label={t('netProfitEstimate.file')}
              pendingLabel={t('netProfitEstimate.filing')}
              onFile={() => {
                const body = request();
                if (body) file.mutate(body);
              }}
            />
          )}
        </>
      )}
    </>
  );
}
