import { useState, type FormEvent } from 'react';
import { BILLING_YEARS_BACK, TaxpayerDisplayMode, type BillingStatementRequest } from '@efile/contracts';
import { t } from '../../i18n';
import { parseDollars } from '../../lib/money';
import { useTaxYear } from '../../lib/tax-year';
import { Spinner } from '../../ui/alert';
import { CurrencyField } from '../../ui/currency-field';
import { FiledForm } from '../../ui/filed-form';
import { FileButton, FormIntro, useComputedForm } from '../../ui/computed-form';
import { PageHeading } from '../../ui/page';
import { FormGroup, TextField } from '../../ui/text-field';
import { calculateStatement, fileStatement } from './api';
import { StatementResult } from './statement-result';

interface PaymentRow {
  key: number;
  date: string;
  amount: string;
}
let nextKey = 1;
type Errors = Record<string, string>;

/** Field ids are the request's field names, so the server's messages land on the right field. */
const paymentId = (i: number, field: 'date' | 'amount') => `payments.${i}.${field}`;

/**
 * The Tax, Penalty, and Interest Billing Statement (spec §1/§2): tax still owed for a past year,
 * with ORC 718.27 interest and penalties up to today from the engine, filed, then paid online.
 */
export default function BillingStatementPage() {
  const latest = useTaxYear();
  const [year, setYear] = useState('');
  const [taxDue, setTaxDue] = useState('');
  const [filedOn, setFiledOn] = useState('');
  const [payments, setPayments] = useState<PaymentRow[]>([]);
  const {
    errors,
    setErrors,
    preview: calculate,
    filing: file,
    busy,
    failure,
  } = useComputedForm(calculateStatement, fileStatement);

  if (latest === undefined) return <Spinner label={t('app.loading')} />;
  const years = Array.from({ length: BILLING_YEARS_BACK + 1 }, (_, i) => latest - i);

  /** The request, or the first message per field (focus goes to the first). */
  function request(): BillingStatementRequest | null {
    const found: Errors = {};
    const money = (id: string, field: string, text: string) => {
      const cents = parseDollars(text);
      if (!text.trim()) found[id] = t('billingStatement.required', { field });
      else if (cents === null) found[id] = t('billingStatement.amountInvalid', { field });
      return cents ?? 0;
    };
    const due = money('taxDue', t('billingStatement.taxDue'), taxDue);
    const paid = payments.map((row, i) => {
      if (!row.date)
        found[paymentId(i, 'date')] = t('billingStatement.required', {
          field: t('billingStatement.paymentDate'),
        });
      return {
        date: row.date,
        amount: money(paymentId(i, 'amount'), t('billingStatement.paymentAmount'), row.amount),
      };
    });
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) {
      document.getElementById(first)?.focus();
      return null;
    }
    return { taxYear: Number(year || latest), taxDue: due, payments: paid, returnFiledDate: filedOn || null };
  }
  const changed =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      calculate.reset();
      set(value);
    };
  const setPayment = (key: number, change: Partial<PaymentRow>) =>
    changed(setPayments)(payments.map((p) => (p.key === key ? { ...p, ...change } : p)));

  const heading = <PageHeading>{t('billingStatement.title')}</PageHeading>;
  if (file.isSuccess) {
    const filed = file.data;
    return (
      <FiledForm
        heading={heading}
        texts="billingStatement"
        filed={filed}
        amount={{ key: 'total', cents: filed.amountDue }}
        result={<StatementResult calculation={filed.calculation} />}
      />
    );
  }

  const onCalculate = (event: FormEvent) => {
    event.preventDefault();
    const body = request();
    if (body) calculate.mutate(body);
  };
  return (
    <>
      {heading}
      <FormIntro
        mode={TaxpayerDisplayMode.BillingStatement}
        intro={t('billingStatement.intro')}
        failure={failure}
        failedText={t('billingStatement.failed')}
      />
      <form className="usa-form usa-form--large" noValidate onSubmit={onCalculate}>
        <fieldset className="usa-fieldset" disabled={busy}>
          <FormGroup
            id="taxYear"
            label={t('billingStatement.taxYear')}
            error={errors.taxYear}
            control={(aria) => (
              <select
                className="usa-select"
                {...aria}
                value={year || String(latest)}
                onChange={(e) => changed(setYear)(e.target.value)}
              >
                {years.map((y) => (
                  <option key={y} value={y}>
                    {y}
                  </option>
                ))}
              </select>
            )}
          />
          <CurrencyField
            id="taxDue"
            label={t('billingStatement.taxDue')}
            value={taxDue}
            error={errors.taxDue}
            onValueChange={changed(setTaxDue)}
          />
          <p className="usa-hint">{t('billingStatement.taxDueHint')}</p>
          <TextField
            id="returnFiledDate"
            type="date"
            label={t('billingStatement.returnFiled')}
            value={filedOn}
            error={errors.returnFiledDate}
            onChange={(e) => changed(setFiledOn)(e.target.value)}
          />
          <p className="usa-hint">{t('billingStatement.returnFiledHint')}</p>
        </fieldset>
        <fieldset className="usa-fieldset margin-top-3" disabled={busy}>
          <legend className="usa-legend usa-legend--large">{t('billingStatement.paymentsLegend')}</legend>
          {payments.length === 0 && <p>{t('billingStatement.noPayments')}</p>}
          {payments.map((row, i) => (
            <div
              key={row.key}
              className="margin-top-2"
              role="group"
              aria-label={t('billingStatement.payment', { n: i + 1 })}
            >
              <TextField
                id={paymentId(i, 'date')}
                type="date"
                label={`${t('billingStatement.payment', { n: i + 1 })}: ${t('billingStatement.paymentDate')}`}
                value={row.date}
                error={errors[paymentId(i, 'date')]}
                onChange={(e) => setPayment(row.key, { date: e.target.value })}
              />
              <CurrencyField
                id={paymentId(i, 'amount')}
                label={`${t('billingStatement.payment', { n: i + 1 })}: ${t('billingStatement.paymentAmount')}`}
                value={row.amount}
                error={errors[paymentId(i, 'amount')]}
                onValueChange={(amount) => setPayment(row.key, { amount })}
              />
              <button
                type="button"
                className="usa-button usa-button--unstyled margin-top-1"
                onClick={() => changed(setPayments)(payments.filter((p) => p.key !== row.key))}
              >
                {t('billingStatement.removePayment', { n: i + 1 })}
              </button>
            </div>
          ))}
          {payments.length < 12 && (
            <button
              type="button"
              className="usa-button usa-button--outline margin-top-2"
              onClick={() => changed(setPayments)([...payments, { key: nextKey++, date: '', amount: '' }])}
            >
              {t('billingStatement.addPayment')}
            </button>
          )}
        </fieldset>
        <button type="submit" className="usa-button margin-top-3" disabled={busy}>
          {calculate.isPending ? t('billingStatement.calculating') : t('billingStatement.calculate')}
        </button>
      </form>
      {calculate.isSuccess && (
        <>
          <StatementResult calculation={calculate.data} focus />
          {calculate.data.total > 0 && (
            <FileButton
              busy={busy}
              pending={file.isPending}
              label={t('billingStatement.file')}
              pendingLabel={t('billingStatement.filing')}
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
