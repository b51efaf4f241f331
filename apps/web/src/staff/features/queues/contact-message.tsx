import { replyContactBody, type ContactMessage, type ContactStatus } from '@efile/contracts';
import { TextAreaInput } from '../../../ui/schema-form';
import { st, type StaffMessageKey } from '../../i18n';
import { TaxpayerLink } from '../../ui/taxpayer-link';
import { StaffForm, useStaffForm } from '../../ui/staff-form';
import { replyTo } from './api';
import { AgeCell } from './queue-parts';
import { when } from './use-queue';
import { GroupButton } from '../../ui/group-button';

export const statusText = (status: ContactStatus) =>
  st(`queues.contact.statuses.${status}` as StaffMessageKey);

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
 * One Contact Us message as a card: its facts (age and due-by among them, the taxpayer a link to
 * the account), the message and replies, a checkbox for bulk assignment, and its actions.
 */
export function ContactCard({
  message: m,
  reason,
  canAct,
  busy,
  selected,
  onSelect,
  onAssign,
  onClose,
  onReplied,
}: {
  message: ContactMessage;
  reason: string;
  canAct: boolean;
  busy: boolean;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  onAssign: () => void;
  onClose: () => void;
  onReplied: () => void;
}) {
  const assignee = m.assignee
    ? m.mine
      ? st('queues.contact.you', { name: m.assignee })
      : m.assignee
    : st('queues.contact.nobody');
  const facts: [string, React.ReactNode][] = [
    [st('queues.contact.received'), when(m.receivedAt)],
    [st('queues.age.heading'), <AgeCell key="age" age={m.age} />],
    [st('queues.contact.status'), statusText(m.status)],
    [st('queues.contact.email'), m.emailAddress],
    [st('queues.contact.phone'), m.phoneNumber],
    [
      st('queues.contact.taxpayer'),
      m.taxpayerId ? (
        <TaxpayerLink id={m.taxpayerId} reason={reason}>
          {m.taxpayerId}
        </TaxpayerLink>
      ) : (
        st('queues.registrations.none')
      ),
    ],
    [st('queues.contact.assignee'), assignee],
  ];
  return (
    <article
      className="border-1px border-base-lighter padding-2 margin-y-2 radius-md"
      aria-labelledby={`message-${m.id}`}
      data-testid="contact-message"
      data-id={m.id}
    >
      <h2 id={`message-${m.id}`} className="margin-top-0">
        {st('queues.contact.heading', { type: m.type, name: m.name })}
      </h2>
      {canAct && m.status !== 'closed' && (
        <div className="usa-checkbox">
          <input
            className="usa-checkbox__input"
            id={`select-${m.id}`}
            type="checkbox"
            checked={selected}
            onChange={(event) => onSelect(event.target.checked)}
          />
          <label className="usa-checkbox__label" htmlFor={`select-${m.id}`}>
            {st('queues.contact.select', { name: m.name })}
          </label>
        </div>
      )}
      <dl className="grid-row grid-gap">
        {facts.map(([label, value]) => (
          <div key={label} className="tablet:grid-col-4">
            <dt className="text-bold">{label}</dt>
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
          <ReplyForm message={m} busy={busy} onSent={onReplied} />
          <ul className="usa-button-group margin-top-2">
            {!m.mine && (
              <GroupButton className="usa-button usa-button--outline" disabled={busy} onClick={onAssign}>
                {st('queues.contact.assignToMe')}
              </GroupButton>
            )}
            <GroupButton className="usa-button usa-button--secondary" disabled={busy} onClick={onClose}>
              {st('queues.contact.close')}
            </GroupButton>
          </ul>
        </>
      )}
    </article>
  );
}
