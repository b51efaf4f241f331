import { useState } from 'react';
import {
  CONTACT_STATUSES,
  replyContactBody,
  type ContactMessage,
  type ContactStatus,
} from '@efile/contracts';
import { TextAreaInput } from '../../../ui/schema-form';
import { st, type StaffMessageKey } from '../../i18n';
import { StaffPageHeading } from '../../ui/page-heading';
import { ReasonGate } from '../../ui/reason-form';
import { StaffForm, useStaffForm } from '../../ui/staff-form';
import { assignToMe, closeMessage, contactQueue, replyTo } from './api';
import { Outcome, QueueFrame } from './queue-parts';
import { useCanAct, useQueue, useQueueAction, when } from './use-queue';
import { TaxpayerLink } from '../../ui/taxpayer-link';

const statusText = (status: ContactStatus) => st(`queues.contact.statuses.${status}` as StaffMessageKey);

/** The reply to one message, by e-mail (the server's rule: some words, at most 5,000 characters). */
function ReplyForm({
  message: m,
  busy,
  onSent,
}: {
  message: ContactMessage;
  busy: boolean;
  onSent: () => void;
}) {
  const state = useStaffForm<{ body: string }, { body: string }>({
    schema: replyContactBody,
    defaultValues: { body: '' },
    focus: 'field',
    ids: () => `reply-${m.id}`,
    send: ({ body }) => replyTo(m.id, body),
    onSent: () => {
      state.form.reset();
      onSent();
    },
  });
  return (
    <StaffForm state={state} className="usa-form maxw-tablet">
      <TextAreaInput
        name="body"
        label={st('queues.contact.reply', { name: m.name })}
        hint={st('queues.contact.replyHint', { email: m.emailAddress })}
      />
      <button type="submit" className="usa-button" disabled={busy || state.busy}>
        {st('queues.contact.send')}
      </button>
    </StaffForm>
  );
}

/**
 * Contact Us messages (issue 16, ADR 0037): each with its replies; assign it to yourself, answer
 * by e-mail (the reply is kept with the message), close it. Open ones are shown first.
 */
function ContactQueue({ reason }: { reason: string }) {
  const [status, setStatus] = useState<ContactStatus | ''>('open');
  const queue = useQueue((cursor) => contactQueue(reason, status, cursor), `contact:${reason}:${status}`);
  const canAct = useCanAct();
  const { done, error, busy, act, sent } = useQueueAction(queue);

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
                  [
                    'taxpayer',
                    m.taxpayerId ? (
                      <TaxpayerLink id={m.taxpayerId} reason={reason}>
                        {m.taxpayerId}
                      </TaxpayerLink>
                    ) : (
                      st('queues.registrations.none')
                    ),
                  ],
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
                <ReplyForm
                  message={m}
                  busy={busy}
                  onSent={() => void sent(st('queues.contact.sent', { name: m.name }))}
                />
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
