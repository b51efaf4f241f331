import { useState, type FormEvent } from 'react';
import { formatCents, parseDollars } from '../../../lib/money';
import { Alert } from '../../../ui/alert';
import { CurrencyField } from '../../../ui/currency-field';
import { TextField } from '../../../ui/text-field';
import { st } from '../../i18n';
import { staffProblemMessage } from '../../lib/api';
import { useRecordCheck } from './api';
import { fieldErrors, lastYear, required, todayIso } from './fields';

const empty = () => ({
  taxpayerId: '',
  taxYear: String(lastYear()),
  amount: '',
  checkNumber: '',
  receivedOn: todayIso(),
  taxFormId: '',
  note: '',
});

/** A clerk records a mailed check: posted at once, or waiting for approval above the agency's amount. */
export function CheckForm({ limit }: { limit: number }) {
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const record = useRecordCheck();
  const set = (name: keyof ReturnType<typeof empty>) => (value: string) =>
    setValues((v) => ({ ...v, [name]: value }));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setDone(null);
    setFailure(null);
    const cents = parseDollars(values.amount);
    const found: Record<string, string> = {};
    if (!values.taxpayerId.trim()) found.taxpayerId = required(st('mailroom.check.taxpayerId'));
    if (!values.checkNumber.trim()) found.checkNumber = required(st('mailroom.check.checkNumber'));
    if (!cents) found.amountCents = st('mailroom.invalidAmount');
    if (!values.receivedOn) found.receivedOn = required(st('mailroom.check.receivedOn'));
    setErrors(found);
    if (Object.keys(found).length > 0) {
      document.getElementById(Object.keys(found)[0]!)?.focus();
      return;
    }
    try {
      const posting = await record.mutateAsync({
        taxpayerId: values.taxpayerId.trim(),
        taxYear: Number(values.taxYear),
        amountCents: cents!,
        checkNumber: values.checkNumber,
        receivedOn: values.receivedOn,
        taxFormId: values.taxFormId.trim() ? Number(values.taxFormId) : null,
        ...(values.note.trim() ? { note: values.note.trim() } : {}),
      });
      const params = {
        number: posting.checkNumber ?? '',
        amount: formatCents(posting.amountCents),
        taxpayer: posting.taxpayerId,
        limit: formatCents(limit),
      };
      setDone(st(posting.status === 'pending' ? 'mailroom.check.pending' : 'mailroom.check.posted', params));
      setValues(empty());
    } catch (error) {
      const byField = fieldErrors(error);
      setErrors(byField);
      setFailure(staffProblemMessage(error));
      const first = Object.keys(byField)[0];
      if (first) document.getElementById(first)?.focus();
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
          id="taxFormId"
          label={st('mailroom.check.taxFormId')}
          hint={st('mailroom.check.taxFormIdHint')}
          inputMode="numeric"
          value={values.taxFormId}
          error={errors.taxFormId}
          onChange={(e) => set('taxFormId')(e.target.value)}
        />
        <TextField
          id="note"
          label={st('mailroom.check.note')}
          value={values.note}
          error={errors.note}
          onChange={(e) => set('note')(e.target.value)}
        />
        <button type="submit" className="usa-button" disabled={record.isPending}>
          {st('mailroom.check.submit')}
        </button>
      </form>
    </section>
  );
}
