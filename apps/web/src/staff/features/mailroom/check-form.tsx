import { useState, type FormEvent } from 'react';
import type { MailedCheckRequest, MailroomCheckPreview } from '@efile/contracts';
import { formatCents, parseDollars } from '../../../lib/money';
import { Alert } from '../../../ui/alert';
import { CurrencyField } from '../../../ui/currency-field';
import { TextField } from '../../../ui/text-field';
import { st } from '../../i18n';
import { staffProblemMessage } from '../../lib/api';
import { previewCheck, useRecordCheck } from './api';
import { CheckReview } from './check-review';
import { fieldErrors, lastYear, required, todayIso } from './fields';

const empty = () => ({
  taxpayerId: '',
  taxYear: String(lastYear()),
  amount: '',
  checkNumber: '',
  receivedOn: todayIso(),
  confirmationNumber: '',
  note: '',
});

/**
 * A clerk records a mailed check (issue 22 item 5, ADR 0046): the details, then a review of what it
 * will post to — the taxpayer's name and the form named by its confirmation number, or one chosen
 * from the taxpayer's open items — and only then the posting (at once, or waiting for approval).
 */
export function CheckForm({ limit }: { limit: number }) {
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [review, setReview] = useState<{ body: MailedCheckRequest; preview: MailroomCheckPreview } | null>(
    null,
  );
  const [busy, setBusy] = useState(false);
  const record = useRecordCheck();
  const set = (name: keyof ReturnType<typeof empty>) => (value: string) => {
    setReview(null);
    setValues((v) => ({ ...v, [name]: value }));
  };

  /** The server's answer to a call: its field errors under the fields, its message above them. */
  const problem = (error: unknown) => {
    const byField = fieldErrors(error);
    setErrors(byField);
    setFailure(staffProblemMessage(error));
    setReview(null);
    const first = Object.keys(byField)[0];
    if (first) document.getElementById(first)?.focus();
  };

  /** The request as the contract reads it: the confirmation number as typed, or left out. */
  const bodyOf = (from: ReturnType<typeof empty>): MailedCheckRequest | null => {
    const cents = parseDollars(from.amount);
    const found: Record<string, string> = {};
    if (!from.taxpayerId.trim()) found.taxpayerId = required(st('mailroom.check.taxpayerId'));
    if (!from.checkNumber.trim()) found.checkNumber = required(st('mailroom.check.checkNumber'));
    if (!cents) found.amountCents = st('mailroom.invalidAmount');
    if (!from.receivedOn) found.receivedOn = required(st('mailroom.check.receivedOn'));
    setErrors(found);
    if (Object.keys(found).length > 0) {
      document.getElementById(Object.keys(found)[0]!)?.focus();
      return null;
    }
    return {
      taxpayerId: from.taxpayerId.trim(),
      taxYear: Number(from.taxYear),
      amountCents: cents!,
      checkNumber: from.checkNumber,
      receivedOn: from.receivedOn,
      ...(from.confirmationNumber.trim() ? { confirmationNumber: from.confirmationNumber.trim() } : {}),
      ...(from.note.trim() ? { note: from.note.trim() } : {}),
    };
  };

  const showReview = async (from: ReturnType<typeof empty>) => {
    setDone(null);
    setFailure(null);
    const body = bodyOf(from);
    if (!body) return;
    setBusy(true);
    try {
      setReview({ body, preview: await previewCheck(body) });
    } catch (error) {
      problem(error);
    } finally {
      setBusy(false);
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void showReview(values);
  };

  const choose = (confirmationNumber: string) => {
    const item = review?.preview.openItems.find((i) => i.confirmationNumber === confirmationNumber);
    const next = { ...values, confirmationNumber, taxYear: String(item?.taxYear ?? values.taxYear) };
    setValues(next);
    void showReview(next);
  };

  const post = async () => {
    if (!review) return;
    try {
      const posting = await record.mutateAsync(review.body);
      const params = {
        number: posting.checkNumber ?? '',
        amount: formatCents(posting.amountCents),
        taxpayer: posting.taxpayerId,
        limit: formatCents(limit),
      };
      setDone(st(posting.status === 'pending' ? 'mailroom.check.pending' : 'mailroom.check.posted', params));
      setValues(empty());
      setReview(null);
      document.getElementById('taxpayerId')?.focus();
    } catch (error) {
      problem(error);
    }
  };

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
      {failure && (
        <Alert type="error" slim>
          <p className="margin-0">{failure}</p>
        </Alert>
      )}
      <form className="usa-form" noValidate onSubmit={(event) => void submit(event)}>
        <TextField
          id="taxpayerId"
          label={st('mailroom.check.taxpayerId')}
          inputMode="numeric"
          autoComplete="off"
          value={values.taxpayerId}
          error={errors.taxpayerId}
          onChange={(e) => set('taxpayerId')(e.target.value)}
        />
        <TextField
          id="taxYear"
          label={st('mailroom.check.taxYear')}
          inputMode="numeric"
          value={values.taxYear}
          error={errors.taxYear}
          onChange={(e) => set('taxYear')(e.target.value)}
        />
        <CurrencyField
          id="amountCents"
          label={st('mailroom.check.amount')}
          hint={st('mailroom.check.amountHint')}
          value={values.amount}
          error={errors.amountCents}
          onValueChange={set('amount')}
        />
        <TextField
          id="checkNumber"
          label={st('mailroom.check.checkNumber')}
          autoComplete="off"
          value={values.checkNumber}
          error={errors.checkNumber}
          onChange={(e) => set('checkNumber')(e.target.value)}
        />
        <TextField
          id="receivedOn"
          type="date"
          label={st('mailroom.check.receivedOn')}
          value={values.receivedOn}
          error={errors.receivedOn}
          onChange={(e) => set('receivedOn')(e.target.value)}
        />
        <TextField
          id="confirmationNumber"
          label={st('mailroom.check.confirmationNumber')}
          hint={st('mailroom.check.confirmationNumberHint')}
          autoComplete="off"
          value={values.confirmationNumber}
          error={errors.confirmationNumber}
          onChange={(e) => set('confirmationNumber')(e.target.value)}
        />
        <TextField
          id="note"
          label={st('mailroom.check.note')}
          value={values.note}
          error={errors.note}
          onChange={(e) => set('note')(e.target.value)}
        />
        <button type="submit" className="usa-button" disabled={busy || record.isPending}>
          {st('mailroom.check.submit')}
        </button>
      </form>
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
          busy={busy || record.isPending}
          onChoose={choose}
          onPost={() => void post()}
          onChange={() => {
            setReview(null);
            document.getElementById('taxpayerId')?.focus();
          }}
        />
      )}
    </section>
  );
}
