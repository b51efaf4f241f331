import { Link } from 'react-router';
import type { AccountForm, AccountInstallment, Payable, PayLine } from '@efile/contracts';
import { t } from '../i18n';
import { formName, useAccount } from '../lib/account';
import { longDate, longDayOf } from '../lib/dates';
import { formatCents } from '../lib/money';
import { installmentStateText, lineText, payableName, payPath } from '../lib/payables';

/**
 * The pieces every screen uses to show what is owed and to pay it (issue 22, ADR 0045): a Pay
 * button for one payable item, the list of payable items, the lines of an amount with their
 * reasons, an estimate's installment schedule, and a filed form's standing. Every figure is the
 * server's (GET /api/account); nothing is computed here.
 */

/** "Pay $375.00", naming the item for a screen reader: one per payable item, wherever it is listed. */
export function PayButton({ item, label }: { item: Payable; label?: string }) {
  const amount = formatCents(item.amount);
  return (
    <Link
      className="usa-button margin-right-0"
      to={payPath(item.target)}
      aria-label={t('account.pay.label', { amount, item: payableName(item) })}
      data-testid="pay-button"
    >
      {label ?? t('account.pay.button', { amount })}
    </Link>
  );
}

const dueText = (item: Payable) => {
  if (!item.dueDate) return '';
  const date = longDate(item.dueDate);
  if (item.overdue) return `${date} (${t('account.pay.overdue')})`;
  return item.scheduled ? `${date} (${t('account.pay.notYetDue')})` : date;
};

/** Every payable item with its amount today and its own Pay button (dashboard, My Account). */
export function PayablesTable({ items, caption }: { items: readonly Payable[]; caption?: string }) {
  if (items.length === 0) return <p>{t('account.pay.none')}</p>;
  return (
    <table className="usa-table usa-table--borderless width-full" data-testid="payables">
      <caption className="usa-sr-only">{caption ?? t('account.pay.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('account.pay.item')}</th>
          <th scope="col">{t('account.pay.dueDate')}</th>
          <th scope="col" className="efile-money">
            {t('account.pay.amount')}
          </th>
          <th scope="col">{t('account.pay.action')}</th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={payPath(item.target)} data-testid="payable">
            <th scope="row">
              {payableName(item)}
              {item.confirmationNumber && <div className="usa-hint">{item.confirmationNumber}</div>}
            </th>
            <td>{dueText(item)}</td>
            <td className="efile-money">{formatCents(item.amount)}</td>
            <td>
              <PayButton item={item} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The lines of an amount, each with its reason, and their total (the payment page, the late notice). */
export function PayLines({
  lines,
  total,
  caption,
}: {
  lines: readonly PayLine[];
  total: number;
  caption?: string;
}) {
  return (
    <table className="usa-table usa-table--borderless width-full" data-testid="pay-lines">
      <caption>{caption ?? t('account.pay.linesCaption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('account.pay.reason')}</th>
          <th scope="col" className="efile-money">
            {t('account.pay.amount')}
          </th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line, i) => (
          <tr
            key={`${line.code}-${line.taxFormId ?? ''}-${line.installment ?? ''}-${i}`}
            data-line={line.code}
          >
            <th scope="row" className="text-normal">
              {lineText(line)}
            </th>
            <td className="efile-money">{formatCents(line.amount)}</td>
          </tr>
        ))}
        <tr>
          <th scope="row">{t('account.pay.total')}</th>
          <td className="efile-money text-bold" data-field="total">
            {formatCents(total)}
          </td>
        </tr>
      </tbody>
    </table>
  );
}

/** An estimate's schedule: each installment's due date, amount, what is paid and left, its state, its Pay. */
export function InstallmentSchedule({
  form,
  installments,
  payables,
}: {
  form: Pick<AccountForm, 'id' | 'formType' | 'taxYear'>;
  installments: readonly AccountInstallment[];
  payables: readonly Payable[];
}) {
  const payableOf = (n: number) =>
    payables.find(
      (p) => p.target.kind === 'installment' && p.target.taxFormId === form.id && p.target.installment === n,
    );
  return (
    <table className="usa-table usa-table--borderless width-full" data-testid="installments">
      <caption>
        {t('account.installments.caption', { form: formName(form.formType), year: form.taxYear })}
      </caption>
      <thead>
        <tr>
          <th scope="col">{t('account.installments.number')}</th>
          <th scope="col">{t('account.installments.dueDate')}</th>
          <th scope="col" className="efile-money">
            {t('account.installments.amount')}
          </th>
          <th scope="col" className="efile-money">
            {t('account.installments.paid')}
          </th>
          <th scope="col" className="efile-money">
            {t('account.installments.left')}
          </th>
          <th scope="col">{t('account.installments.state')}</th>
          <th scope="col">{t('account.installments.action')}</th>
        </tr>
      </thead>
      <tbody>
        {installments.map((i) => {
          const item = payableOf(i.number);
          return (
            <tr key={i.number} data-testid="installment" data-state={i.state}>
              <th scope="row">{i.number}</th>
              <td>{longDate(i.dueDate)}</td>
              <td className="efile-money">{formatCents(i.amount)}</td>
              <td className="efile-money">{formatCents(i.paid)}</td>
              <td className="efile-money">{formatCents(i.left)}</td>
              <td>{installmentStateText(i.state)}</td>
              <td>{item && <PayButton item={item} />}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/**
 * A filed form's standing from the account model (issue 22 item 4): filed on, last paid on, paid
 * so far, still owed today and its status, the Pay button of its remainder, and an estimate's
 * installments. Shown on the form's own page once it is filed.
 */
export function FormStanding({ taxFormId }: { taxFormId: number }) {
  const account = useAccount();
  const form = account.data?.forms.find((f) => f.id === taxFormId);
  if (!account.data || !form) return null;
  const { payables } = account.data;
  const own = payables.find((p) => p.target.kind === 'form' && p.target.taxFormId === taxFormId);
  return (
    <section aria-labelledby={`standing-${taxFormId}`} className="margin-top-3" data-testid="form-standing">
      <h2 id={`standing-${taxFormId}`}>{t('account.standing.heading')}</h2>
      <dl className="efile-facts margin-bottom-2">
        <dt>{t('account.standing.status')}</dt>
        <dd data-field="status">{t(`account.forms.statuses.${form.status}`)}</dd>
        <dt>{t('account.standing.filedOn')}</dt>
        <dd data-field="filedOn">{longDayOf(form.filedAt)}</dd>
        <dt>{t('account.standing.paidOn')}</dt>
        <dd data-field="paidOn">
          {form.lastPaidAt ? longDayOf(form.lastPaidAt) : t('account.standing.notPaid')}
        </dd>
        <dt>{t('account.standing.paid')}</dt>
        <dd data-field="paid" className="efile-money text-left">
          {formatCents(form.paid)}
        </dd>
        <dt>{t('account.standing.owed')}</dt>
        <dd data-field="owed" className="efile-money text-left">
          {formatCents(form.payToday)}
        </dd>
      </dl>
      {own && (
        <p>
          <PayButton item={own} />
        </p>
      )}
      {form.installments && (
        <InstallmentSchedule form={form} installments={form.installments} payables={payables} />
      )}
    </section>
  );
}
