import { Link } from 'react-router';
import { paths, refundStatusQuery, type RefundStatusAnswer, type RefundStatusQuery } from '@efile/contracts';
import { t } from '../../i18n';
import { longDate } from '../../lib/dates';
import { problemMessage } from '../../lib/problem-message';
import { Alert } from '../../ui/alert';
import { PageHeading } from '../../ui/page';
import { MoneyInput, SchemaForm, TextInput, useSchemaForm } from '../../ui/schema-form';
import { lookUpStatus } from './api';

interface LookupValues {
  taxpayerId: string;
  amountCents: string;
  zip: string;
}

/**
 * "Where is my refund?" without signing in (issue 27 item 4): what a paper filer has — taxpayer
 * ID, the amount claimed, the ZIP code — and nothing but the status and its day in the answer.
 */
export default function RefundStatusPage() {
  const state = useSchemaForm<LookupValues, RefundStatusQuery, RefundStatusAnswer>({
    schema: refundStatusQuery,
    defaultValues: { taxpayerId: '', amountCents: '', zip: '' },
    money: { amountCents: t('refunds.lookup.amount') },
    labels: {
      taxpayerId: t('refunds.lookup.taxpayerId'),
      amountCents: t('refunds.lookup.amount'),
      zip: t('refunds.lookup.zip'),
    },
    send: lookUpStatus,
  });
  const answer = state.mutation.data;
  return (
    <>
      <PageHeading>{t('refunds.lookup.title')}</PageHeading>
      <p className="usa-intro">{t('refunds.lookup.intro')}</p>
      <div aria-live="polite">
        {answer && (
          <Alert type="info">
            <p>
              {t('refunds.lookup.result', {
                status: t(`refunds.claims.statuses.${answer.status}`),
                date: longDate(answer.since),
              })}
            </p>
            <p className="margin-0">
              <Link to={paths.login}>{t('refunds.lookup.signIn')}</Link>
            </p>
          </Alert>
        )}
        {state.failure && (
          <Alert type="error">
            <p className="margin-0">{problemMessage(state.failure)}</p>
          </Alert>
        )}
      </div>
      <SchemaForm state={state}>
        <TextInput name="taxpayerId" label={t('refunds.lookup.taxpayerId')} autoComplete="off" />
        <MoneyInput name="amountCents" label={t('refunds.lookup.amount')} />
        <TextInput
          name="zip"
          label={t('refunds.lookup.zip')}
          autoComplete="postal-code"
          inputMode="numeric"
        />
        <button type="submit" className="usa-button" disabled={state.busy}>
          {t('refunds.lookup.submit')}
        </button>
      </SchemaForm>
    </>
  );
}
