import { useEffect, useRef, useState } from 'react';
import { mailroomRefusal, type MailroomPosting } from '@efile/contracts';
import { formatCents } from '../../../lib/money';
import { Alert } from '../../../ui/alert';
import { TextInput } from '../../../ui/schema-form';
import { st, type StaffMessageKey } from '../../i18n';
import { staffProblemMessage } from '../../lib/api';
import { StaffForm, useStaffForm } from '../../ui/staff-form';
import { useDecide } from './api';
import { Pager, type Paging } from '../../ui/pager';
import { PostingReview } from './posting-review';

const day = (iso: string) => iso.slice(0, 10);

function details(p: MailroomPosting): string {
  if (p.kind === 'check')
    return p.confirmationNumber
      ? st('mailroom.list.checkPays', { number: p.checkNumber ?? '', confirmation: p.confirmationNumber })
      : st('mailroom.list.checkNumber', { number: p.checkNumber ?? '' });
  const form = st(`mailroom.forms.${p.formType}` as StaffMessageKey);
  return p.period ? `${form} ${p.period}` : form;
}

/** The refusal of a posting that waits: the reason (the server's rule), focused when it opens. */
function RefusalForm({
  posting,
  onRefused,
  onCancel,
}: {
  posting: MailroomPosting;
  onRefused: () => void;
  onCancel: () => void;
}) {
  const decide = useDecide();
  const state = useStaffForm<{ reason: string }, { reason: string }>({
    schema: mailroomRefusal,
    defaultValues: { reason: '' },
    focus: 'field',
    ids: () => 'refusal-reason',
    send: ({ reason }) => decide.mutateAsync({ id: posting.id, reason }),
    onSent: onRefused,
  });
  return (
    <StaffForm state={state}>
      <h3>{st('mailroom.refusal.heading', { id: posting.id })}</h3>
      <TextInput name="reason" label={st('mailroom.refusal.reason')} autoFocus />
      <button type="submit" className="usa-button" disabled={state.busy}>
        {st('mailroom.refusal.submit')}
      </button>
      <button type="button" className="usa-button usa-button--unstyled" onClick={onCancel}>
        {st('mailroom.refusal.cancel')}
      </button>
    </StaffForm>
  );
}

/**
 * The mail recorded, newest first. A supervisor or administrator approves or refuses (with a
 * reason) what waits — never what they recorded themselves (the server refuses it too).
 */
export function PostingsTable({
  postings,
  canDecide,
  me,
  paging,
}: {
  postings: readonly MailroomPosting[];
  canDecide: boolean;
  me: number;
  paging: Paging;
}) {
  const decide = useDecide();
  const [reviewing, setReviewing] = useState<MailroomPosting | null>(null);
  const [refusing, setRefusing] = useState<MailroomPosting | null>(null);
  const [message, setMessage] = useState<{ type: 'success' | 'error'; text: string } | null>(null);
  const messageBox = useRef<HTMLDivElement>(null);
  // After a decision the focus goes to what it did (issue 28 item 8), not the top of the page.
  useEffect(() => {
    if (message) messageBox.current?.focus();
  }, [message]);

  const approve = async (p: MailroomPosting) => {
    setMessage(null);
    try {
      await decide.mutateAsync({ id: p.id });
      setReviewing(null);
      setMessage({
        type: 'success',
        text: st('mailroom.list.approved', { id: p.id, taxpayer: p.taxpayerId }),
      });
    } catch (error) {
      setMessage({ type: 'error', text: staffProblemMessage(error) });
    }
  };

  return (
    <section aria-labelledby="mailroom-list-heading">
      <h2 id="mailroom-list-heading">{st('mailroom.list.heading')}</h2>
      <div ref={messageBox} tabIndex={-1} className="efile-outcome" data-testid="mailroom-outcome">
        {message && (
          <Alert type={message.type} slim>
            <p className="margin-0" data-testid="mailroom-decision">
              {message.text}
            </p>
          </Alert>
        )}
      </div>
      {postings.length === 0 ? (
        <p>{st('mailroom.list.none')}</p>
      ) : (
        <div className="usa-table-container--scrollable" tabIndex={0}>
          <table
            className="usa-table usa-table--borderless usa-table--compact"
            data-testid="mailroom-postings"
          >
            <caption>{st('mailroom.list.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{st('mailroom.list.recorded')}</th>
                <th scope="col">{st('mailroom.list.kind')}</th>
                <th scope="col">{st('mailroom.list.taxpayer')}</th>
                <th scope="col">{st('mailroom.list.taxYear')}</th>
                <th scope="col">{st('mailroom.list.details')}</th>
                <th scope="col">{st('mailroom.list.amount')}</th>
                <th scope="col">{st('mailroom.list.status')}</th>
                <th scope="col">{st('mailroom.list.by')}</th>
                {canDecide && <th scope="col">{st('mailroom.list.actions')}</th>}
              </tr>
            </thead>
            <tbody>
              {postings.map((p) => (
                <tr key={p.id} data-testid="mailroom-posting" data-id={p.id}>
                  <th scope="row">{day(p.recordedAt)}</th>
                  <td>{st(p.kind === 'check' ? 'mailroom.list.check' : 'mailroom.list.paperReturn')}</td>
                  <td>{p.taxpayerId}</td>
                  <td>{p.taxYear}</td>
                  <td>{details(p)}</td>
                  <td className="efile-money">{formatCents(p.amountCents)}</td>
                  <td>
                    {p.decidedBy
                      ? st('mailroom.list.decidedBy', {
                          status: st(`mailroom.list.statuses.${p.status}`),
                          name: p.decidedBy.username,
                        })
                      : st(`mailroom.list.statuses.${p.status}`)}
                    {p.refusalReason ? `: ${p.refusalReason}` : ''}
                  </td>
                  <td>{p.recordedBy.username}</td>
                  {canDecide && (
                    <td>
                      {p.status === 'pending' &&
                        (p.recordedBy.id === me ? (
                          st('mailroom.list.ownPosting')
                        ) : (
                          <button
                            type="button"
                            className="usa-button usa-button--outline"
                            aria-label={st('mailroom.list.reviewLabel', { id: p.id })}
                            aria-expanded={reviewing?.id === p.id}
                            onClick={() => {
                              setRefusing(null);
                              setReviewing(reviewing?.id === p.id ? null : p);
                            }}
                          >
                            {st('mailroom.list.review')}
                          </button>
                        ))}
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager
        {...paging}
        label={st('mailroom.list.pagination')}
        where={(at) => st('mailroom.list.page', at)}
      />
      {reviewing && !refusing && (
        <PostingReview
          key={reviewing.id}
          posting={reviewing}
          busy={decide.isPending}
          onApprove={() => void approve(reviewing)}
          onRefuse={() => setRefusing(reviewing)}
          onCancel={() => setReviewing(null)}
        />
      )}
      {refusing && (
        <RefusalForm
          key={refusing.id}
          posting={refusing}
          onRefused={() => {
            setMessage({ type: 'success', text: st('mailroom.list.refused', { id: refusing.id }) });
            setRefusing(null);
            setReviewing(null);
          }}
          onCancel={() => setRefusing(null)}
        />
      )}
    </section>
  );
}
