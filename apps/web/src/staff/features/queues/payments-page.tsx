import { Fragment, useState, type FormEvent } from 'react';
import type { PaymentInDoubt } from '@efile/contracts';
import { formatCents } from '../../../lib/money';
import { st, type StaffMessageKey } from '../../i18n';
import { StaffPageHeading } from '../../ui/page-heading';
import { ReasonGate } from '../../ui/reason-form';
import { applyAnswer, paymentsQueue } from './api';
import { NoteField, QueueTable } from './queue-parts';
import { useCanAct, useQueue, useQueueAction, when } from './use-queue';

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
 * Payments in doubt (issue 16, ADR 0037): sessions still in progress after a while and amounts
 * that differ from what was asked, each with the provider's answer now; applying that answer goes
 * through the payments module (recorded once, posted to the ledger there).
 */
function PaymentsQueue({ reason }: { reason: string }) {
  const [minutes, setMinutes] = useState(60);
  const queue = useQueue((cursor) => paymentsQueue(reason, minutes, cursor), `payments:${reason}:${minutes}`);
  const canAct = useCanAct();
  const [applying, setApplying] = useState<number | null>(null);
  const { done, error, busy, act } = useQueueAction(queue);

  const applyFilter = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = Number(new FormData(event.currentTarget).get('olderThan'));
    setMinutes(Number.isInteger(value) && value >= 0 ? value : 60);
  };

  const apply = (p: PaymentInDoubt) => async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const note = String(new FormData(event.currentTarget).get(`apply-${p.id}`) ?? '').trim();
    await act(
      () => applyAnswer(p.id, note),
      ({ result }) =>
        st(result === 'recorded' ? 'queues.payments.recorded' : 'queues.payments.closedResult', { id: p.id }),
      () => setApplying(null),
    );
  };

  return (
    <>
      {!canAct && <p>{st('queues.readOnly')}</p>}
      <form className="usa-form grid-row grid-gap flex-align-end" onSubmit={applyFilter}>
        <div className="usa-form-group tablet:grid-col-6">
          <label className="usa-label" htmlFor="older-than">
            {st('queues.payments.olderThan')}
          </label>
          <input
            className="usa-input"
            id="older-than"
            name="olderThan"
            type="number"
            min={0}
            max={10080}
            defaultValue={minutes}
          />
        </div>
        <div className="tablet:grid-col-2">
          <button type="submit" className="usa-button">
            {st('queues.filter')}
          </button>
        </div>
      </form>
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
              <td data-label={st('queues.payments.taxpayer')}>{p.taxpayerId}</td>
              <td data-label={st('queues.payments.started')}>{when(p.startedAt)}</td>
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
              {canAct && (
                <td data-label={st('queues.payments.actions')}>
                  {p.reason === 'stuck' && (
                    <button
                      type="button"
                      className="usa-button usa-button--outline"
                      aria-expanded={applying === p.id}
                      aria-label={st('queues.payments.applyLabel', { id: p.id })}
                      onClick={() => setApplying(applying === p.id ? null : p.id)}
                    >
                      {st('queues.payments.apply')}
                    </button>
                  )}
                </td>
              )}
            </tr>
            {canAct && applying === p.id && (
              <tr>
                <td colSpan={8}>
                  <form className="usa-form maxw-tablet" onSubmit={(event) => void apply(p)(event)}>
                    <NoteField id={`apply-${p.id}`} label={st('queues.payments.note', { id: p.id })} />
                    <button type="submit" className="usa-button" disabled={busy}>
                      {st('queues.payments.confirm')}
                    </button>
                  </form>
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
