import type { ReactNode } from 'react';
import { useFieldArray } from 'react-hook-form';
import { BILLING_YEARS_BACK, billingStatementRequest, TaxpayerDisplayMode } from '@efile/contracts';
import { t } from '../../i18n';
import { useTaxYear } from '../../lib/tax-year';
import { Spinner } from '../../ui/alert';
import { ComputedForm, FileButton, FormIntro, useComputedForm } from '../../ui/computed-form';
import { MoneyInput, SelectInput, TextInput, type MoneyFields } from '../../ui/schema-form';
import { FiledForm } from '../../ui/filed-form';
import { PageHeading } from '../../ui/page';
import { calculateStatement, fileStatement } from './api';
import { StatementResult } from './statement-result';

/** The form as typed: the request's shape, amounts in dollars as text (ui/computed-form converts). */
interface Values {
  taxYear: number;
  taxDue: string;
  returnFiledDate: string | null;
  payments: { date: string; amount: string }[];
}
/** The contract's name of each amount. */
const MONEY: MoneyFields = { taxDue: 'Tax due', 'payments.*.amount': 'Payment amount' };

/**
 * The Tax, Penalty, and Interest Billing Statement (spec §1/§2): tax still owed for a past year,
 * with ORC 718.27 interest and penalties up to today from the engine, filed, then paid online.
 */
export default function BillingStatementPage() {
  const latest = useTaxYear();
  if (latest === undefined) return <Spinner label={t('app.loading')} />;
  return <StatementForm heading={<PageHeading>{t('billingStatement.title')}</PageHeading>} latest={latest} />;
}

function StatementForm({ heading, latest }: { heading: ReactNode; latest: number }) {
  const state = useComputedForm({
    schema: billingStatementRequest,
    money: MONEY,
    defaultValues: { taxYear: latest, taxDue: '', returnFiledDate: null, payments: [] } as Values,
    calculate: calculateStatement,
    file: fileStatement,
  });
  const { form, preview, filing, busy, failure } = state;
  const payments = useFieldArray({ control: form.control, name: 'payments' });
  const years = Array.from({ length: BILLING_YEARS_BACK + 1 }, (_, i) => latest - i);

  if (filing.data) {
    const filed = filing.data;
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
  return (
    <>
      {heading}
      <FormIntro
        mode={TaxpayerDisplayMode.BillingStatement}
        intro={t('billingStatement.intro')}
        failure={failure}
        failedText={t('billingStatement.failed')}
      />
      <ComputedForm state={state}>
        <form className="usa-form usa-form--large" noValidate onSubmit={state.onCalculate}>
          <fieldset className="usa-fieldset" disabled={busy}>
            <SelectInput
              name="taxYear"
              number
              label={t('billingStatement.taxYear')}
              options={years.map((y) => ({ value: y, label: String(y) }))}
            />
            <MoneyInput
              name="taxDue"
              label={t('billingStatement.taxDue')}
              hint={t('billingStatement.taxDueHint')}
            />
            <TextInput
              name="returnFiledDate"
              type="date"
              optional
              label={t('billingStatement.returnFiled')}
              hint={t('billingStatement.returnFiledHint')}
            />
          </fieldset>
          <fieldset className="usa-fieldset margin-top-3" disabled={busy}>
            <legend className="usa-legend usa-legend--large">{t('billingStatement.paymentsLegend')}</legend>
            {payments.fields.length === 0 && <p>{t('billingStatement.noPayments')}</p>}
            {payments.fields.map((row, i) => {
              const label = t('billingStatement.payment', { n: i + 1 });
              return (
                <div key={row.id} className="margin-top-2" role="group" aria-label={label}>
                  <TextInput
                    name={`payments.${i}.date`}
                    type="date"
                    label={`${label}: ${t('billingStatement.paymentDate')}`}
                  />
                  <MoneyInput
                    name={`payments.${i}.amount`}
                    label={`${label}: ${t('billingStatement.paymentAmount')}`}
                  />
                  <button
                    type="button"
                    className="usa-button usa-button--unstyled margin-top-1"
                    onClick={() => payments.remove(i)}
                  >
                    {t('billingStatement.removePayment', { n: i + 1 })}
                  </button>
                </div>
              );
            })}
            {payments.fields.length < 12 && (
              <button
                type="button"
                className="usa-button usa-button--outline margin-top-2"
                onClick={() => payments.append({ date: '', amount: '' }, { shouldFocus: false })}
              >
                {t('billingStatement.addPayment')}
              </button>
            )}
          </fieldset>
          <button type="submit" className="usa-button margin-top-3" disabled={busy}>
            {preview.isPending ? t('billingStatement.calculating') : t('billingStatement.calculate')}
          </button>
        </form>
        {preview.data && (
          <>
            <StatementResult calculation={preview.data} focus />
            {preview.data.total > 0 && (
              <FileButton
                busy={busy}
                pending={filing.isPending}
                label={t('billingStatement.file')}
                pendingLabel={t('billingStatement.filing')}
                onFile={state.onFile}
              />
            )}
          </>
        )}
      </ComputedForm>
    </>
  );
}
