import { useEffect, useRef } from 'react';
import { mailedCheckRequest, type MailroomCheckPreview, type MailroomOpenItem } from '@efile/contracts';
import { formatCents } from '../../../lib/money';
import { Alert } from '../../../ui/alert';
import { RadioInput } from '../../../ui/schema-form';
import { st, type StaffMessageKey } from '../../i18n';
import { StaffForm, useStaffForm } from '../../ui/staff-form';

/** The form a check pays, by its confirmation number: the check request's own field. */
const chosenForm = mailedCheckRequest.pick({ confirmationNumber: true });

/** "Billing statement 2024 Q1, confirmation BS2024-…: still owes $1,307.50". */
export function describeItem(item: MailroomOpenItem): string {
  return st('mailroom.check.review.formValue', {
    form: st(`mailroom.forms.${item.formType}` as StaffMessageKey),
    year: item.taxYear,
    period: item.period ? ` ${item.period}` : '',
    number: item.confirmationNumber,
    balance: formatCents(item.balance),
  });
}

/**
 * What the check will post to, before the clerk confirms (issue 22 item 5, ADR 0046): the
 * taxpayer's name, the form (type, year, period, confirmation number, what it still owes), the
 * check, and whether it will wait for approval. Without a form, the taxpayer's open items to choose
 * from; posting is offered only once the form is one the server will accept.
 */
export function CheckReview({
  preview,
  check,
  limit,
  busy,
  onChoose,
  onPost,
  onChange,
}: {
  preview: MailroomCheckPreview;
  check: { number: string; amountCents: number; receivedOn: string; taxYear: number };
  limit: number;
  busy: boolean;
  onChoose: (confirmationNumber: string) => void;
  onPost: () => void;
  onChange: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [preview]);
  const mustChoose = preview.form === null && preview.openItems.some((i) => i.taxYear === check.taxYear);
  const choice = useStaffForm<{ confirmationNumber: string }, { confirmationNumber?: string }>({
    schema: chosenForm,
    defaultValues: { confirmationNumber: '' },
    checks: ({ confirmationNumber }) => ({
      confirmationNumber: confirmationNumber ? undefined : st('mailroom.check.review.chooseError'),
    }),
    focus: 'field',
    ids: () => 'open-item',
    send: async (request) => request,
    onSent: (_sent, { confirmationNumber }) => onChoose(confirmationNumber ?? ''),
  });

  return (
    <section aria-labelledby="check-review-heading" data-testid="check-review" className="margin-top-2">
      <h3 id="check-review-heading" ref={heading} tabIndex={-1}>
        {st('mailroom.check.review.heading')}
      </h3>
      <dl className="efile-review">
        <dt>{st('mailroom.check.review.taxpayer')}</dt>
        <dd data-testid="review-taxpayer">
          {st('mailroom.check.review.taxpayerValue', {
            name: preview.taxpayer.name,
            id: preview.taxpayer.id,
          })}
        </dd>
        <dt>{st('mailroom.check.review.form')}</dt>
        <dd data-testid="review-form">
          {preview.form
            ? describeItem(preview.form)
            : mustChoose
              ? st('mailroom.check.review.chooseError')
              : st('mailroom.check.review.noForm', { year: check.taxYear })}
        </dd>
        <dt>{st('mailroom.check.review.check')}</dt>
        <dd>
          {st('mailroom.check.review.checkValue', {
            number: check.number,
            amount: formatCents(check.amountCents),
            date: check.receivedOn,
          })}
        </dd>
      </dl>
      {preview.needsApproval && (
        <Alert type="info" slim>
          <p className="margin-0">{st('mailroom.check.review.waits', { limit: formatCents(limit) })}</p>
        </Alert>
      )}
      {preview.form === null && preview.openItems.length > 0 && (
        <StaffForm state={choice}>
          <RadioInput
            name="confirmationNumber"
            legend={st('mailroom.check.review.choose')}
            hint={st('mailroom.check.review.chooseHint')}
            options={preview.openItems.map((item) => ({
              value: item.confirmationNumber,
              label: describeItem(item),
            }))}
          />
          <button type="submit" className="usa-button usa-button--outline" disabled={busy}>
            {st('mailroom.check.review.use')}
          </button>
        </StaffForm>
      )}
      <div className="margin-top-2">
        {!mustChoose && (
          <button type="button" className="usa-button" disabled={busy} onClick={onPost}>
            {st('mailroom.check.review.post')}
          </button>
        )}
        <button type="button" className="usa-button usa-button--unstyled" onClick={onChange}>
          {st('mailroom.check.review.change')}
        </button>
      </div>
    </section>
  );
}
