import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { MailroomCheckPreview, MailroomOpenItem } from '@efile/contracts';
import { formatCents } from '../../../lib/money';
import { Alert } from '../../../ui/alert';
import { st, type StaffMessageKey } from '../../i18n';

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
  const [chosen, setChosen] = useState<string | null>(null);
  const [chooseError, setChooseError] = useState<string | undefined>();
  useEffect(() => heading.current?.focus(), [preview]);
  const mustChoose = preview.form === null && preview.openItems.some((i) => i.taxYear === check.taxYear);
  const choose = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!chosen) return setChooseError(st('mailroom.check.review.chooseError'));
    setChooseError(undefined);
    onChoose(chosen);
  };

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
        <form className="usa-form" noValidate onSubmit={choose}>
          <fieldset className="usa-fieldset" aria-describedby="open-items-hint">
            <legend className="usa-legend">{st('mailroom.check.review.choose')}</legend>
            <span className="usa-hint" id="open-items-hint">
              {st('mailroom.check.review.chooseHint')}
            </span>
            {chooseError && (
              <span className="usa-error-message" role="alert">
                {chooseError}
              </span>
            )}
            {preview.openItems.map((item) => (
              <div className="usa-radio" key={item.confirmationNumber}>
                <input
                  className="usa-radio__input"
                  type="radio"
                  id={`open-${item.confirmationNumber}`}
                  name="open-item"
                  value={item.confirmationNumber}
                  checked={chosen === item.confirmationNumber}
                  onChange={() => setChosen(item.confirmationNumber)}
                />
                <label className="usa-radio__label" htmlFor={`open-${item.confirmationNumber}`}>
                  {describeItem(item)}
                </label>
              </div>
            ))}
          </fieldset>
          <button type="submit" className="usa-button usa-button--outline" disabled={busy}>
            {st('mailroom.check.review.use')}
          </button>
        </form>
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
