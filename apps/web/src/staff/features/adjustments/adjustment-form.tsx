import { useEffect, useRef, useState } from 'react';
import { z } from 'zod';
import {
  ADJUSTMENT_KINDS,
  ADJUSTMENT_REASONS,
  adjustmentRequest,
  type AccountForm,
  type AdjustmentKind,
  type AdjustmentRequest,
  type LedgerEntryDto,
  type StaffAdjustment,
} from '@efile/contracts';
import { formatCents } from '../../../lib/money';
import { Alert } from '../../../ui/alert';
import { MoneyInput, SelectInput, TextAreaInput } from '../../../ui/schema-form';
import { st } from '../../i18n';
import { formName } from '../../ui/form-name';
import { dayOf } from '../../ui/when';
import { StaffForm, useStaffForm } from '../../ui/staff-form';
import { whatItDoes } from './adjustment-card';
import { askAdjustment, newKey } from './api';

/** What the form holds: the kind, its reason and target as chosen, the amount as typed, the note. */
interface Values {
  kind: AdjustmentKind;
  reason: string;
  taxFormId: string;
  entryId: string;
  fromYear: string;
  toYear: string;
  direction: 'up' | 'down';
  amountCents: string;
  note: string;
}

const reasonsOf = (kind: AdjustmentKind) =>
  Object.entries(ADJUSTMENT_REASONS)
    .filter(([, k]) => k === kind)
    .map(([code]) => code as keyof typeof ADJUSTMENT_REASONS);

/** The request the contract reads, by kind (the amount stays typed text: the form makes it cents). */
function request(v: Values) {
  const base = { kind: v.kind, reason: v.reason, note: v.note };
  switch (v.kind) {
    case 'returned-check':
      return { ...base, entryId: Number(v.entryId) };
    case 'credit-move':
      return { ...base, fromYear: Number(v.fromYear), toYear: Number(v.toYear), amountCents: v.amountCents };
    default:
      return { ...base, taxFormId: Number(v.taxFormId), amountCents: v.amountCents };
  }
}

/** The contract's schema; a correction down is sent as a negative change of the tax. */
const schemaOf = (v: Values) =>
  v.kind === 'assessment' && v.direction === 'down'
    ? z.preprocess((body) => {
        const b = body as { amountCents?: unknown };
        return typeof b.amountCents === 'number' ? { ...b, amountCents: -b.amountCents } : b;
      }, adjustmentRequest)
    : adjustmentRequest;

/**
 * A clerk asks for an adjustment on the account open in the console (issue 28 item 2): what to do,
 * the reason from the fixed list, the form, payment or years it acts on, the amount and a note.
 * Each submission has its own Idempotency-Key, kept for its retries. Above the agency's amount it
 * waits for a second person; the outcome is said next to the form, which keeps focus.
 */
export function AdjustmentForm({
  taxpayerId,
  forms,
  entries,
  limit,
  onDone,
}: {
  taxpayerId: string;
  forms: readonly AccountForm[];
  entries: readonly LedgerEntryDto[];
  limit: number;
  onDone: (a: StaffAdjustment) => void;
}) {
  const [done, setDone] = useState<string | null>(null);
  const key = useRef<string>(newKey());
  const doneRef = useRef<HTMLDivElement>(null);
  const years = [...new Set(forms.map((f) => f.taxYear))].sort((a, b) => b - a);
  const nextYears = [...new Set([...years, ...years.map((y) => y + 1)])].sort((a, b) => b - a);
  const payments = entries.filter((e) => e.kind === 'payment');
  const empty = (kind: AdjustmentKind = 'penalty-abatement'): Values => ({
    kind,
    reason: reasonsOf(kind)[0]!,
    taxFormId: String(forms[0]?.id ?? ''),
    entryId: String(payments[0]?.id ?? ''),
    fromYear: String(years[0] ?? ''),
    toYear: String(nextYears[0] ?? ''),
    direction: 'down',
    amountCents: '',
    note: '',
  });
  const labels = {
    kind: st('adjustments.form.kind'),
    reason: st('adjustments.form.reason'),
    taxFormId: st('adjustments.form.form'),
    entryId: st('adjustments.form.payment'),
    fromYear: st('adjustments.form.fromYear'),
    toYear: st('adjustments.form.toYear'),
    amountCents: st('adjustments.form.amount'),
    note: st('adjustments.form.note'),
  };
  const state = useStaffForm<Values, AdjustmentRequest, StaffAdjustment>({
    schema: schemaOf,
    defaultValues: empty(),
    request,
    money: { amountCents: labels.amountCents },
    labels,
    // Its own ids: the account page holds other forms with a reason and a note.
    ids: (path) => `adjustment-${path}`,
    send: (body) => askAdjustment(taxpayerId, body, key.current),
    onSent: (a) => {
      key.current = newKey();
      const params = { id: a.id, what: whatItDoes(a) };
      setDone(st(a.status === 'requested' ? 'adjustments.form.waiting' : 'adjustments.form.posted', params));
      state.form.reset(empty(a.kind));
      onDone(a);
    },
  });
  // The outcome takes focus when it is said: focus stays next to what was acted on.
  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);
  const kind = state.form.watch('kind');
  const pick = (value: string) => {
    const next = value as AdjustmentKind;
    state.form.setValue('reason', reasonsOf(next)[0]!);
    setDone(null);
  };

  return (
    <section aria-labelledby="adjustment-form-heading" className="margin-top-2">
      <h3 id="adjustment-form-heading">{st('adjustments.form.heading')}</h3>
      <p>{st('adjustments.limit', { limit: formatCents(limit) })}</p>
      {done && (
        <div ref={doneRef} tabIndex={-1} data-testid="adjustment-done-focus">
          <Alert type="success" slim>
            <p className="margin-0" data-testid="adjustment-done">
              {done}
            </p>
          </Alert>
        </div>
      )}
      <StaffForm state={state} testId="adjustment-form">
        <SelectInput
          name="kind"
          label={labels.kind}
          options={ADJUSTMENT_KINDS.map((k) => ({ value: k, label: st(`adjustments.kinds.${k}`) }))}
          onPicked={pick}
        />
        <SelectInput
          name="reason"
          label={labels.reason}
          options={reasonsOf(kind).map((r) => ({ value: r, label: st(`adjustments.reasons.${r}`) }))}
        />
        {(kind === 'penalty-abatement' || kind === 'interest-abatement' || kind === 'assessment') && (
          <SelectInput
            name="taxFormId"
            label={labels.taxFormId}
            options={forms.map((f) => ({
              value: f.id,
              label: st('adjustments.form.formOption', {
                form: formName(f.formType),
                year: f.taxYear,
                confirmation: f.confirmationNumber ?? '',
                owed: formatCents(f.payToday),
              }),
            }))}
          />
        )}
        {kind === 'assessment' && (
          <SelectInput
            name="direction"
            label={st('adjustments.form.direction')}
            options={[
              { value: 'down', label: st('adjustments.form.down') },
              { value: 'up', label: st('adjustments.form.up') },
            ]}
          />
        )}
        {kind === 'returned-check' && (
          <SelectInput
            name="entryId"
            label={labels.entryId}
            options={payments.map((e) => ({
              value: e.id,
              label: st('adjustments.form.paymentOption', {
                date: dayOf(e.occurredAt),
                amount: formatCents(-e.amount),
                year: e.taxYear,
              }),
            }))}
          />
        )}
        {kind === 'credit-move' && (
          <>
            <SelectInput
              name="fromYear"
              label={labels.fromYear}
              options={years.map((y) => ({ value: y, label: String(y) }))}
            />
            <SelectInput
              name="toYear"
              label={labels.toYear}
              options={nextYears.map((y) => ({ value: y, label: String(y) }))}
            />
          </>
        )}
        {kind !== 'returned-check' && (
          <MoneyInput
            name="amountCents"
            label={labels.amountCents}
            hint={st('adjustments.form.amountHint')}
          />
        )}
        <TextAreaInput name="note" label={labels.note} hint={st('adjustments.form.noteHint')} />
        <button type="submit" className="usa-button" disabled={state.busy}>
          {st('adjustments.form.submit')}
        </button>
      </StaffForm>
    </section>
  );
}
