import { Link } from 'react-router';
import {
  api,
  paths,
  type AccountForm,
  type AccountLedger,
  type AccountPayment,
  type AccountUpcoming,
  type Payable,
} from '@efile/contracts';
import { t, type MessageKey } from '../../i18n';
import { formLabel, formName, periodName, upcomingText, useAccount, useUpcoming } from '../../lib/account';
import { longDate, longDayOf } from '../../lib/dates';
import { formatCents } from '../../lib/money';
import { problemMessage } from '../../lib/problem-message';
import { Alert, Spinner } from '../../ui/alert';
import { EstimateCreditsTable, useEstimateCredits } from '../../ui/estimate-credits-table';
import { PageHeading } from '../../ui/page';
import { payableName } from '../../lib/payables';
import { InstallmentSchedule, PayablesTable, PayButton } from '../../ui/payables';
import { PdfButton } from '../../ui/pdf-button';
import { AdjustmentsSection } from './adjustments-section';
import { ClaimsSection } from './claims-section';

/** An ISO instant as the agency's calendar day, written out. */
const dayOf = longDayOf;

/** The payable item of a target, if the account lists one (its amount today, its Pay button). */
const formPayable = (payables: readonly Payable[], id: number) =>
  payables.find((p) => p.target.kind === 'form' && p.target.taxFormId === id);
const yearPayable = (payables: readonly Payable[], year: number) =>
  payables.find((p) => p.target.kind === 'year' && p.target.taxYear === year);

function Summary({ account }: { account: AccountLedger }) {
  const { total } = account;
  return (
    <section className="usa-summary-box margin-bottom-3" aria-labelledby="account-summary-heading">
      <div className="usa-summary-box__body">
        <h2 className="usa-summary-box__heading" id="account-summary-heading">
          {t('account.summaryHeading')}
        </h2>
        <dl className="efile-facts margin-bottom-2" data-testid="account-total">
          <dt>{t('account.balance')}</dt>
          <dd data-field="balance">{formatCents(total.balance)}</dd>
          <dt>{t('account.accruedInterest')}</dt>
          <dd data-field="accruedInterest">{formatCents(total.accruedInterest)}</dd>
          <dt>{t('account.accruedPenalty')}</dt>
          <dd data-field="accruedPenalty">{formatCents(total.accruedPenalty)}</dd>
          <dt>{t('account.payToday')}</dt>
          <dd data-field="payToday">
            <strong>{formatCents(total.payToday)}</strong>
          </dd>
        </dl>
        <p className="margin-bottom-0">{t('account.asOf', { date: longDate(account.asOf) })}</p>
      </div>
    </section>
  );
}

function DueNext({ upcoming }: { upcoming: AccountUpcoming | undefined }) {
  if (!upcoming) return null;
  return (
    <section aria-labelledby="account-due-heading">
      <h2 id="account-due-heading">{t('account.dueNext.heading')}</h2>
      {upcoming.items.length === 0 ? (
        <p>{t('account.dueNext.nothing')}</p>
      ) : (
        <ul className="usa-list" data-testid="due-next">
          {upcoming.items.map((item) => (
            <li key={`${item.kind}-${item.taxYear}-${item.period ?? ''}`}>
              {item.overdue && <strong>{t('account.dueNext.overdue')}: </strong>}
              {upcomingText(item)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Years({ account }: { account: AccountLedger }) {
  return (
    <section aria-labelledby="account-years-heading">
      <h2 id="account-years-heading">{t('account.years.heading')}</h2>
      {account.years.length === 0 ? (
        <p>{t('account.years.none')}</p>
      ) : (
        <table className="usa-table usa-table--borderless width-full">
          <caption className="usa-sr-only">{t('account.years.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('account.years.year')}</th>
              <th scope="col">{t('account.balance')}</th>
              <th scope="col">{t('account.accruedInterest')}</th>
              <th scope="col">{t('account.accruedPenalty')}</th>
              <th scope="col">{t('account.payToday')}</th>
              <th scope="col">{t('account.pay.action')}</th>
            </tr>
          </thead>
          <tbody>
            {[...account.years].reverse().map((y) => {
              const whole = yearPayable(account.payables, y.taxYear);
              return (
                <tr key={y.taxYear} data-testid="account-year">
                  <th scope="row">{y.taxYear}</th>
                  <td className="efile-money">{formatCents(y.balance)}</td>
                  <td className="efile-money">{formatCents(y.accruedInterest)}</td>
                  <td className="efile-money">{formatCents(y.accruedPenalty)}</td>
                  <td className="efile-money">{formatCents(y.payToday)}</td>
                  <td>
                    {whole && (
                      <PayButton item={whole} label={t('account.pay.yearButton', { year: y.taxYear })} />
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </section>
  );
}

function Forms({ forms, payables }: { forms: readonly AccountForm[]; payables: readonly Payable[] }) {
  return (
    <section aria-labelledby="account-forms-heading">
      <h2 id="account-forms-heading">{t('account.forms.heading')}</h2>
      {forms.length === 0 ? (
        <p>{t('account.forms.none')}</p>
      ) : (
        <table className="usa-table usa-table--borderless width-full">
          <caption className="usa-sr-only">{t('account.forms.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('account.forms.form')}</th>
              <th scope="col">{t('account.forms.year')}</th>
              <th scope="col">{t('account.forms.confirmation')}</th>
              <th scope="col">{t('account.forms.filed')}</th>
              <th scope="col">{t('account.forms.amount')}</th>
              <th scope="col">{t('account.forms.paid')}</th>
              <th scope="col">{t('account.forms.balance')}</th>
              <th scope="col">{t('account.forms.status')}</th>
              <th scope="col">{t('account.forms.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {forms.map((f) => {
              const own = formPayable(payables, f.id);
              return (
                <tr key={f.id} data-testid="filed-form">
                  <th scope="row">{formLabel(f)}</th>
                  <td>{f.taxYear}</td>
                  <td>{f.confirmationNumber}</td>
                  <td>{dayOf(f.filedAt)}</td>
                  <td className="efile-money">{formatCents(f.amountDue)}</td>
                  <td className="efile-money">{formatCents(f.paid)}</td>
                  <td className="efile-money">{formatCents(f.payToday)}</td>
                  <td>{t(`account.forms.statuses.${f.status}`)}</td>
                  <td>
                    <div>
                      <PdfButton url={api.formPdf.replace(':id', String(f.id))} />
                      {own && <PayButton item={own} />}
                    </div>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </section>
  );
}

/** What a payment paid: a form (or one installment of it), or a whole tax year. */
function paidFor(p: AccountPayment): string {
  if (p.target && p.target.kind !== 'form') {
    const name = payableName({ target: p.target, formType: p.formType, taxYear: p.taxYear });
    return p.confirmationNumber ? `${name} (${p.confirmationNumber})` : name;
  }
  return p.formType
    ? `${formName(p.formType)} ${p.taxYear} (${p.confirmationNumber})`
    : t('account.payments.yearOnly', { year: p.taxYear });
}

/** Every filed estimate's schedule: what is paid, due and past due, each installment payable on its own. */
function Installments({ account }: { account: AccountLedger }) {
  const estimates = account.forms.filter((f) => f.installments?.length);
  if (estimates.length === 0) return null;
  return (
    <section aria-labelledby="account-installments-heading">
      <h2 id="account-installments-heading">{t('account.installments.heading')}</h2>
      {estimates.map((f) => (
        <InstallmentSchedule key={f.id} form={f} installments={f.installments!} payables={account.payables} />
      ))}
    </section>
  );
}

/** Every payable item with its amount today and its own Pay button (a whole year: in the years table). */
function WhatYouCanPay({ account }: { account: AccountLedger }) {
  const items = account.payables.filter((p) => p.target.kind !== 'year');
  return (
    <section aria-labelledby="account-pay-heading">
      <h2 id="account-pay-heading">{t('account.pay.heading')}</h2>
      <PayablesTable items={items} />
    </section>
  );
}

function Payments({ account }: { account: AccountLedger }) {
  return (
    <section aria-labelledby="account-payments-heading">
      <h2 id="account-payments-heading">{t('account.payments.heading')}</h2>
      {account.payments.length === 0 ? (
        <p>{t('account.payments.none')}</p>
      ) : (
        <table className="usa-table usa-table--borderless width-full">
          <caption className="usa-sr-only">{t('account.payments.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('account.payments.date')}</th>
              <th scope="col">{t('account.payments.form')}</th>
              <th scope="col">{t('account.payments.method')}</th>
              <th scope="col">{t('account.payments.number')}</th>
              <th scope="col">{t('account.payments.amount')}</th>
              <th scope="col">{t('account.payments.status')}</th>
            </tr>
          </thead>
          <tbody>
            {account.payments.map((p) => (
              <tr key={`${p.method ?? ''}:${p.id}`} data-testid="payment">
                <th scope="row">{dayOf(p.date)}</th>
                <td>{paidFor(p)}</td>
                <td>
                  {p.method ? t(`payments.types.${p.method}` as MessageKey) : t('account.payments.pending')}
                </td>
                <td>{p.lastFour ? t('account.payments.masked', { last4: p.lastFour }) : ''}</td>
                <td className="efile-money">{formatCents(p.amount)}</td>
                <td>
                  {t(
                    `account.payments.statuses.${p.status as 'Completed' | 'Error' | 'Initiated' | 'InProgress'}`,
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

function Credits() {
  const query = useEstimateCredits();
  return (
    <section aria-labelledby="account-credits-heading">
      <h2 id="account-credits-heading">{t('account.credits.heading')}</h2>
      {query.isPending && <Spinner label={t('app.loading')} />}
      {query.isError && (
        <Alert type="error">
          <p className="margin-0">{problemMessage(query.error)}</p>
        </Alert>
      )}
      {query.data?.length === 0 && <p>{t('account.credits.none')}</p>}
      {!!query.data?.length && (
        <EstimateCreditsTable rows={query.data} caption={t('account.credits.caption')} captionHidden />
      )}
    </section>
  );
}

function EmployerYears({ upcoming }: { upcoming: AccountUpcoming | undefined }) {
  if (!upcoming?.employerYears.length) return null;
  return (
    <>
      {upcoming.employerYears.map((year) => (
        <section key={year.taxYear} aria-labelledby={`account-employer-${year.taxYear}`}>
          <h2 id={`account-employer-${year.taxYear}`}>
            {t('account.employer.heading', { year: year.taxYear })}
          </h2>
          <table className="usa-table usa-table--borderless">
            <caption className="usa-sr-only">
              {t('account.employer.caption', {
                year: year.taxYear,
                frequency: t(`account.employer.frequencies.${year.frequency}`),
              })}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('account.employer.period')}</th>
                <th scope="col">{t('account.employer.dueDate')}</th>
                <th scope="col">{t('account.employer.status')}</th>
              </tr>
            </thead>
            <tbody>
              {year.periods.map((p) => (
                <tr key={p.key}>
                  <th scope="row">{periodName(p.key)}</th>
                  <td>{longDate(p.dueDate)}</td>
                  <td>
                    {t(`account.employer.statuses.${p.filed ? 'filed' : p.ended ? 'missing' : 'open'}`)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
    </>
  );
}

/**
 * My Account (issue 15): the balance per tax year and in total with interest and penalty accrued
 * to today and what paying today clears, what is due next, every form filed (PDF, Pay), every
 * payment, estimates paid and credits; business filers also the employer's periods. All figures
 * come from the server (GET /api/account, /api/account/upcoming).
 */
export default function AccountPage() {
  const account = useAccount();
  const upcoming = useUpcoming();
  return (
    <>
      <PageHeading>{t('account.title')}</PageHeading>
      <p>{t('account.intro')}</p>
      <p>
        <Link to={paths.reminderSettings}>{t('reminders.settings.link')}</Link>
      </p>
      {account.isPending && <Spinner label={t('app.loading')} />}
      {account.isError && (
        <Alert type="error">
          <p className="margin-0">{t('account.loadFailed')}</p>
        </Alert>
      )}
      {account.data && (
        <>
          <Summary account={account.data} />
          <WhatYouCanPay account={account.data} />
          <DueNext upcoming={upcoming.data} />
          <Years account={account.data} />
          <Forms forms={account.data.forms} payables={account.data.payables} />
          <Installments account={account.data} />
          <Payments account={account.data} />
          <AdjustmentsSection />
          <ClaimsSection />
        </>
      )}
      <Credits />
      <EmployerYears upcoming={upcoming.data} />
    </>
  );
}
