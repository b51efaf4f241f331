import { Fragment, useState } from 'react';
import { refuseRegistrationBody, type PendingRegistration } from '@efile/contracts';
import { TextAreaInput } from '../../../ui/schema-form';
import { st } from '../../i18n';
import { StaffPageHeading } from '../../ui/page-heading';
import { ReasonGate } from '../../ui/reason-form';
import { StaffForm, useStaffForm } from '../../ui/staff-form';
import { approveRegistration, refuseRegistration, registrations } from './api';
import { QueueTable } from './queue-parts';
import { useCanAct, useQueue, useQueueAction, when } from './use-queue';

/** A registration's refusal, opened under its row: the reason (the server's rule), focused. */
function RefuseForm({
  registration: r,
  busy,
  onSent,
  onCancel,
}: {
  registration: PendingRegistration;
  busy: boolean;
  onSent: () => void;
  onCancel: () => void;
}) {
  const state = useStaffForm<{ reason: string }, { reason: string }>({
    schema: refuseRegistrationBody,
    defaultValues: { reason: '' },
    focus: 'field',
    ids: () => `reason-${r.taxpayerId}`,
    send: ({ reason }) => refuseRegistration(r.taxpayerId, reason),
    onSent,
  });
  return (
    <StaffForm state={state} className="usa-form maxw-tablet">
      <TextAreaInput
        name="reason"
        label={st('queues.registrations.reason', { name: r.name, id: r.taxpayerId })}
        hint={st('queues.registrations.reasonHint')}
        autoFocus
      />
      <button type="submit" className="usa-button usa-button--secondary" disabled={busy || state.busy}>
        {st('queues.registrations.confirmRefuse')}
      </button>
      <button type="button" className="usa-button usa-button--unstyled margin-left-2" onClick={onCancel}>
        {st('queues.cancel')}
      </button>
    </StaffForm>
  );
}

/**
 * Registrations pending approval (issue 16, ADR 0037): approve one, or refuse it with a reason
 * typed in a form that opens under its row. Either way the taxpayer is e-mailed.
 */
function RegistrationsQueue({ reason }: { reason: string }) {
  const queue = useQueue((cursor) => registrations(reason, cursor), `registrations:${reason}`);
  const canAct = useCanAct();
  const [refusing, setRefusing] = useState<string | null>(null);
  const { done, error, busy, act, sent } = useQueueAction(queue);

  return (
    <>
      {!canAct && <p>{st('queues.readOnly')}</p>}
      <QueueTable
        queue={queue}
        caption={st('queues.registrations.caption')}
        columns={[
          st('queues.registrations.taxpayerId'),
          st('queues.registrations.name'),
          st('queues.registrations.email'),
          st('queues.registrations.city'),
          st('queues.registrations.federalId'),
          st('queues.registrations.username'),
          st('queues.registrations.registered'),
          canAct && st('queues.registrations.actions'),
        ]}
        done={done}
        error={error}
      >
        {queue.items?.map((r) => {
          const names = { name: r.name, id: r.taxpayerId };
          return (
            <Fragment key={r.taxpayerId}>
              <tr>
                <th scope="row" data-label={st('queues.registrations.taxpayerId')}>
                  {r.taxpayerId}
                </th>
                <td data-label={st('queues.registrations.name')}>{r.name}</td>
                <td data-label={st('queues.registrations.email')}>
                  {r.email ?? st('queues.registrations.none')}
                </td>
                <td data-label={st('queues.registrations.city')}>{r.city}</td>
                <td data-label={st('queues.registrations.federalId')}>
                  {r.federalIdLast4
                    ? st('queues.registrations.lastFour', { digits: r.federalIdLast4 })
                    : st('queues.registrations.none')}
                </td>
                <td data-label={st('queues.registrations.username')}>
                  {r.username ?? st('queues.registrations.none')}
                </td>
                <td data-label={st('queues.registrations.registered')}>{when(r.registeredAt)}</td>
                {canAct && (
                  <td data-label={st('queues.registrations.actions')}>
                    <ul className="usa-button-group">
                      <li className="usa-button-group__item">
                        <button
                          type="button"
                          className="usa-button"
                          disabled={busy}
                          aria-label={st('queues.registrations.approveLabel', names)}
                          onClick={() =>
                            void act(
                              () => approveRegistration(r.taxpayerId),
                              st('queues.registrations.approved', { id: r.taxpayerId }),
                              () => setRefusing(null),
                            )
                          }
                        >
                          {st('queues.registrations.approve')}
                        </button>
                      </li>
                      <li className="usa-button-group__item">
                        <button
                          type="button"
                          className="usa-button usa-button--secondary"
                          disabled={busy}
                          aria-expanded={refusing === r.taxpayerId}
                          aria-label={st('queues.registrations.refuseLabel', names)}
                          onClick={() => setRefusing(refusing === r.taxpayerId ? null : r.taxpayerId)}
                        >
                          {st('queues.registrations.refuse')}
                        </button>
                      </li>
                    </ul>
                  </td>
                )}
              </tr>
              {canAct && refusing === r.taxpayerId && (
                <tr>
                  <td colSpan={8}>
                    <RefuseForm
                      registration={r}
                      busy={busy}
                      onSent={() =>
                        void sent(st('queues.registrations.refused', { id: r.taxpayerId }), () =>
                          setRefusing(null),
                        )
                      }
                      onCancel={() => setRefusing(null)}
                    />
                  </td>
                </tr>
              )}
            </Fragment>
          );
        })}
      </QueueTable>
    </>
  );
}

/** The queue shows taxpayer data: it opens once the reason for looking is given (ADR 0046). */
export default function RegistrationsPage() {
  return (
    <>
      <StaffPageHeading>{st('queues.registrations.title')}</StaffPageHeading>
      <p>{st('queues.registrations.intro')}</p>
      <ReasonGate>{(reason) => <RegistrationsQueue reason={reason} />}</ReasonGate>
    </>
  );
}
