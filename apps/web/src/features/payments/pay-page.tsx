import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PAY_BY_MAIL_FORMS, paths, type PaymentSessionStart, type PaymentTarget } from '@efile/contracts';
import NotFoundPage from '../../app/not-found-page';
import { t } from '../../i18n';
import { longDate } from '../../lib/dates';
import { ApiError } from '../../lib/http';
import { formatCents } from '../../lib/money';
import { payableName, payPath } from '../../lib/payables';
import { AGENCY_CONTACT } from '../../lib/site';
import { Alert, Spinner } from '../../ui/alert';
import { PageHeading } from '../../ui/page';
import { PayLines } from '../../ui/payables';
import { useToast } from '../../ui/toasts';
import { checkPayment, loadPaymentInfo, payByMail, startPaymentSession, type AnyPaymentInfo } from './api';
import { PaidView } from './paid-view';

/** How long the page looks for the provider's answer after coming back from its site. */
const WATCH_MS = 30_000;

/** Fired when the page first sees the payment completed (spec §4: the payment-completed event). */
export const PAYMENT_COMPLETED_EVENT = 'efile:payment-completed';

const positive = (text: string | undefined) => {
  const n = Number(text);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
};

/** What the address pays: a form's remainder, one installment of it, or a whole tax year (ADR 0045). */
function useTarget(): PaymentTarget | null {
  const params = useParams();
  if (params.year !== undefined) {
    const taxYear = positive(params.year);
    return taxYear ? { kind: 'year', taxYear } : null;
  }
  const taxFormId = positive(params.formId);
  if (!taxFormId) return null;
  if (params.installment === undefined) return { kind: 'form', taxFormId };
  const installment = positive(params.installment);
  return installment && installment <= 4 ? { kind: 'installment', taxFormId, installment } : null;
}

/**
 * Spec §2 payment page: what paying today costs, line by line with each reason (issue 22: the
 * ledger's balance plus interest and penalty accrued to today, from the server); paid → the paid
 * view; not paid → a button that starts a session with the provider and posts the browser there (a
 * hidden form, spec §4), with the status texts, and 'Pay Balance' to try again after an error. The
 * same page pays a form, one estimate installment or a whole tax year.
 */
export default function PayPage() {
  const target = useTarget();
  const key = target ? payPath(target) : '';
  const formId = target && target.kind !== 'year' ? target.taxFormId : 0;
  const [watching, setWatching] = useState(true);
  useEffect(() => {
    const stop = setTimeout(() => setWatching(false), WATCH_MS);
    return () => clearTimeout(stop);
  }, []);
  const toast = useToast();
  const queryClient = useQueryClient();
  const info = useQuery({
    queryKey: ['payment', key],
    queryFn: () => loadPaymentInfo(target!),
    enabled: !!target,
    // Back from the provider before its notification arrived: look again for a while. A session
    // left on the provider's page (cancelled, abandoned) stays InProgress: stop and offer Pay again.
    refetchInterval: (query) => (watching && query.state.data?.paymentStatus === 'InProgress' ? 3000 : false),
  });
  const start = useMutation({ mutationFn: () => startPaymentSession(target!) });
  const byMail = useMutation({
    mutationFn: () => payByMail(formId),
    onSuccess: (data) => queryClient.setQueryData(['payment', key], data),
  });
  const [session, setSession] = useState<PaymentSessionStart | null>(null);
  const post = useRef<HTMLFormElement>(null);
  // Back with a session in progress: ask the provider once. Its answer ends the wait at once —
  // paid, or still open (cancelled, abandoned); only when it cannot answer does the page keep looking.
  const inProgress = info.data?.paymentStatus === 'InProgress';
  const asked = useRef(false);
  useEffect(() => {
    if (!inProgress || asked.current) return;
    asked.current = true;
    checkPayment(target!).then(
      (checked) => {
        queryClient.setQueryData(['payment', key], checked);
        setWatching(false);
      },
      () => undefined,
    );
  }, [inProgress, target, key, queryClient]);

  // A form that does not exist (or no longer) is said so on the page (spec §8), not in a toast.
  const missing = info.error instanceof ApiError && info.error.status === 404;
  useEffect(() => {
    if (info.isError && !missing) toast('danger', t('payments.loadFailed'));
  }, [info.isError, missing, toast]);
  const paid = info.data?.paymentStatus === 'Completed';
  useEffect(() => {
    // Once per form and browser session, not on every later visit to a paid form.
    const seen = `${PAYMENT_COMPLETED_EVENT}:${key}`;
    if (!paid || sessionStorage.getItem(seen)) return;
    sessionStorage.setItem(seen, '1');
    window.dispatchEvent(new CustomEvent(PAYMENT_COMPLETED_EVENT, { detail: { formId, path: key } }));
  }, [paid, formId, key]);
  useEffect(() => {
    if (session) post.current?.submit();
  }, [session]);

  // '/form/abc/pay' names no form: nothing to load.
  if (!target) return <NotFoundPage />;
  const heading = <PageHeading>{t('payments.title')}</PageHeading>;
  if (info.isPending) {
    return (
      <>
        {heading}
        <Spinner label={t('app.loading')} />
      </>
    );
  }
  if (!info.data) {
    return (
      <>
        {heading}
        {missing && (
          <Alert type="error">
            <p className="margin-0">{t('problems.missing-tax-form')}</p>
          </Alert>
        )}
        <p>
          <Link to={paths.dashboard}>{t('payments.toDashboard')}</Link>
        </p>
      </>
    );
  }
  const data = info.data;
  const amount = formatCents(data.amount);
  const pay = () =>
    start.mutate(undefined, {
      onSuccess: (started) => setSession(started),
    });
  const status = start.isPending
    ? t('payments.starting')
    : session
      ? t('payments.started')
      : start.isError
        ? t('payments.startFailedStatus')
        : watching && data.paymentStatus === 'InProgress'
          ? t('payments.checking')
          : '';

  return (
    <>
      {heading}
      <Summary info={data} />
      {!paid && data.amount > 0 && data.lines.length > 0 && (
        <PayLines lines={data.lines} total={data.amount} />
      )}
      {!paid && data.amount > 0 && (
        <p className="usa-hint" data-testid="as-of">
          {t('payments.asOf', { date: longDate(data.asOf) })}
        </p>
      )}
      {paid ? (
        <PaidView info={data} />
      ) : data.amount <= 0 ? (
        <Alert type="info">
          <p className="margin-0">{t('payments.nothingDue')}</p>
        </Alert>
      ) : (
        <>
          {start.isError && (
            <Alert type="error">
              <p className="margin-0">{t('payments.startFailed')}</p>
            </Alert>
          )}
          {data.paymentStatus === 'Error' && !start.isError && (
            <Alert type="warning">
              <p className="margin-0">{t('payments.declined')}</p>
            </Alert>
          )}
          {'payingOffline' in data && data.payingOffline && (
            <Alert type="info" heading={t('payments.byMailHeading')}>
              <p className="margin-0">
                {t('payments.byMailText', {
                  amount,
                  number: data.confirmationNumber ?? '',
                  address: AGENCY_CONTACT.addressLines.join(', '),
                })}
              </p>
            </Alert>
          )}
          <Alert type="info">
            <p className="margin-0">{t('payments.payIntro')}</p>
          </Alert>
          <p className="margin-top-3">
            <button
              type="button"
              className="usa-button"
              disabled={start.isPending || !!session}
              onClick={pay}
            >
              {start.isPending && <Spinner label={t('payments.starting')} />}{' '}
              {t('payments.payButton', { amount })}
            </button>
            {start.isError && (
              <button type="button" className="usa-button usa-button--outline" onClick={pay}>
                {t('payments.payBalance')}
              </button>
            )}
            {'payingOffline' in data && PAY_BY_MAIL_FORMS.includes(data.formType) && !data.payingOffline && (
              <button
                type="button"
                className="usa-button usa-button--unstyled"
                disabled={byMail.isPending}
                onClick={() => byMail.mutate()}
              >
                {t('payments.byMail')}
              </button>
            )}
          </p>
        </>
      )}
      <p role="status" className="text-bold">
        {status}
      </p>
      {session && (
        <form ref={post} method="post" action={session.postUrl} hidden>
          <input type="hidden" name="application_id" value={session.applicationId} />
          <input type="hidden" name="message_version" value={session.messageVersion} />
          <input type="hidden" name="remittance_id" value={session.remittanceId} />
        </form>
      )}
      <p>
        <Link to={paths.dashboard}>{t('payments.toDashboard')}</Link>
      </p>
    </>
  );
}

/** What is paid: a form's type and year, an installment of it, or a whole year. */
function whatIsPaid(info: AnyPaymentInfo): string {
  if ('taxFormType' in info) return info.taxFormType;
  return payableName({ target: info.target, formType: info.formType, taxYear: info.taxYear });
}

/**
 * Form Type, Confirmation Number, Amount and Total (spec §2); an installment also its due date. No
 * fee is added (spec §1), so the total is the amount.
 */
function Summary({ info }: { info: AnyPaymentInfo }) {
  const rows: (readonly [string, string])[] = [
    [t('payments.formType'), whatIsPaid(info)],
    ...(info.confirmationNumber ? [[t('payments.confirmation'), info.confirmationNumber] as const] : []),
    ...(info.target.kind === 'installment' && info.dueDate
      ? [[t('payments.dueDate'), longDate(info.dueDate)] as const]
      : []),
    [t('payments.amount'), formatCents(info.amount)],
    [t('payments.total'), formatCents(info.amount)],
  ];
  return (
    <table className="usa-table usa-table--borderless">
      <caption className="usa-sr-only">{t('payments.summaryCaption')}</caption>
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td data-field={label}>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
