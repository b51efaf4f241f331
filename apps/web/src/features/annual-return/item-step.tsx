import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LOCALITY_CHOICE_REQUIRED, LOCALITY_OUTSIDE_AGENCY } from '@efile/contracts';
import { municipalities, recogniseLocality } from '@efile/tax';
import { t, type MessageKey } from '../../i18n';
import { ApiError } from '../../lib/http';
import { formatCents, parseDollars } from '../../lib/money';
import { problemMessage } from '../../lib/problem-message';
import { storedFilesKey } from '../../lib/stored-files';
import { confirmLeave } from '../../lib/unsaved-changes';
import { Alert } from '../../ui/alert';
import { CitySelect } from '../../ui/city-select';
import { FileAttachments } from '../../ui/file-attachments';
import { CurrencyField } from '../../ui/currency-field';
import { TextField } from '../../ui/text-field';
import { fieldErrorsOf, type StepError } from '../../ui/form-steps';
import { deleteItem, saveItem } from './api';
import { ITEM_FIELDS, type ItemField } from './interview';

type Kind = 'w2' | 'form1099';
type Item = { id: number } & Record<string, unknown>;
type Values = Record<string, string>;

const label = (f: ItemField) => t(`annualReturn.fields.${f.name}` as MessageKey);

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
const box20 = (taxYear: number, values: Values) => recogniseLocality(taxYear, values.locality);

/** The request body, or the first message per field (spec §5: no negatives, 2 decimals, 9-digit EIN). */
function toBody(fields: readonly ItemField[], values: Values, taxYear: number) {
  const errors: Values = {};
  const body: Record<string, unknown> = {};
  for (const f of fields) {
    const raw = values[f.name]?.trim() ?? '';
    if (f.kind === 'cityChoice') {
      // Asked only when box 20 names no member city: then a choice is required (issue 9 item 6).
      const asked = box20(taxYear, values).kind === 'unknown';
      if (asked && !raw) errors[f.name] = LOCALITY_CHOICE_REQUIRED;
      body[f.name] = asked && raw ? raw : null;
      continue;
    }
    if (!raw) {
      if (!f.optional) errors[f.name] = t('annualReturn.required', { field: label(f) });
      body[f.name] = f.kind === 'money' ? 0 : null;
      continue;
    }
    if (f.kind === 'money') {
      const cents = parseDollars(raw);
      if (cents === null) errors[f.name] = t('annualReturn.moneyInvalid', { field: label(f) });
      body[f.name] = cents;
    } else if (f.kind === 'ein' && !/^\d{9}$/.test(raw)) {
      errors[f.name] = t('annualReturn.einInvalid', { field: label(f) });
    } else body[f.name] = raw;
  }
  return { body, errors };
}

/** One item loop of the interview (W-2s or 1099s): the entered items and a form to add or edit one. */
export function ItemStep({
  kind,
  items,
  taxYear,
  onDirtyChange,
  showErrors,
}: {
  kind: Kind;
  items: readonly Item[];
  /** The return's tax year: box 20 is matched against that year's member cities. */
  taxYear: number;
  /** Whether the form holds typed changes not yet saved (the page guards leaving the step). */
  onDirtyChange: (dirty: boolean) => void;
  /** The step's error summary (the engine's). */
  showErrors: (errors: readonly StepError[]) => void;
}) {
  const fields = ITEM_FIELDS[kind];
  const queryClient = useQueryClient();
  // An empty loop first asks whether there is any (yes opens the form for the first one).
  const [has, setHas] = useState<boolean | null>(items.length > 0 ? true : null);
  const [editing, setEditing] = useState<Item | 'new' | null>(null);
  const [values, setValues] = useState<Values>(() => toValues(fields));
  const [errors, setErrors] = useState<Values>({});
  const [saved, setSaved] = useState<Values>(values);
  const addButton = useRef<HTMLButtonElement>(null);
  const dirty = editing !== null && fields.some((f) => (values[f.name] ?? '') !== (saved[f.name] ?? ''));
  useEffect(() => {
    onDirtyChange(dirty);
  }, [dirty, onDirtyChange]);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['annual-return'] });
  const save = useMutation({
    mutationFn: ({ body, id }: { body: Record<string, unknown>; id?: number }) => saveItem(kind, body, id),
    onSuccess: async () => {
      showErrors([]);
      setEditing(null);
      setSaved(values);
      await refresh();
      addButton.current?.focus();
    },
    onError: (error) => {
      // The server's field errors, by request path: the item's fields are named as its keys.
      const placed = fieldErrorsOf(error);
      if (!placed) return;
      setErrors(placed);
      showErrors(summary(placed));
    },
  });
  const remove = useMutation({ mutationFn: (id: number) => deleteItem(kind, id), onSuccess: refresh });

  const summary = (found: Values): StepError[] =>
    Object.entries(found).map(([name, message]) => ({
      fieldId: fields.some((f) => f.name === name) ? `${kind}-${name}` : `${kind}-${fields[0]!.name}`,
      message,
    }));

  function open(item: Item | 'new') {
    if (dirty && !confirmLeave()) return;
    const start = toValues(fields, item === 'new' ? undefined : item);
    setEditing(item);
    setValues(start);
    setSaved(start);
    setErrors({});
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const { body, errors: found } = toBody(fields, values, taxYear);
    setErrors(found);
    if (Object.keys(found).length > 0) showErrors(summary(found));
    else save.mutate({ body, ...(editing && editing !== 'new' ? { id: editing.id } : {}) });
  }

  const columns = fields.filter((f) => f.column);
  const name = (item: Item, n: number) =>
    `${t(`annualReturn.itemHeading.${kind}`, { n })} (${String(item[fields[0]!.name])})`;
  return (
    <>
      {(save.error ?? remove.error) && !(save.error instanceof ApiError && save.error.problem?.errors) && (
        <Alert type="error">
          <p className="margin-0">{problemMessage(save.error ?? remove.error)}</p>
        </Alert>
      )}
      {items.length === 0 && (
        <fieldset className="usa-fieldset">
          <legend className="usa-legend">{t(`annualReturn.has.${kind}`, { year: taxYear })}</legend>
          {([true, false] as const).map((value) => {
            const id = `${kind}-has-${value ? 'yes' : 'no'}`;
            return (
              <div className="usa-radio" key={id}>
                <input
                  className="usa-radio__input"
                  id={id}
                  type="radio"
                  name={`${kind}-has`}
                  checked={has === value}
                  onChange={() => {
                    setHas(value);
                    if (value) open('new');
                    else if (!dirty || confirmLeave()) setEditing(null);
                  }}
                />
                <label className="usa-radio__label" htmlFor={id}>
                  {value ? t('annualReturn.yes') : t('annualReturn.no')}
                </label>
              </div>
            );
          })}
        </fieldset>
      )}
      {has === null ? null : items.length === 0 ? (
        <p>{t(`annualReturn.none.${kind}`)}</p>
      ) : (
        <table className="usa-table usa-table--borderless width-full">
          <thead>
            <tr>
              {columns.map((f) => (
                <th scope="col" key={f.name}>
                  {label(f)}
                </th>
              ))}
              <th scope="col">
                <span className="usa-sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {items.map((item, i) => (
              <tr key={item.id}>
                {columns.map((f) => (
                  <td key={f.name}>
                    {f.kind === 'money' ? formatCents(Number(item[f.name] ?? 0)) : String(item[f.name] ?? '')}
                  </td>
                ))}
                <td>
                  <button
                    type="button"
                    className="usa-button usa-button--unstyled"
                    onClick={() => open(item)}
                  >
                    {t('annualReturn.edit', { name: name(item, i + 1) })}
                  </button>{' '}
                  <button
                    type="button"
                    className="usa-button usa-button--unstyled"
                    disabled={remove.isPending}
                    onClick={() => remove.mutate(item.id)}
                  >
                    {t('annualReturn.remove', { name: name(item, i + 1) })}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {editing ? (
        <form className="usa-form usa-form--large" noValidate onSubmit={submit}>
          <fieldset className="usa-fieldset" disabled={save.isPending}>
            <legend className="usa-legend usa-legend--large">
              {t(`annualReturn.itemHeading.${kind}`, {
                n: editing === 'new' ? items.length + 1 : items.indexOf(editing) + 1,
              })}
            </legend>
            {fields.map((f) =>
              f.kind === 'cityChoice' ? (
                <LocalityChoice
                  key={f.name}
                  id={`${kind}-${f.name}`}
                  taxYear={taxYear}
                  values={values}
                  error={errors[f.name]}
                  onChange={(code) => setValues((v) => ({ ...v, [f.name]: code }))}
                />
              ) : f.kind === 'money' ? (
                <CurrencyField
                  key={f.name}
                  id={`${kind}-${f.name}`}
                  label={label(f)}
                  value={values[f.name] ?? ''}
                  error={errors[f.name]}
                  onValueChange={(text) => setValues((v) => ({ ...v, [f.name]: text }))}
                />
              ) : (
                <TextField
                  key={f.name}
                  id={`${kind}-${f.name}`}
                  label={label(f)}
                  value={values[f.name] ?? ''}
                  error={errors[f.name]}
                  inputMode={f.kind === 'ein' ? 'numeric' : 'text'}
                  maxLength={f.kind === 'ein' ? 9 : 60}
                  onChange={(e) => setValues((v) => ({ ...v, [f.name]: e.target.value }))}
                />
              ),
            )}
            {editing === 'new' ? (
              <p className="usa-hint">{t('annualReturn.attachAfterSave')}</p>
            ) : (
              <FileAttachments
                storageKey={storedFilesKey(kind, editing.id)}
                link={kind === 'w2' ? { w2Id: editing.id } : { form1099Id: editing.id }}
                label={t('annualReturn.attach')}
              />
            )}
            <button type="submit" className="usa-button margin-top-2">
              {save.isPending ? t('annualReturn.saving') : t('annualReturn.save')}
            </button>
          </fieldset>
        </form>
      ) : (
        has && (
          <button
            type="button"
            ref={addButton}
            className="usa-button usa-button--outline"
            onClick={() => open('new')}
          >
            {t(`annualReturn.add.${kind}`)}
          </button>
        )
      )}
    </>
  );
}

/**
 * Box 20 is free text: when it names a member city the screen says which; when it names none, the
 * taxpayer picks the city from the agency's list or "A city outside the agency" (issue 9 item 6).
 */
function LocalityChoice({
  id,
  taxYear,
  values,
  error,
  onChange,
}: {
  id: string;
  taxYear: number;
  values: Values;
  error: string | undefined;
  onChange: (code: string) => void;
}) {
  const match = box20(taxYear, values);
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
        value={values.localityChoice ?? ''}
        error={error}
        cities={municipalities(taxYear)}
        extra={[{ value: LOCALITY_OUTSIDE_AGENCY, label: t('annualReturn.outsideAgency') }]}
        onChange={onChange}
      />
    </>
  );
}
