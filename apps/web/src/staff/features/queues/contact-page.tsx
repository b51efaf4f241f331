import { useState } from 'react';
import {
  CONTACT_STATUSES,
  type ContactMessage,
  type ContactStatus,
  type ContactView,
} from '@efile/contracts';
import { st } from '../../i18n';
import { useStaffSession } from '../../lib/session';
import { StaffPageHeading } from '../../ui/page-heading';
import { ReasonGate } from '../../ui/reason-form';
import { assignSelectedToMe, assignToMe, closeMessage, contactQueue } from './api';
import { ContactCard, statusText } from './contact-message';
import { Choice, Outcome, QueueFrame, ViewChoice } from './queue-parts';
import { useCanAct, useQueue, useQueueAction } from './use-queue';

/**
 * Contact Us messages (issue 16, ADR 0037; issue 28 item 3): all, mine or unassigned; assign one or
 * the selected ones to yourself (they stay in the view you are on, marked yours), answer by e-mail,
 * close. Open and assigned ones are shown unless "Closed" is chosen.
 */
function ContactQueue({ reason }: { reason: string }) {
  const session = useStaffSession();
  const [view, setView] = useState<ContactView>('all');
  const [status, setStatus] = useState<ContactStatus | ''>('');
  const queue = useQueue(
    (cursor) => contactQueue(reason, view, status, cursor),
    `contact:${reason}:${view}:${status}`,
  );
  const canAct = useCanAct();
  const { done, error, setError, busy, act, sent } = useQueueAction(queue);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const me = session?.staff.username ?? null;
  const selectable = (queue.items ?? []).filter((m) => m.status !== 'closed').map((m) => m.id);
  const mine = (ids: readonly number[]) =>
    queue.patch((m: ContactMessage) =>
      ids.includes(m.id) ? { ...m, status: 'assigned', assignee: me, mine: true } : m,
    );

  const assignSelected = () => {
    const ids = [...selected];
    if (ids.length === 0) return setError(st('queues.contact.noneSelected'));
    return void act(
      () => assignSelectedToMe(ids),
      (r) =>
        [
          st('queues.contact.bulkAssigned', { count: r.assigned.length }),
          r.skipped.length > 0 ? st('queues.contact.bulkSkipped', { count: r.skipped.length }) : '',
        ]
          .filter(Boolean)
          .join(' '),
      (r) => {
        mine(r.assigned);
        setSelected(new Set());
      },
      { reload: false },
    );
  };

  return (
    <>
      {!canAct && <p>{st('queues.readOnly')}</p>}
      <div className="grid-row grid-gap">
        <ViewChoice id="contact-view" value={view} onChange={setView} />
        <Choice
          id="contact-status"
          label={st('queues.contact.status')}
          value={status}
          options={[
            { value: '' as const, label: st('queues.contact.notClosed') },
            ...CONTACT_STATUSES.map((s) => ({ value: s, label: statusText(s) })),
          ]}
          onChange={setStatus}
        />
      </div>
      {canAct && (
        <div className="display-flex flex-align-center flex-wrap margin-y-2">
          <div className="usa-checkbox margin-right-2">
            <input
              className="usa-checkbox__input"
              id="select-all"
              type="checkbox"
              checked={selectable.length > 0 && selectable.every((id) => selected.has(id))}
              onChange={(event) => setSelected(new Set(event.target.checked ? selectable : []))}
            />
            <label className="usa-checkbox__label" htmlFor="select-all">
              {st('queues.contact.selectAll')}
            </label>
          </div>
          <button
            type="button"
            className="usa-button usa-button--outline"
            disabled={busy}
            onClick={assignSelected}
          >
            {st('queues.contact.assignSelected')}
          </button>
        </div>
      )}
      <Outcome done={done} error={error} />
      <QueueFrame
        items={queue.items}
        total={queue.total}
        error={queue.error}
        next={queue.next}
        onMore={queue.more}
      >
        {queue.items?.map((m) => (
          <ContactCard
            key={m.id}
            message={m}
            reason={reason}
            canAct={canAct}
            busy={busy}
            selected={selected.has(m.id)}
            onSelect={(on) =>
              setSelected((was) => {
                const next = new Set(was);
                if (on) next.add(m.id);
                else next.delete(m.id);
                return next;
              })
            }
            onAssign={() =>
              void act(
                () => assignToMe(m.id),
                st('queues.contact.assigned', { name: m.name }),
                () => mine([m.id]),
                {
                  reload: false,
                },
              )
            }
            onClose={() => void act(() => closeMessage(m.id), st('queues.contact.closed', { name: m.name }))}
            onReplied={() => void sent(st('queues.contact.sent', { name: m.name }))}
          />
        ))}
      </QueueFrame>
    </>
  );
}

/** The queue shows taxpayer data: it opens once the reason for looking is given (ADR 0046). */
export default function ContactPage() {
  return (
    <>
      <StaffPageHeading>{st('queues.contact.title')}</StaffPageHeading>
      <p>{st('queues.contact.intro')}</p>
      <ReasonGate>{(reason) => <ContactQueue reason={reason} />}</ReasonGate>
    </>
  );
}
