import { Fragment, useState } from 'react';
import {
  applyPaymentBody,
  closePaymentBody,
  paymentQueueQuery,
  staffMay,
  type PaymentInDoubt,
  type QueueView,
} from '@efile/contracts';
import { TextAreaInput, TextInput } from '../../../ui/schema-form';
import { formatCents } from '../../../lib/money';
import { st, type StaffMessageKey } from '../../i18n';
import { StaffPageHeading } from '../../ui/page-heading';
import { ReasonGate } from '../../ui/reason-form';
import { StaffForm, useStaffForm } from '../../ui/staff-form';
import { useStaffSession } from '../../lib/session';
import { applyAnswer, closeStuck, paymentsQueue, takeItem } from './api';
import { AgeCell, HolderCell, QueueTable, ViewChoice } from './queue-parts';
import { useCanAct, useQueue, useQueueAction, when } from './use-queue';
import { GroupButton } from '../../ui/group-button';
import { TaxpayerLink } from '../../ui/taxpayer-link';

function answerText(p: PaymentInDoubt): string {
  const answer = p.provider;
  if (answer.state !== 'done') return st(`queues.payments.answers.${answer.state}` as StaffMessageKey);
  return st('queues.payments.answers.done', {
    status: answer.status,
    amount: formatCents(answer.amount),
    transaction: answer.transactionId,
  });
}

/**
 * The words an action on a stuck payment needs, in a form under its row: applying the provider's
 * answer takes a note; a supervisor's closing takes a reason (issue 28 item 3) — the server asks the
 * provider first, and records the payment instead when it was taken after all.
 */
const PAYMENT_FORMS = {
  apply: {
    schema: applyPaymentBody,
    field: 'note',
    send: (id: number, words: string) => applyAnswer(id, words),
    label: 'queues.payments.note',
    hint: undefined,
    submit: 'queues.payments.confirm',
    button: 'usa-button',
  },
  close: {
    schema: closePaymentBody,
    field: 'reason',
    send: (id: number, words: string) => closeStuck(id, words),
    label: 'queues.payments.closeReason',
    hint: 'queues.payments.closeHint',
    submit: 'queues.payments.confirmClose',
    button: 'usa-button usa-button--secondary',
  },
} as const;

/** What each action's result says. */
const RESULT_TEXT = {
  apply: { recorded: 'queues.payments.recorded', closed: 'queues.payments.closedResult' },
  close: { recorded: 'queues.payments.settledInstead', closed: 'queues.payments.closedByStaff' },
} as const;

function PaymentForm({
  kind,
  payment: p,
  busy,
  onSent,
}: {
  kind: keyof typeof PAYMENT_FORMS;
  payment: PaymentInDoubt;
  busy: boolean;
  onSent: (result: 'recorded' | 'closed') => void;
}) {
  const form = PAYMENT_FORMS[kind];
  const state = useStaffForm<
    Record<string, string>,
    Record<string, string>,
    Awaited<ReturnType<typeof applyAnswer>>
  >({
    schema: form.schema,
    defaultValues: { [form.field]: '' },
    focus: 'field',
    ids: () => `${kind}-${p.id}`,
    send: (body) => form.send(p.id, body[form.field] ?? ''),
    onSent: ({ result }) => onSent(result),
  });
  return (
    <StaffForm state={state} className="usa-form maxw-tablet">
      <TextAreaInput
        name={form.field}
        label={st(form.label, { id: p.id })}
        {...(form.hint ? { hint: st(form.hint) } : {})}
        autoFocus
      />
      <button type="submit" className={form.button} disabled={busy || state.busy}>
        {st(form.submit)}
      </button>
    </StaffForm>
  );
}

/** How old an in-progress payment is before it is in doubt: the queue's own query rule. */
const olderThan = paymentQueueQuery.pick({ olderThanMinutes: true });

/** The queue's filter: minutes (0 to a week), checked by the queue's query schema. */
function OlderThanFilter({ minutes, onChange }: { minutes: number; onChange: (minutes: number) => void }) {
  const state = useStaffForm<{ olderThanMinutes: string }, { olderThanMinutes: number }>({
    schema: olderThan,
    defaultValues: { olderThanMinutes: String(minutes) },
    labels: { olderThanMinutes: st('queues.payments.olderThan') },
    focus: 'field',
    ids: () => 'older-than',
    send: async (request) => request,
    onSent: (_sent, request) => onChange(request.olderThanMinutes),
  });
  return (
    <StaffForm state={state} className="usa-form grid-row grid-gap flex-align-end">
      <div className="tablet:grid-col-6">
        <TextInput name="olderThanMinutes" label={st('queues.payments.olderThan')} inputMode="numeric" />
      </div>
      <div className="tablet:grid-col-2">
        <button type="submit" className="usa-button">
          {st('queues.filter')}
        </button>
      </div>
    </StaffForm>
  );
}

/**
 * Payments in doubt (issue 16, ADR 0037): sessions still in progress after a while and amounts
 * that differ from what was asked, each with the provider's answer now; applying that answer goes
 * through the payments module (recorded once, posted to the ledger there).
 */
function PaymentsQueue({ reason }: { reason: string }) {
  const [minutes, setMinutes] = useState(60);
  const [view, setView] = useState<QueueView>('all');
  const queue = useQueue(
    (cursor) => paymentsQueue(reason, minutes, view, cursor),
    `payments:${reason}:${minutes}:${view}`,
  );
  const canAct = useCanAct();
  const [applying, setApplying] = useState<{ id: number; kind: 'apply' | 'close' } | null>(null);
  const session = useStaffSession();
  const canClose = session !== null && staffMay(session.staff.role, 'decide');
  const toggle = (id: number, kind: 'apply' | 'close') =>
    setApplying(applying?.id === id && applying.kind === kind ? null : { id, kind });
  const { done, error, busy, sent, act } = useQueueAction(queue);

  return (
    <>
      {!canAct && <p>{st('queues.readOnly')}</p>}
      <div className="grid-row grid-gap">
        <ViewChoice id="payments-view" value={view} onChange={setView} />
      </div>
      <OlderThanFilter minutes={minutes} onChange={setMinutes} />
      <QueueTable
        queue={queue}
        caption={st('queues.payments.caption')}
        columns={[
          st('queues.payments.payment'),
          st('queues.payments.taxpayer'),
          st('queues.payments.started'),
          st('queues.payments.asked'),
          st('queues.payments.paid'),
          st('queues.payments.why'),
          st('queues.payments.provider'),
          st('queues.holder.heading'),
          canAct && st('queues.payments.actions'),
        ]}
        done={done}
        error={error}
      >
        {queue.items?.map((p) => (
          <Fragment key={p.id}>
            <tr>
              <th scope="row" data-label={st('queues.payments.payment')}>
                {p.id} <span className="text-base">({p.remittanceId})</span>
              </th>
              <td data-label={st('queues.payments.taxpayer')}>
                <TaxpayerLink id={p.taxpayerId} reason={reason}>
                  {p.taxpayerId}
                </TaxpayerLink>
              </td>
              <td data-label={st('queues.payments.started')}>
                {when(p.startedAt)}
                <AgeCell age={p.age} />
              </td>
              <td data-label={st('queues.payments.asked')} className="efile-money">
                {formatCents(p.amount)}
              </td>
              <td data-label={st('queues.payments.paid')} className="efile-money">
                {p.amountPaid === null ? '—' : formatCents(p.amountPaid)}
              </td>
              <td data-label={st('queues.payments.why')}>
                {st(`queues.payments.reasons.${p.reason}`)}
                {p.dateFlag && p.providerDate && (
                  <span className="display-block text-base">
                    {st(`queues.payments.providerDate.${p.dateFlag}` as StaffMessageKey, {
                      date: when(p.providerDate),
                    })}
                  </span>
                )}
              </td>
              <td data-label={st('queues.payments.provider')}>{answerText(p)}</td>
              <td data-label={st('queues.holder.heading')}>
                <HolderCell
                  held={p}
                  item={p.remittanceId}
                  canAct={canAct}
                  busy={busy}
                  onTake={() =>
                    void act(
                      () => takeItem('payments', p.id),
                      st('queues.holder.taken', { item: p.remittanceId }),
                    )
                  }
                />
              </td>
              {canAct && (
                <td data-label={st('queues.payments.actions')}>
                  {p.reason === 'stuck' && (
                    <ul className="usa-button-group">
                      <GroupButton
                        className="usa-button usa-button--outline"
                        aria-expanded={applying?.id === p.id && applying.kind === 'apply'}
                        aria-label={st('queues.payments.applyLabel', { id: p.id })}
                        onClick={() => toggle(p.id, 'apply')}
                      >
                        {st('queues.payments.apply')}
                      </GroupButton>
                      {canClose && (
                        <GroupButton
                          className="usa-button usa-button--secondary"
                          aria-expanded={applying?.id === p.id && applying.kind === 'close'}
                          aria-label={st('queues.payments.closeLabel', { id: p.id })}
                          onClick={() => toggle(p.id, 'close')}
                        >
                          {st('queues.payments.close')}
                        </GroupButton>
                      )}
                    </ul>
                  )}
                </td>
              )}
            </tr>
            {canAct && applying?.id === p.id && (
              <tr>
                <td colSpan={9}>
                  <PaymentForm
                    kind={applying.kind}
                    payment={p}
                    busy={busy}
                    onSent={(result) =>
                      void sent(st(RESULT_TEXT[applying.kind][result], { id: p.id }), () => setApplying(null))
                    }
                  />
                </td>
              </tr>
            )}
          </Fragment>
        ))}
      </QueueTable>
    </>
  );
}

/** The queue shows taxpayer data: it opens once the reason for looking is given (ADR 0046). */
export default function PaymentsPage() {
  return (
    <>
      <StaffPageHeading>{st('queues.payments.title')}</StaffPageHeading>
      <p>{st('queues.payments.intro')}</p>
      <ReasonGate>{(reason) => <PaymentsQueue reason={reason} />}</ReasonGate>
    </>
  );
}
