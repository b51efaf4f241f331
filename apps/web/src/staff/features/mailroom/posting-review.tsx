import { useEffect, useRef, useState } from 'react';
import type { MailroomPosting, MailroomReview } from '@efile/contracts';
import { formatCents } from '../../../lib/money';
import { Alert, Spinner } from '../../../ui/alert';
import { st, type StaffMessageKey } from '../../i18n';
import { staffProblemMessage } from '../../lib/api';
import { reviewOf } from './api';
import { GroupButton } from '../../ui/group-button';

const formName = (formType: string) => st(`mailroom.forms.${formType}` as StaffMessageKey);

/**
 * What a supervisor reads before deciding a posting that waits (issue 28 item 3): the amount, the
 * payer, the form a check pays and what that form owes now, then the decision's buttons. Its
 * heading takes the focus when it opens.
 */
export function PostingReview({
  posting,
  onApprove,
  onRefuse,
  onCancel,
  busy,
}: {
  posting: MailroomPosting;
  onApprove: () => void;
  onRefuse: () => void;
  onCancel: () => void;
  busy: boolean;
}) {
  const [review, setReview] = useState<MailroomReview | null>(null);
  const [error, setError] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    let live = true;
    reviewOf(posting.id).then(
      (answer) => live && setReview(answer),
      (caught: unknown) => live && setError(staffProblemMessage(caught)),
    );
    return () => {
      live = false;
    };
  }, [posting.id]);
  useEffect(() => heading.current?.focus(), [posting.id]);
  const p = review?.posting;
  return (
    <section className="border-1px border-base-lighter padding-2 radius-md" data-testid="posting-review">
      <h3 ref={heading} tabIndex={-1} className="margin-top-0">
        {st('mailroom.review.heading', { id: posting.id })}
      </h3>
      {error && (
        <Alert type="error" slim>
          <p className="margin-0">{error}</p>
        </Alert>
      )}
      {!review && !error && <Spinner label={st('console.loading')} />}
      {review && p && (
        <>
          <dl className="efile-facts">
            <dt>{st('mailroom.review.amount')}</dt>
            <dd className="text-bold">{formatCents(p.amountCents)}</dd>
            <dt>{st('mailroom.review.payer')}</dt>
            <dd>{st('mailroom.review.payerName', { name: review.payer.name, id: review.payer.id })}</dd>
            <dt>{st('mailroom.review.what')}</dt>
            <dd>
              {p.kind === 'check'
                ? st('mailroom.review.check', { number: p.checkNumber ?? '', day: p.receivedOn })
                : st('mailroom.review.paper', { form: formName(p.formType ?? ''), day: p.receivedOn })}
            </dd>
            <dt>{st('mailroom.review.form')}</dt>
            <dd data-testid="review-pays">
              {review.form
                ? st('mailroom.review.formOwes', {
                    form: formName(review.form.formType),
                    confirmation: review.form.confirmationNumber,
                    year: review.form.period ?? review.form.taxYear,
                    owes: formatCents(review.form.balance),
                  })
                : p.kind === 'check'
                  ? st('mailroom.review.taxYear', { year: p.taxYear })
                  : st('mailroom.review.paperCharges', { year: p.taxYear })}
            </dd>
            <dt>{st('mailroom.review.recordedBy')}</dt>
            <dd>{p.recordedBy.username}</dd>
            {p.note && (
              <>
                <dt>{st('mailroom.review.note')}</dt>
                <dd>{p.note}</dd>
              </>
            )}
          </dl>
          <ul className="usa-button-group margin-top-2">
            <GroupButton
              className="usa-button"
              aria-label={st('mailroom.list.approveLabel', { id: posting.id })}
              disabled={busy}
              onClick={onApprove}
            >
              {st('mailroom.list.approve')}
            </GroupButton>
            <GroupButton
              className="usa-button usa-button--secondary"
              aria-label={st('mailroom.list.refuseLabel', { id: posting.id })}
              onClick={onRefuse}
            >
              {st('mailroom.list.refuse')}
            </GroupButton>
            <GroupButton className="usa-button usa-button--unstyled" onClick={onCancel}>
              {st('mailroom.refusal.cancel')}
            </GroupButton>
          </ul>
        </>
      )}
    </section>
  );
}
