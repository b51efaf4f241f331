import { useState } from 'react';
import {
  FORMS,
  paperReturnRequest,
  type MailroomPosting,
  type PaperFigure,
  type PaperReturnRequest,
} from '@efile/contracts';
import { formatCents } from '../../../lib/money';
import { Alert } from '../../../ui/alert';
import { MoneyInput, SelectInput, TextInput } from '../../../ui/schema-form';
import { st, type StaffMessageKey } from '../../i18n';
import { StaffForm, useStaffForm } from '../../ui/staff-form';
import { useRecordPaperReturn } from './api';
import { lastYear, required, todayIso } from './fields';

const FIGURES: readonly PaperFigure[] = ['tax', 'penalty', 'interest'];
/** The registry's forms, in its order (a paper return of any of them). */
const FORM_TYPES = FORMS.map((form) => form.id);

/** What the form holds: the request's shape, amounts in dollars as typed and the year as text. */
interface PaperValues {
  taxpayerId: string;
  formType: string;
  taxYear: string;
  period: string;
  receivedOn: string;
  tax: { amountCents: string; line: string };
  penalty: { amountCents: string; line: string };
  interest: { amountCents: string; line: string };
}

const empty = (): PaperValues => ({
  taxpayerId: '',
  formType: 'annual-return',
  taxYear: String(lastYear()),
  period: '',
  receivedOn: todayIso(),
  tax: { amountCents: '', line: '' },
  penalty: { amountCents: '', line: '' },
  interest: { amountCents: '', line: '' },
});

/** Blank penalty and interest are left out; a blank tax is none ($0.00) but still names its line. */
const given = (figure: PaperFigure, v: PaperValues) =>
  figure === 'tax' || v[figure].amountCents.trim() !== '' || v[figure].line.trim() !== '';

const request = (v: PaperValues) => ({
  taxpayerId: v.taxpayerId.trim(),
  formType: v.formType,
  taxYear: v.taxYear.trim() === '' ? undefined : Number(v.taxYear),
  period: v.period.trim() || null,
  receivedOn: v.receivedOn,
  tax: { amountCents: v.tax.amountCents.trim() || '0', line: v.tax.line },
  ...(given('penalty', v) ? { penalty: v.penalty } : {}),
  ...(given('interest', v) ? { interest: v.interest } : {}),
});

const figureName = (figure: PaperFigure) => st(`mailroom.paper.${figure}`);
const lineLabel = (figure: PaperFigure) =>
  st('mailroom.paper.line', { figure: figureName(figure).toLowerCase() });

/** The element ids the page has always had (`paper-tax`, `paper-taxLine`): two forms share it. */
const idOf = (path: string) => `paper-${path.replace(/\.amountCents$/, '').replace(/\.line$/, 'Line')}`;

/**
 * A clerk records a paper return's figures (tax, penalty, interest, each with its worksheet line),
 * checked with the server's request schema.
 */
export function PaperReturnForm({ limit }: { limit: number }) {
  const [done, setDone] = useState<string | null>(null);
  const record = useRecordPaperReturn();
  const state = useStaffForm<PaperValues, PaperReturnRequest, MailroomPosting>({
    schema: paperReturnRequest,
    defaultValues: empty(),
    request,
    money: Object.fromEntries(FIGURES.map((f) => [`${f}.amountCents`, figureName(f)])),
    labels: {
      taxpayerId: st('mailroom.check.taxpayerId'),
      taxYear: st('mailroom.check.taxYear'),
      period: st('mailroom.paper.period'),
      receivedOn: st('mailroom.check.receivedOn'),
    },
    // Blank required fields in the console's words ("Enter the worksheet line of the tax.").
    checks: (v) => ({
      taxpayerId: v.taxpayerId.trim() ? undefined : required(st('mailroom.check.taxpayerId')),
      ...Object.fromEntries(
        FIGURES.map((f) => [
          `${f}.line`,
          given(f, v) && !v[f].line.trim() ? required(lineLabel(f)) : undefined,
        ]),
      ),
    }),
    ids: idOf,
    send: (body) => record.mutateAsync(body),
    onSent: (posting) => {
      const params = {
        taxpayer: posting.taxpayerId,
        amount: formatCents(posting.amountCents),
        limit: formatCents(limit),
      };
      setDone(st(posting.status === 'pending' ? 'mailroom.paper.pending' : 'mailroom.paper.posted', params));
      state.form.reset(empty());
    },
  });

  return (
    <section aria-labelledby="mailroom-paper-heading">
      <h2 id="mailroom-paper-heading">{st('mailroom.paper.heading')}</h2>
      {done && (
        <Alert type="success" slim>
          <p className="margin-0">{done}</p>
        </Alert>
      )}
      <StaffForm
        state={{
          ...state,
          onSubmit: (event?: never) => {
            setDone(null);
            state.onSubmit(event);
          },
        }}
      >
        <TextInput
          name="taxpayerId"
          label={st('mailroom.check.taxpayerId')}
          inputMode="numeric"
          autoComplete="off"
        />
        <SelectInput
          name="formType"
          label={st('mailroom.paper.formType')}
          options={FORM_TYPES.map((type) => ({
            value: type,
            label: st(`mailroom.forms.${type}` as StaffMessageKey),
          }))}
        />
        <TextInput
          name="taxYear"
          label={st('mailroom.check.taxYear')}
          inputMode="numeric"
          autoComplete="off"
        />
        <TextInput
          name="period"
          label={st('mailroom.paper.period')}
          hint={st('mailroom.paper.periodHint')}
          autoComplete="off"
        />
        <TextInput name="receivedOn" type="date" label={st('mailroom.check.receivedOn')} />
        {FIGURES.map((figure) => (
          <fieldset key={figure} className="usa-fieldset">
            <legend className="usa-legend">{figureName(figure)}</legend>
            <MoneyInput
              name={`${figure}.amountCents`}
              label={figureName(figure)}
              hint={st('mailroom.check.amountHint')}
            />
            <TextInput
              name={`${figure}.line`}
              label={lineLabel(figure)}
              hint={st('mailroom.paper.lineHint')}
              autoComplete="off"
            />
          </fieldset>
        ))}
        <button type="submit" className="usa-button" disabled={state.busy}>
          {st('mailroom.paper.submit')}
        </button>
      </StaffForm>
    </section>
  );
}
