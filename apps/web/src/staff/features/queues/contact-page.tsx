import { useState, type FormEvent } from 'react';
import { CONTACT_STATUSES, type ContactMessage, type ContactStatus } from '@efile/contracts';
import { st, type StaffMessageKey } from '../../i18n';
import { StaffPageHeading } from '../../ui/page-heading';
import { ReasonGate } from '../../ui/reason-form';
import { assignToMe, closeMessage, contactQueue, replyTo } from './api';
import { NoteField, Outcome, QueueFrame } from './queue-parts';
import { useCanAct, useQueue, useQueueAction, when } from './use-queue';

const statusText = (status: ContactStatus) => st(`queues.contact.statuses.${status}` as StaffMessageKey);

/**
 * Contact Us messages (issue 16, ADR 0037): each with its replies; assign it to yourself, answer
 * by e-mail (the reply is kept with the message), close it. Open ones are shown first.
 */
function ContactQueue({ reason }: { reason: string }) {
  const [status, setStatus] = useState<ContactStatus | ''>('open');
  const queue = useQueue((cursor) => contactQueue(reason, status, cursor), `contact:${reason}:${status}`);
  const canAct = useCanAct();
  const { done, error, busy, act } = useQueueAction(queue);

  const reply = (m: ContactMessage) => async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const body = String(new FormData(form).get(`reply-${m.id}`) ?? '').trim();
    if (await act(() => replyTo(m.id, body), st('queues.contact.sent', { name: m.name }))) form.reset();
  };

  return (
    <>
      {!canAct && <p>{st('queues.readOnly')}</p>}
      <div className="usa-form-group">
        <label className="usa-label" htmlFor="contact-status">
          {st('queues.contact.status')}
        </label>
        <select
          className="usa-select"
          id="contact-status"
          value={status}
          onChange={(event) => setStatus(event.target.value as ContactStatus | '')}
        >
          <option value="">{st('queues.any')}</option>
          {CONTACT_STATUSES.map((s) => (
            <option key={s} value={s}>
              {statusText(s)}
            </option>
          ))}
        </select>
      </div>
      <Outcome done={done} error={error} />
      <QueueFrame items={queue.items} error={queue.error} next={queue.next} onMore={() => void queue.more()}>
        {queue.items?.map((m) => (
          <article
            key={m.id}
            className="border-1px border-base-lighter padding-2 margin-y-2 radius-md"
            aria-labelledby={`message-${m.id}`}
            data-testid="contact-message"
          >
            <h2 id={`message-${m.id}`} className="margin-top-0">
              {st('queues.contact.heading', { type: m.type, name: m.name })}
            </h2>
            <dl className="grid-row grid-gap">
              {(
                [
                  ['received', when(m.receivedAt)],
                  ['status', statusText(m.status)],
                  ['email', m.emailAddress],
                  ['phone', m.phoneNumber],
                  ['taxpayer', m.taxpayerId ?? st('queues.registrations.none')],
                  ['assignee', m.assignee ?? st('queues.contact.nobody')],
                ] as const
              ).map(([key, value]) => (
                <div key={key} className="tablet:grid-col-4">
                  <dt className="text-bold">{st(`queues.contact.${key}`)}</dt>
                  <dd className="margin-left-0">{value}</dd>
                </div>
              ))}
            </dl>
            <h3>{st('queues.contact.message')}</h3>
            <p className="text-pre-wrap">{m.message}</p>
            {m.replies.length > 0 && (
              <>
                <h3>{st('queues.contact.replies')}</h3>
                <ul className="usa-list">
                  {m.replies.map((r) => (
                    <li key={r.sentAt + r.staffUsername}>
                      <p className="margin-y-0 text-italic">
                        {st('queues.contact.replyBy', { who: r.staffUsername, when: when(r.sentAt) })}
                      </p>
                      <p className="margin-top-05 text-pre-wrap">{r.body}</p>
                    </li>
                  ))}
                </ul>
              </>
            )}
            {canAct && m.status !== 'closed' && (
              <>
                <form className="usa-form maxw-tablet" onSubmit={(event) => void reply(m)(event)}>
                  <NoteField
                    id={`reply-${m.id}`}
                    label={st('queues.contact.reply', { name: m.name })}
                    hint={st('queues.contact.replyHint', { email: m.emailAddress })}
                    autoFocus={false}
                  />
                  <button type="submit" className="usa-button" disabled={busy}>
                    {st('queues.contact.send')}
                  </button>
                </form>
                <ul className="usa-button-group margin-top-2">
                  <li className="usa-button-group__item">
                    <button
                      type="button"
                      className="usa-button usa-button--outline"
                      disabled={busy}
                      onClick={() =>
                        void act(() => assignToMe(m.id), st('queues.contact.assigned', { name: m.name }))
                      }
                    >
                      {st('queues.contact.assignToMe')}
                    </button>
                  </li>
                  <li className="usa-button-group__item">
                    <button
                      type="button"
                      className="usa-button usa-button--secondary"
                      disabled={busy}
                      onClick={() =>
                        void act(() => closeMessage(m.id), st('queues.contact.closed', { name: m.name }))
                      }
                    >
                      {st('queues.contact.close')}
                    </button>
                  </li>
                </ul>
              </>
            )}
          </article>
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
