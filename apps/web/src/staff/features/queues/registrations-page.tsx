import { Fragment, useState } from 'react';
import { refuseRegistrationBody, type PendingRegistration } from '@efile/contracts';
import { TextAreaInput } from '../../../ui/schema-form';
import { st } from '../../i18n';
import { TaxpayerLink } from '../../ui/taxpayer-link';
import { StaffPageHeading } from '../../ui/page-heading';
import { ReasonGate } from '../../ui/reason-form';
import { StaffForm, useStaffForm } from '../../ui/staff-form';
import { approveRegistration, refuseRegistration, registrations } from './api';
import { IdentityPanel } from './identity-panel';
import { AgeCell, QueueTable } from './queue-parts';
import { useCanAct, useQueue, useQueueAction, when } from './use-queue';
import { GroupButton } from '../../ui/group-button';

/** A registration's refusal, opened in its review: the reason (the server's rule), focused. */
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
 * Registrations pending approval (issue 16, ADR 0037; issue 28 item 3): "Review and decide" opens
 * the registration's identity — the record beside what was typed, and look-alike records — and
 * only then Approve, or Refuse with a reason. Either way the taxpayer is e-mailed.
 */
function RegistrationsQueue({ reason }: { reason: string }) {
  const queue = useQueue((cursor) => registrations(reason, cursor), `registrations:${reason}`);
  const canAct = useCanAct();
  const [open, setOpen] = useState<{ id: string; refusing: boolean } | null>(null);
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
          st('queues.registrations.city'),
          st('queues.registrations.username'),
          st('queues.registrations.registered'),
          st('queues.age.heading'),
          st('queues.registrations.actions'),
        ]}
        done={done}
        error={error}
      >
        {queue.items?.map((r) => {
          const names = { name: r.name, id: r.taxpayerId };
          const reviewing = open?.id === r.taxpayerId;
          return (
            <Fragment key={r.taxpayerId}>
              <tr>
                <th scope="row" data-label={st('queues.registrations.taxpayerId')}>
                  <TaxpayerLink id={r.taxpayerId} reason={reason}>
                    {r.taxpayerId}
                  </TaxpayerLink>
                </th>
                <td data-label={st('queues.registrations.name')}>{r.name}</td>
                <td data-label={st('queues.registrations.city')}>{r.city}</td>
                <td data-label={st('queues.registrations.username')}>
                  {r.username ?? st('queues.registrations.none')}
                </td>
                <td data-label={st('queues.registrations.registered')}>{when(r.registeredAt)}</td>
                <td data-label={st('queues.age.heading')}>
                  <AgeCell age={r.age} />
                </td>
                <td data-label={st('queues.registrations.actions')}>
                  <button
                    type="button"
                    className="usa-button usa-button--outline"
                    aria-expanded={reviewing}
                    aria-label={st('queues.registrations.reviewLabel', names)}
                    onClick={() => setOpen(reviewing ? null : { id: r.taxpayerId, refusing: false })}
                  >
                    {st('queues.registrations.review')}
                  </button>
                </td>
              </tr>
              {reviewing && (
                <tr>
                  <td colSpan={7}>
                    <IdentityPanel registration={r} reason={reason}>
                      {canAct && (
                        <ul className="usa-button-group">
                          <GroupButton
                            className="usa-button"
                            disabled={busy}
                            aria-label={st('queues.registrations.approveLabel', names)}
                            onClick={() =>
                              void act(
                                () => approveRegistration(r.taxpayerId),
                                st('queues.registrations.approved', { id: r.taxpayerId }),
                                () => setOpen(null),
                              )
                            }
                          >
                            {st('queues.registrations.approve')}
                          </GroupButton>
                          <GroupButton
                            className="usa-button usa-button--secondary"
                            disabled={busy}
                            aria-expanded={open.refusing}
                            aria-label={st('queues.registrations.refuseLabel', names)}
                            onClick={() => setOpen({ id: r.taxpayerId, refusing: !open.refusing })}
                          >
                            {st('queues.registrations.refuse')}
                          </GroupButton>
                        </ul>
                      )}
                      {canAct && open.refusing && (
                        <RefuseForm
                          registration={r}
                          busy={busy}
                          onSent={() =>
                            void sent(st('queues.registrations.refused', { id: r.taxpayerId }), () =>
                              setOpen(null),
                            )
                          }
                          onCancel={() => setOpen({ id: r.taxpayerId, refusing: false })}
                        />
                      )}
                    </IdentityPanel>
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
