import type { AnyPaymentInfo } from './api';
import { t } from '../../i18n';
import { longDateTime } from '../../lib/dates';
import { formatCents } from '../../lib/money';
import { Alert } from '../../ui/alert';

/** Spec §2 paid view: a success alert, the payment history and the notes for card and check payments. */
export function PaidView({ info }: { info: AnyPaymentInfo }) {
  const rows = info.paymentHistory;
  const byCard = rows.some((r) => r.paymentType === 'CreditDebitCard');
  const byCheck = rows.some((r) => r.paymentType === 'PersonalCheck' || r.paymentType === 'BusinessCheck');
  const dateTitle = rows[0]?.paymentDateTitle ?? t('payments.transactionDate');
  const references = rows.flatMap((r) => (r.reference ? [r.reference] : []));
  // What the last payment took (the amount asked is now nothing: it is paid).
  const lastPaid = rows.findLast((r) => r.status === 'Completed')?.amount ?? info.amount;
  return (
    <>
      <Alert type="success" heading={t('payments.paidHeading')}>
        <p className="margin-0">{t('payments.paid', { amount: formatCents(lastPaid) })}</p>
        {references.map((reference) => (
          <p key={reference} className="margin-bottom-0" data-testid="payment-reference">
            {t('payments.reference', { reference })}
          </p>
        ))}
        <p className="margin-bottom-0">{t('payments.receiptSent')}</p>
      </Alert>
      <table className="usa-table usa-table--borderless width-full">
        <caption>{t('payments.historyCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('payments.paymentType')}</th>
            <th scope="col">{t('payments.number')}</th>
            <th scope="col">{dateTitle}</th>
            <th scope="col">{t('payments.result')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const last4 = row.partialCcNumber ?? row.partialAccountNumber;
            return (
              <tr key={`${row.paymentDate}-${row.status}`}>
                <td>{t(`payments.types.${row.paymentType}`)}</td>
                <td>{last4 ? t('payments.masked', { last4 }) : ''}</td>
                <td>{longDateTime(row.paymentDate)}</td>
                <td>{t(`payments.statuses.${row.status}`)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {byCard && <p className="usa-hint">{t('payments.cardNote')}</p>}
      {byCheck && <p className="usa-hint">{t('payments.checkNote')}</p>}
    </>
  );
}
