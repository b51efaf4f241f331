import { useEffect, useRef, useState, type MutableRefObject } from 'react';
import { useController, useWatch, type Control } from 'react-hook-form';
import {
  form1099Input,
  formW2Input,
  LOCALITY_CHOICE_REQUIRED,
  LOCALITY_OUTSIDE_AGENCY,
} from '@efile/contracts';
import { municipalities, recogniseLocality } from '@efile/tax';
import { contractText, t, type MessageKey } from '../../i18n';
import { formatCents } from '../../lib/money';
import { problemMessage } from '../../lib/problem-message';
import { Alert } from '../../ui/alert';
import { storedFilesKey } from '../../lib/stored-files';
import { CitySelect } from '../../ui/city-select';
import { useSchemaForm } from '../../ui/schema-form';
import { CurrencyField } from '../../ui/currency-field';
import { clearDraft, saveDraft } from '../../lib/draft';
import { FileAttachments, uploadAttachment } from '../../ui/file-attachments';
import type { StepError } from '../../ui/form-steps';
import { TextField } from '../../ui/text-field';
import { saveItem } from './api';
import { ITEM_FIELDS, type ItemField } from './interview';

export type Kind = 'w2' | 'form1099';
export type Item = { id: number } & Record<string, unknown>;
type Values = Record<string, string | null>;

export const fieldLabel = (f: ItemField) => t(`annualReturn.fields.${f.name}` as MessageKey);

/** Form text of a stored item: amounts as "1,234.56". */
function toValues(fields: readonly ItemField[], item?: Item): Values {
  return Object.fromEntries(
    fields.map((f) => {
      const v = item?.[f.name];
      return [f.name, v == null ? '' : f.kind === 'money' ? formatCents(Number(v)).slice(1) : String(v)];
    }),
  );
}

/** What box 20 says for the tax year: blank, a member city, or nothing the agency knows. */
const box20 = (taxYear: number, values: Values) => recogniseLocality(taxYear, values.locality ?? '');

/**
 * How an item is checked with the server's own request schema (`formW2Input`, `form1099Input`)
 * after the typed dollars become cents: an EIN may be typed with a hyphen or spaces (it is sent as
 * nine digits); the city choice is asked, and required, only when box 20 names no member city
 * (issue 9 item 6).
 */
function itemChecks(kind: Kind, taxYear: number) {
  const fields = ITEM_FIELDS[kind];
  const ein = fields.find((f) => f.kind === 'ein');
  const asked = (values: Values) => kind === 'w2' && box20(taxYear, values).kind === 'unknown';
  const digits = (values: Values) => (ein ? (values[ein.name] ?? '').replace(/[\s-]/g, '') : '');
  return {
    schema: kind === 'w2' ? formW2Input : form1099Input,
    money: Object.fromEntries(fields.filter((f) => f.kind === 'money').map((f) => [f.name, fieldLabel(f)])),
    request: (values: Values) => ({
      ...values,
      ...(ein ? { [ein.name]: digits(values) } : {}),
      ...(kind === 'w2' ? { localityChoice: asked(values) ? values.localityChoice || null : null } : {}),
    }),
    checks: (values: Values) => ({
      ...(ein && !/^\d{9}$/.test(digits(values))
        ? { [ein.name]: t('annualReturn.einInvalid', { field: fieldLabel(ein) }) }
        : {}),
      ...(asked(values) && !values.localityChoice
        ? { localityChoice: contractText(LOCALITY_CHOICE_REQUIRED) }
        : {}),
    }),
  };
}

/**
 * The form of one W-2 or 1099 (react-hook-form, the server's schema): its errors inline and in the
 * step's error summary (field ids `w2-employer` …), the server's field errors placed by request
 * path, and whether it holds unsaved typing reported to the step.
 */
export function ItemForm({
  kind,
  item,
  number,
  taxYear,
  restore,
  saveRef,
  onSaved,
  onDirtyChange,
  showErrors,
}: {
  kind: Kind;
  /** The item edited; absent for a new one. */
  item?: Item;
  number: number;
  taxYear: number;
  /** What was typed before the session ended (lib/draft.ts): put back as unsaved typing. */
  restore?: Values;
  /** Set to this form's save (resolves whether it saved): the page's Next saves first. */
  saveRef?: MutableRefObject<(() => Promise<boolean>) | null>;
  onSaved: () => void | Promise<void>;
  onDirtyChange: (dirty: boolean) => void;
  showErrors: (errors: readonly StepError[], options?: { focus?: boolean }) => void;
}) {
  const fields = ITEM_FIELDS[kind];
  /** Files chosen for a new item, sent once the save gives it an id. */
  const [held, setHeld] = useState<File[]>([]);
  const [attachFailed, setAttachFailed] = useState<unknown>(null);
  const step = useSchemaForm<Values, Record<string, unknown>, Item>({
    ...itemChecks(kind, taxYear),
    defaultValues: toValues(fields, item),
    ids: (path) => `${kind}-${path}`,
    report: showErrors,
    send: (body) => saveItem(kind, body, item?.id),
    onSent: async (saved) => {
      // Reset first: the reset notifies the draft watcher while still dirty, so clearing before it
      // would keep the saved item as a draft.
      form.reset(form.getValues());
      clearDraft();
      if (!item && held.length > 0) {
        const link = kind === 'w2' ? { w2Id: saved.id } : { form1099Id: saved.id };
        try {
          for (const file of held) await uploadAttachment(storedFilesKey(kind, saved.id), link, file);
        } catch (failure) {
          setAttachFailed(failure);
        }
      }
      await onSaved();
    },
  });
  const form = step.form;
  const { isDirty } = form.formState;
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);

  // A kept draft comes back as typing (dirty: the guard and Next's save see it).
  const restored = useRef(false);
  useEffect(() => {
    if (!restore || restored.current) return;
    restored.current = true;
    for (const [name, value] of Object.entries(restore))
      if (value !== null && name in form.getValues()) form.setValue(name, value, { shouldDirty: true });
  }, [restore, form]);

  // Issue 24 item 4: unsaved typing is kept as a draft (never the EIN, a tax ID) for a session end.
  useEffect(() => {
    const ein = new Set(fields.filter((f) => f.kind === 'ein').map((f) => f.name));
    const subscription = form.watch((values) => {
      if (!form.formState.isDirty) return;
      saveDraft({
        kind,
        itemId: item?.id ?? null,
        values: Object.fromEntries(
          Object.entries(values).filter(([name]) => !ein.has(name)) as [string, string | null][],
        ),
      });
    });
    return () => subscription.unsubscribe();
  }, [form, fields, kind, item?.id]);

  useEffect(() => {
    if (saveRef) saveRef.current = step.trySubmit;
  });
  return (
    <form className="usa-form usa-form--large" noValidate onSubmit={step.onSubmit}>
      {step.failure && (
        <Alert type="error">
          <p className="margin-0">{problemMessage(step.failure)}</p>
        </Alert>
      )}
      {attachFailed !== null && (
        <Alert type="error">
          <p className="margin-0">{problemMessage(attachFailed)}</p>
        </Alert>
      )}
      <fieldset className="usa-fieldset" disabled={step.busy}>
        <legend className="usa-legend usa-legend--large">
          {t(`annualReturn.itemHeading.${kind}`, { n: number })}
        </legend>
        {fields.map((f) => (
          <ItemInput key={f.name} kind={kind} field={f} control={form.control} taxYear={taxYear} />
        ))}
        <FileAttachments
          storageKey={storedFilesKey(kind, item?.id ?? 'new')}
          {...(item ? { link: kind === 'w2' ? { w2Id: item.id } : { form1099Id: item.id } } : {})}
          held={held}
          onHold={setHeld}
          label={t('annualReturn.attach')}
        />
        <button type="submit" className="usa-button margin-top-2">
          {step.busy ? t('annualReturn.saving') : t('annualReturn.save')}
        </button>
      </fieldset>
    </form>
  );
}

function ItemInput({
  kind,
  field: f,
  control,
  taxYear,
}: {
  kind: Kind;
  field: ItemField;
  control: Control<Values>;
  taxYear: number;
}) {
  const { field, fieldState } = useController({ name: f.name, control });
  const id = `${kind}-${f.name}`;
  const error = fieldState.error?.message;
  const value = field.value ?? '';
  if (f.kind === 'cityChoice') return <LocalityChoice id={id} control={control} taxYear={taxYear} />;
  if (f.kind === 'money')
    return (
      <CurrencyField
        id={id}
        label={fieldLabel(f)}
        value={value}
        error={error}
        onValueChange={field.onChange}
      />
    );
  return (
    <TextField
      id={id}
      label={fieldLabel(f)}
      value={value}
      error={error}
      inputMode={f.kind === 'ein' ? 'numeric' : 'text'}
      maxLength={f.kind === 'ein' ? 11 : 60}
      onChange={field.onChange}
      onBlur={field.onBlur}
    />
  );
}

/**
 * Box 20 is free text: when it names a member city the screen says which; when it names none, the
 * taxpayer picks the city from the agency's list or "A city outside the agency" (issue 9 item 6).
 */
function LocalityChoice({ id, control, taxYear }: { id: string; control: Control<Values>; taxYear: number }) {
  const locality = useWatch({ control, name: 'locality' });
  const { field, fieldState } = useController({ name: 'localityChoice', control });
  const match = box20(taxYear, { locality });
  if (match.kind === 'blank') return null;
  if (match.kind === 'member') {
    return (
      <p className="usa-hint" aria-live="polite">
        {t('annualReturn.localityRecognised', { city: match.city.name })}
      </p>
    );
  }
  return (
    <>
      <p className="usa-hint" aria-live="polite">
        {t('annualReturn.localityUnknown', { text: match.text })}
      </p>
      <CitySelect
        id={id}
        label={t('annualReturn.fields.localityChoice')}
        value={field.value ?? ''}
        error={fieldState.error?.message}
        cities={municipalities(taxYear)}
        extra={[{ value: LOCALITY_OUTSIDE_AGENCY, label: t('annualReturn.outsideAgency') }]}
        onChange={field.onChange}
      />
    </>
  );
}
