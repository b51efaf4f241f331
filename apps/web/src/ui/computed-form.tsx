import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import {
  FormProvider,
  get,
  set,
  useController,
  useForm,
  useFormContext,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import type { TaxpayerDisplayMode } from '@efile/contracts';
import { t } from '../i18n';
import { ApiError } from '../lib/http';
import { parseDollars } from '../lib/money';
import { serverMessage } from '../lib/problem-message';
import { useTaxpayerInfo } from '../lib/taxpayer';
import { Alert } from './alert';
import { CheckboxField } from './checkbox-field';
import { CitySelect } from './city-select';
import { CurrencyField } from './currency-field';
import { ErrorSummary, placeServerErrors, UnsavedChangesGuard, type StepError } from './form-steps';
import { TaxpayerBlock } from './taxpayer-block';
import { FormGroup, TextField } from './text-field';
import type { Municipality } from '@efile/tax';

/**
 * The money fields of a form, by request path with `*` for a row's index (`cities.*.wages`), and
 * the name the contract's messages use for each ("Wages is required.").
 */
export type MoneyFields = Readonly<Record<string, string>>;

const pattern = (path: string) => path.replace(/\.\d+(?=\.|$)/g, '.*');

/**
 * The one place dollars become cents (issue 13): the form holds what was typed, the request the
 * server validates holds integer cents. A blank amount is left out (the schema says it is
 * required); text that is no amount is reported at its path with what to type instead.
 */
export function toCents(
  values: unknown,
  money: MoneyFields,
  invalid: [path: string, message: string][] = [],
  path = '',
): unknown {
  if (Array.isArray(values)) return values.map((v, i) => toCents(v, money, invalid, `${path}${i}.`));
  if (values === null || typeof values !== 'object') return values;
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => {
      const at = `${path}${key}`;
      const field = money[pattern(at)];
      if (field === undefined || typeof value !== 'string') {
        return [key, toCents(value, money, invalid, `${at}.`)];
      }
      if (!value.trim()) return [key, undefined];
      const cents = parseDollars(value);
      if (cents === null) invalid.push([at, t('computedForm.amountInvalid', { field })]);
      return [key, cents ?? undefined];
    }),
  );
}

/**
 * A react-hook-form resolver checking the form with the *server's* request schema, after turning
 * the typed dollars into cents; the values it hands on are the request as sent.
 */
export function requestResolver<V extends FieldValues>(schema: z.ZodType, money: MoneyFields): Resolver<V> {
  const check = zodResolver(schema as never) as unknown as Resolver<FieldValues>;
  return async (values, context, options) => {
    const invalid: [string, string][] = [];
    const body = toCents(values, money, invalid) as FieldValues;
    const result = await check(body, context, options as never);
    if (invalid.length === 0) return result as never;
    const errors = { ...result.errors } as FieldErrors;
    for (const [at, message] of invalid) set(errors, at, { type: 'amount', message });
    return { values: {}, errors } as never;
  };
}

/** A form's errors as the summary lists them: one per field (its id is the path), in page order. */
export function summaryOf(errors: FieldErrors | Record<string, string>, prefix = ''): StepError[] {
  const found: StepError[] = [];
  for (const [key, value] of Object.entries(errors)) {
    if (value === undefined || value === null || key === 'ref' || key === 'types') continue;
    const path = key === 'root' ? prefix.replace(/\.$/, '') : `${prefix}${key}`;
    if (typeof value === 'string') found.push({ fieldId: path, message: value });
    else if (typeof value === 'object' && typeof (value as { message?: unknown }).message === 'string')
      found.push({ fieldId: path, message: (value as { message: string }).message });
    else if (typeof value === 'object') found.push(...summaryOf(value as FieldErrors, `${path}.`));
  }
  const place = (e: StepError) => document.getElementById(e.fieldId);
  return found.sort((a, b) => {
    const [x, y] = [place(a), place(b)];
    if (!x || !y) return x ? -1 : y ? 1 : 0;
    return x.compareDocumentPosition(y) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
  });
}

/**
 * A form the server computes (issues 13 and 14): the inputs in react-hook-form checked with the
 * server's request schema, Calculate (preview) and File sending the same request, the USWDS error
 * summary after a failed one (client or server messages, each on its field whose id is the request
 * path), the figures hidden again by any change, and the unsaved-changes guard until it is filed.
 */
export function useComputedForm<V extends FieldValues, Request, Calculation, Filed>({
  schema,
  money,
  defaultValues,
  calculate,
  file,
}: {
  schema: z.ZodType;
  money: MoneyFields;
  /** The empty form (its type is the form's: the request's shape, amounts as typed text). */
  defaultValues: V;
  calculate: (body: Request) => Promise<Calculation>;
  file: (body: Request) => Promise<Filed>;
}) {
  const form = useForm<V>({
    defaultValues: defaultValues as DefaultValues<V>,
    resolver: requestResolver<V>(schema, money),
    shouldFocusError: false,
  });
  const [summary, setSummary] = useState<{ list: readonly StepError[]; attempt: number }>({
    list: [],
    attempt: 0,
  });
  const showErrors = useCallback(
    (list: readonly StepError[]) =>
      setSummary((s) => ({ list, attempt: list.length > 0 ? s.attempt + 1 : s.attempt })),
    [],
  );
  const onError = (error: Error) => {
    const placed = placeServerErrors(error, form.setError as never);
    if (placed) showErrors(summaryOf(placed));
  };
  const preview = useMutation({ mutationFn: calculate, onError });
  const filing = useMutation({ mutationFn: file, onError });
  // Any change to what was previewed (a field, a row added or removed) hides the old figures.
  const resetPreview = preview.reset; // the observer's, stable
  useEffect(
    () => form.subscribe({ formState: { values: true }, callback: () => resetPreview() }),
    [form, resetPreview],
  );

  const submit = (send: (body: Request) => void, extra: () => StepError[] = () => []) =>
    form.handleSubmit(
      (body) => {
        const more = extra();
        showErrors(more);
        if (more.length === 0) send(body as unknown as Request);
      },
      (errors) => showErrors([...summaryOf(errors), ...extra()]),
    );
  const failure = preview.error ?? filing.error;
  return {
    form,
    preview,
    filing,
    summary,
    busy: preview.isPending || filing.isPending,
    failure,
    /** Typed and not filed: leaving asks first (spec §5). */
    unsaved: form.formState.isDirty && !filing.isSuccess,
    /** Calculate: check, then preview; `extra` adds checks outside the request (an agreement). */
    onCalculate: submit((body) => preview.mutate(body)),
    onFile: (extra?: () => StepError[]) => submit((body) => filing.mutate(body), extra),
  };
}

/**
 * The frame of such a form: the error summary above it, the form's fields given the form (the
 * field components below read it), and the unsaved-changes guard.
 */
export function ComputedForm<V extends FieldValues>({
  state,
  children,
}: {
  state: {
    form: UseFormReturn<V>;
    summary: { list: readonly StepError[]; attempt: number };
    unsaved: boolean;
  };
  children: ReactNode;
}) {
  return (
    <FormProvider {...state.form}>
      <ErrorSummary errors={state.summary.list} attempt={state.summary.attempt} />
      {children}
      <UnsavedChangesGuard when={state.unsaved} />
    </FormProvider>
  );
}

/** The message of a field of the form, by its path. */
function useFieldError(name: string): string | undefined {
  const { formState } = useFormContext();
  const error = get(formState.errors, name) as { message?: string } | undefined;
  return error?.message;
}

/** A dollars input of the form (id and name are the request path). */
export function MoneyInput({
  name,
  label,
  hint,
  placeholder,
}: {
  name: string;
  label: string;
  hint?: string;
  placeholder?: string;
}) {
  const { field, fieldState } = useController({ name });
  return (
    <CurrencyField
      id={name}
      label={label}
      {...(hint ? { hint } : {})}
      {...(placeholder ? { placeholder } : {})}
      value={(field.value as string | undefined) ?? ''}
      error={fieldState.error?.message}
      onValueChange={field.onChange}
    />
  );
}

/** A text (or date) input of the form. */
export function TextInput({
  name,
  label,
  hint,
  type,
  maxLength,
  optional = false,
}: {
  name: string;
  label: string;
  hint?: string;
  type?: 'text' | 'date';
  maxLength?: number;
  /** Left empty, the request says null (a date not given). */
  optional?: boolean;
}) {
  const { register } = useFormContext();
  const error = useFieldError(name);
  return (
    <TextField
      id={name}
      label={label}
      {...(hint ? { hint } : {})}
      error={error}
      type={type ?? 'text'}
      maxLength={maxLength}
      {...register(name, optional ? { setValueAs: (v: unknown) => (v === '' ? null : v) } : {})}
    />
  );
}

/** A select of the form; `number` keeps the value a number (a year, a period). */
export function SelectInput({
  name,
  label,
  options,
  number = false,
  onPicked,
}: {
  name: string;
  label: string;
  options: readonly { value: string | number; label: string }[];
  number?: boolean;
  /** After the person picks (not when the form sets it). */
  onPicked?: (value: string) => void;
}) {
  const { register } = useFormContext();
  const error = useFieldError(name);
  const field = register(name, number ? { valueAsNumber: true } : {});
  return (
    <FormGroup
      id={name}
      label={label}
      error={error}
      control={(aria) => (
        <select
          className="usa-select"
          {...aria}
          {...field}
          onChange={async (e) => {
            await field.onChange(e);
            onPicked?.(e.target.value);
          }}
        >
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    />
  );
}

/** A member-city select of the form. */
export function CityInput({
  name,
  label,
  cities,
  blank,
  hint,
}: {
  name: string;
  label: string;
  cities: readonly Municipality[];
  /** The empty choice's words, when empty is an answer (the estimate's "where you live"). */
  blank?: string;
  hint?: string;
}) {
  const { field, fieldState } = useController({ name });
  return (
    <CitySelect
      id={name}
      label={label}
      value={(field.value as string | undefined) ?? ''}
      error={fieldState.error?.message}
      cities={cities}
      {...(blank === undefined ? {} : { blank })}
      {...(hint === undefined ? {} : { hint })}
      onChange={field.onChange}
    />
  );
}

/** A checkbox of the form (a yes/no of the request). */
export function CheckboxInput({ name, label }: { name: string; label: string }) {
  const { field } = useController({ name });
  return (
    <div className="usa-checkbox margin-top-1">
      <input
        className="usa-checkbox__input"
        id={name}
        type="checkbox"
        name={name}
        checked={Boolean(field.value)}
        onChange={(e) => field.onChange(e.target.checked)}
        onBlur={field.onBlur}
      />
      <label className="usa-checkbox__label" htmlFor={name}>
        {label}
      </label>
    </div>
  );
}

/**
 * The agreement in lieu of signature before File (as on the annual return, issue 14 item 9): the
 * box, and the check File runs with the request's (its message in the error summary).
 */
export function useAgreement(label: string, required: string) {
  const [agreed, setAgreed] = useState(false);
  const [missing, setMissing] = useState(false);
  const check = (): StepError[] => {
    setMissing(!agreed);
    return agreed ? [] : [{ fieldId: 'agreement', message: required }];
  };
  const box = (
    <CheckboxField
      id="agreement"
      label={label}
      checked={agreed}
      onChange={(value) => {
        setAgreed(value);
        if (value) setMissing(false);
      }}
      {...(missing ? { error: required } : {})}
    />
  );
  return { check, box };
}

/** The top of such a form: who files (taxpayer block), what it is, and a failure not tied to a field. */
export function FormIntro({
  mode,
  intro,
  failure,
  failedText,
}: {
  mode: TaxpayerDisplayMode;
  intro: string;
  failure: Error | null;
  failedText: string;
}) {
  const taxpayer = useTaxpayerInfo();
  return (
    <>
      <TaxpayerBlock
        info={taxpayer.data}
        loading={taxpayer.isPending}
        failed={taxpayer.isError}
        mode={mode}
      />
      <p>{intro}</p>
      {failure && !(failure instanceof ApiError && failure.problem?.errors) && (
        <Alert type="error">
          <p className="margin-0">{serverMessage(failure) ?? failedText}</p>
        </Alert>
      )}
    </>
  );
}

/** The File button under a previewed form. */
export function FileButton({
  busy,
  pending,
  label,
  pendingLabel,
  onFile,
}: {
  busy: boolean;
  pending: boolean;
  label: string;
  pendingLabel: string;
  onFile: () => void;
}) {
  return (
    <button type="button" className="usa-button margin-top-3" disabled={busy} onClick={onFile}>
      {pending ? pendingLabel : label}
    </button>
  );
}
