import { useState, type FormEvent } from 'react';
import type { PaperFigure } from '@efile/contracts';
import { formatCents, parseDollars } from '../../../lib/money';
import { Alert } from '../../../ui/alert';
import { CurrencyField } from '../../../ui/currency-field';
import { FormGroup, TextField } from '../../../ui/text-field';
import { st, type StaffMessageKey } from '../../i18n';
import { mailroomTexts } from '../../i18n/catalogue/mailroom';
import { staffProblemMessage } from '../../lib/api';
import { useRecordPaperReturn } from './api';
import { fieldErrors, lastYear, required, todayIso } from './fields';

const FIGURES: readonly PaperFigure[] = ['tax', 'penalty', 'interest'];
const FORM_TYPES = Object.keys(mailroomTexts.forms) as (keyof typeof mailroomTexts.forms)[];

const empty = () => ({
  taxpayerId: '',
  formType: 'annual-return' as string,
  taxYear: String(lastYear()),
  period: '',
  receivedOn: todayIso(),
  tax: '',
  taxLine: '',
  penalty: '',
  penaltyLine: '',
  interest: '',
  interestLine: '',
});
type Values = ReturnType<typeof empty>;

/** A clerk records a paper return's figures (tax, penalty, interest, each with its worksheet line). */
export function PaperReturnForm({ limit }: { limit: number }) {
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const record = useRecordPaperReturn();
  const set = (name: keyof Values) => (value: string) => setValues((v) => ({ ...v, [name]: value }));
  const id = (name: string) => `paper-${name}`;
  const focusFirst = (found: Record<string, string>) => {
    const first = Object.keys(found)[0];
    if (first) document.getElementById(id(first.split('.')[0]!))?.focus();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setDone(null);
    setFailure(null);
    const found: Record<string, string> = {};
    if (!values.taxpayerId.trim()) found.taxpayerId = required(st('mailroom.check.taxpayerId'));
    const figures: Partial<Record<PaperFigure, { amountCents: number; line: string }>> = {};
    for (const figure of FIGURES) {
      const text = values[figure];
      const line = values[`${figure}Line`];
      if (figure !== 'tax' && !text.trim() && !line.trim()) continue;
      const cents = parseDollars(text || '0');
      if (cents === null) found[figure] = st('mailroom.invalidAmount');
      else if (!line.trim())
        found[`${figure}Line`] = required(
          st('mailroom.paper.line', { figure: st(`mailroom.paper.${figure}`) }),
        );
      else figures[figure] = { amountCents: cents, line: line.trim() };
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return focusFirst(found);
    try {
      const posting = await record.mutateAsync({
        taxpayerId: values.taxpayerId.trim(),
        formType: values.formType,
        taxYear: Number(values.taxYear),
        period: values.period.trim() || null,
        receivedOn: values.receivedOn,
        tax: figures.tax!,
        ...(figures.penalty ? { penalty: figures.penalty } : {}),
        ...(figures.interest ? { interest: figures.interest } : {}),
      });
      const params = {
        taxpayer: posting.taxpayerId,
        amount: formatCents(posting.amountCents),
        limit: formatCents(limit),
      };
      setDone(st(posting.status === 'pending' ? 'mailroom.paper.pending' : 'mailroom.paper.posted', params));
      setValues(empty());
    } catch (error) {
      const byField = fieldErrors(error);
      // The server names a figure's fields "tax.amountCents", "tax.line".
      const mapped = Object.fromEntries(
        Object.entries(byField).map(([key, message]) => [
          key.endsWith('.line') ? `${key.split('.')[0]}Line` : key.split('.')[0]!,
          message,
        ]),
      );
      setErrors(mapped);
      setFailure(staffProblemMessage(error));
      focusFirst(mapped);
    }
  };

  const text = (name: keyof Values, label: string, extra: { hint?: string; inputMode?: 'numeric' } = {}) => (
    <TextField
      id={id(name)}
      label={label}
      autoComplete="off"
      {...extra}
      value={values[name]}
      error={errors[name]}
      onChange={(e) => set(name)(e.target.value)}
    />
  );

  return (
    <section aria-labelledby="mailroom-paper-heading">
      <h2 id="mailroom-paper-heading">{st('mailroom.paper.heading')}</h2>
      {done && (
        <Alert type="success" slim>
          <p className="margin-0">{done}</p>
        </Alert>
      )}
      {failure && (
        <Alert type="error" slim>
          <p className="margin-0">{failure}</p>
        </Alert>
      )}
      <form className="usa-form" noValidate onSubmit={(event) => void submit(event)}>
        {text('taxpayerId', st('mailroom.check.taxpayerId'), { inputMode: 'numeric' })}
        <FormGroup
          id={id('formType')}
          label={st('mailroom.paper.formType')}
          error={errors.formType}
          control={(aria) => (
            <select
              className="usa-select"
              {...aria}
              value={values.formType}
              onChange={(e) => set('formType')(e.target.value)}
            >
              {FORM_TYPES.map((type) => (
                <option key={type} value={type}>
                  {st(`mailroom.forms.${type}` as StaffMessageKey)}
                </option>
              ))}
            </select>
          )}
        />
        {text('taxYear', st('mailroom.check.taxYear'), { inputMode: 'numeric' })}
        {text('period', st('mailroom.paper.period'), { hint: st('mailroom.paper.periodHint') })}
        <TextField
          id={id('receivedOn')}
          type="date"
          label={st('mailroom.check.receivedOn')}
          value={values.receivedOn}
          error={errors.receivedOn}
          onChange={(e) => set('receivedOn')(e.target.value)}
        />
        {FIGURES.map((figure) => (
          <fieldset key={figure} className="usa-fieldset">
            <legend className="usa-legend">{st(`mailroom.paper.${figure}`)}</legend>
            <CurrencyField
              id={id(figure)}
              label={st(`mailroom.paper.${figure}`)}
              hint={st('mailroom.check.amountHint')}
              value={values[figure]}
              error={errors[figure]}
              onValueChange={set(figure)}
            />
            {text(
              `${figure}Line`,
              st('mailroom.paper.line', { figure: st(`mailroom.paper.${figure}`).toLowerCase() }),
              {
                hint: st('mailroom.paper.lineHint'),
              },
            )}
          </fieldset>
        ))}
        <button type="submit" className="usa-button" disabled={record.isPending}>
          {st('mailroom.paper.submit')}
        </button>
      </form>
    </section>
  );
}
