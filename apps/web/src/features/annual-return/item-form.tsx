import { useEffect, useRef, useState, type MutableRefObject } from 'react';
import {
  useController,
  useForm,
  useWatch,
  type Control,
  type FieldErrors,
  type Resolver,
} from 'react-hook-form';
import { useMutation } from '@tanstack/react-query';
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
import { requestResolver, summaryOf } from '../../ui/schema-form';
import { CurrencyField } from '../../ui/currency-field';
import { clearDraft, saveDraft } from '../../lib/draft';
import { FileAttachments, uploadAttachment } from '../../ui/file-attachments';
import { fieldErrorsOf, placeServerErrors, type StepError } from '../../ui/form-steps';
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
 * The item checked with the server's own request schema (`formW2Input`, `form1099Input`) after
 * the typed dollars become cents (computed-form's `requestResolver`). An EIN may be typed with a
 * hyphen or spaces (it is sent as nine digits); the city choice is asked, and required, only when
 * box 20 names no member city (issue 9 item 6).
 */
function itemResolver(kind: Kind, taxYear: number): Resolver<Values> {
  const fields = ITEM_FIELDS[kind];
  const money = Object.fromEntries(
    fields.filter((f) => f.kind === 'money').map((f) => [f.name, fieldLabel(f)]),
  );
  const check = requestResolver<Values>(kind === 'w2' ? formW2Input : form1099Input, money);
  const ein = fields.find((f) => f.kind === 'ein');
  return async (values, context, options) => {
    const asked = kind === 'w2' && box20(taxYear, values).kind === 'unknown';
    const prepared: Values = {
      ...values,
      ...(ein ? { [ein.name]: (values[ein.name] ?? '').replace(/[\s-]/g, '') } : {}),
      ...(kind === 'w2' ? { localityChoice: asked ? values.localityChoice || null : null } : {}),
    };
    const result = await check(prepared, context, options);
    const errors: FieldErrors<Values> = { ...result.errors };
    if (ein && errors[ein.name])
      errors[ein.name] = {
        type: 'pattern',
        message: t('annualReturn.einInvalid', { field: fieldLabel(ein) }),
      };
    if (asked && !values.localityChoice)
      errors.localityChoice = { type: 'required', message: contractText(LOCALITY_CHOICE_REQUIRED) };
    return Object.keys(errors).length > 0 ? { values: {}, errors } : result;
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
  const form = useForm<Values>({
    defaultValues: toValues(fields, item),
    resolver: itemResolver(kind, taxYear),
    shouldFocusError: false,
  });
  const { isDirty, errors, submitCount } = form.formState;
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);
  /** Files chosen for a new item, sent once the save gives it an id. */
  const [held, setHeld] = useState<File[]>([]);
  const [attachFailed, setAttachFailed] = useState<unknown>(null);

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

  // Issue 24 item 1: after a failed save the summary follows the fields as they are corrected.
  const current = submitCount > 0 ? summaryOf(errors, `${kind}-`) : [];
  const listed = current.map((e) => `${e.fieldId}:${e.message}`).join('|');
  useEffect(() => {
    if (submitCount > 0) showErrors(summaryOf(form.formState.errors, `${kind}-`), { focus: false });
    // `listed` stands for the errors' content.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [listed, submitCount]);

  const save = useMutation({
    mutationFn: (body: Record<string, unknown>) => saveItem(kind, body, item?.id),
    onSuccess: async (saved) => {
      showErrors([]);
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
    onError: (error) => {
      // The server's field errors, by request path: the item's fields are named as its keys.
      const placed = placeServerErrors(error, form.setError as never);
      if (placed) showErrors(summaryOf(placed, `${kind}-`));
    },
  });
  // A promise, not mutate's per-call callbacks: the form closes (unmounts) when the save succeeds.
  const trySave = () =>
    new Promise<boolean>((resolve) => {
      void form.handleSubmit(
        (body) =>
          save.mutateAsync(body as Record<string, unknown>).then(
            () => resolve(true),
            () => resolve(false),
          ),
        (found) => {
          showErrors(summaryOf(found, `${kind}-`));
          resolve(false);
        },
      )();
    });
  useEffect(() => {
    if (saveRef) saveRef.current = trySave;
  });
  return (
    <form
      className="usa-form usa-form--large"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void trySave();
      }}
    >
      {save.isError && !fieldErrorsOf(save.error) && (
        <Alert type="error">
          <p className="margin-0">{problemMessage(save.error)}</p>
        </Alert>
      )}
      {attachFailed !== null && (
        <Alert type="error">
          <p className="margin-0">{problemMessage(attachFailed)}</p>
        </Alert>
      )}
      <fieldset className="usa-fieldset" disabled={save.isPending}>
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
          {save.isPending ? t('annualReturn.saving') : t('annualReturn.save')}
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
