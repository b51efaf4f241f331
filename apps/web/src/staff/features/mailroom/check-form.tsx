import { useEffect, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { mailedCheckRequest, type MailedCheckRequest, type MailroomCheckPreview } from '@efile/contracts';
import { formatCents } from '../../../lib/money';
import { Alert } from '../../../ui/alert';
import { MoneyInput, TextInput } from '../../../ui/schema-form';
import { st } from '../../i18n';
import { FailureAlert, StaffForm, useStaffForm } from '../../ui/staff-form';
import { previewCheck, useRecordCheck } from './api';
import { CheckReview } from './check-review';
import { lastYear, required, todayIso } from './fields';

/** What the form holds: the request's fields as typed (the amount in dollars, the year as text). */
interface CheckValues {
  taxpayerId: string;
  taxYear: string;
  amountCents: string;
  checkNumber: string;
  receivedOn: string;
  confirmationNumber: string;
  note: string;
}

const empty = (): CheckValues => ({
  taxpayerId: '',
  taxYear: String(lastYear()),
  amountCents: '',
  checkNumber: '',
  receivedOn: todayIso(),
  confirmationNumber: '',
  note: '',
});

/** The request as the contract reads it: the confirmation number and note as typed, or left out. */
const request = (v: CheckValues) => ({
  taxpayerId: v.taxpayerId.trim(),
  taxYear: v.taxYear.trim() === '' ? undefined : Number(v.taxYear),
  amountCents: v.amountCents,
  checkNumber: v.checkNumber,
  receivedOn: v.receivedOn,
  ...(v.confirmationNumber.trim() ? { confirmationNumber: v.confirmationNumber.trim() } : {}),
  ...(v.note.trim() ? { note: v.note.trim() } : {}),
});

const labels = {
  taxpayerId: st('mailroom.check.taxpayerId'),
  taxYear: st('mailroom.check.taxYear'),
  amountCents: st('mailroom.check.amount'),
  checkNumber: st('mailroom.check.checkNumber'),
  receivedOn: st('mailroom.check.receivedOn'),
  confirmationNumber: st('mailroom.check.confirmationNumber'),
  note: st('mailroom.check.note'),
};

/**
 * A clerk records a mailed check (issue 22 item 5, ADR 0046): the details, checked with the
 * server's request schema, then a review of what it will post to — the taxpayer's name and the
 * form named by its confirmation number, or one chosen from the taxpayer's open items — and only
 * then the posting (at once, or waiting for approval).
 */
export function CheckForm({ limit }: { limit: number }) {
  const [review, setReview] = useState<{ body: MailedCheckRequest; preview: MailroomCheckPreview } | null>(
    null,
  );
  const [done, setDone] = useState<string | null>(null);
  const state = useStaffForm<CheckValues, MailedCheckRequest, MailroomCheckPreview>({
    schema: mailedCheckRequest,
    defaultValues: empty(),
    request,
    money: { amountCents: labels.amountCents },
    labels,
    // Blank required fields in the console's words ("Enter the check number.").
    checks: (v) => ({
      taxpayerId: v.taxpayerId.trim() ? undefined : required(labels.taxpayerId),
      amountCents: v.amountCents.trim() ? undefined : st('mailroom.invalidAmount'),
      checkNumber: v.checkNumber.trim() ? undefined : required(labels.checkNumber),
      receivedOn: v.receivedOn ? undefined : required(labels.receivedOn),
    }),
    send: previewCheck,
    onSent: (preview, body) => setReview({ body, preview }),
  });
  const record = useRecordCheck();
  const post = useMutation({
    mutationFn: (body: MailedCheckRequest) => record.mutateAsync(body),
    onSuccess: (posting) => {
      const params = {
        number: posting.checkNumber ?? '',
        amount: formatCents(posting.amountCents),
        taxpayer: posting.taxpayerId,
        limit: formatCents(limit),
      };
      setDone(st(posting.status === 'pending' ? 'mailroom.check.pending' : 'mailroom.check.posted', params));
      state.form.reset(empty());
      setReview(null);
      state.form.setFocus('taxpayerId');
    },
    // The server's field errors go on the fields (and the review closes on them).
    onError: (error) => {
      if (state.placeServer(error)) setReview(null);
    },
  });
  // Any change to what was reviewed hides the review: it no longer says what will be posted.
  const { form } = state;
  useEffect(() => form.subscribe({ formState: { values: true }, callback: () => setReview(null) }), [form]);

  const choose = (confirmationNumber: string) => {
    const item = review?.preview.openItems.find((i) => i.confirmationNumber === confirmationNumber);
    form.setValue('confirmationNumber', confirmationNumber);
    if (item) form.setValue('taxYear', String(item.taxYear));
    state.onSubmit();
  };
  const busy = state.busy || post.isPending;
  // A posting refused for a reason not about a field (its field errors closed the review).
  const failure = state.failure ?? (review ? post.error : null);

  return (
    <section aria-labelledby="mailroom-check-heading">
      <h2 id="mailroom-check-heading">{st('mailroom.check.heading')}</h2>
      {done && (
        <Alert type="success" slim>
          <p className="margin-0" data-testid="check-recorded">
            {done}
          </p>
        </Alert>
      )}
      {failure && <FailureAlert error={failure} />}
      <StaffForm
        state={{
          ...state,
          failure: null,
          onSubmit: (event?: never) => {
            setDone(null);
            post.reset();
            state.onSubmit(event);
          },
        }}
      >
        <TextInput name="taxpayerId" label={labels.taxpayerId} inputMode="numeric" autoComplete="off" />
        <TextInput name="taxYear" label={labels.taxYear} inputMode="numeric" />
        <MoneyInput name="amountCents" label={labels.amountCents} hint={st('mailroom.check.amountHint')} />
        <TextInput name="checkNumber" label={labels.checkNumber} autoComplete="off" />
        <TextInput name="receivedOn" type="date" label={labels.receivedOn} />
        <TextInput
          name="confirmationNumber"
          label={labels.confirmationNumber}
          hint={st('mailroom.check.confirmationNumberHint')}
          autoComplete="off"
        />
        <TextInput name="note" label={labels.note} />
        <button type="submit" className="usa-button" disabled={busy}>
          {st('mailroom.check.submit')}
        </button>
      </StaffForm>
      {review && (
        <CheckReview
          preview={review.preview}
          check={{
            number: review.body.checkNumber,
            amountCents: review.body.amountCents,
            receivedOn: review.body.receivedOn,
            taxYear: review.body.taxYear,
          }}
          limit={limit}
          busy={busy}
          onChoose={choose}
          onPost={() => post.mutate(review.body)}
          onChange={() => {
            setReview(null);
            form.setFocus('taxpayerId');
          }}
        />
      )}
    </section>
  );
}
