import type { InputHTMLAttributes } from 'react';
import { get, useController, useFormContext } from 'react-hook-form';
import type { Municipality } from '@efile/tax';
import { CitySelect } from '../city-select';
import { CurrencyField } from '../currency-field';
import { PasswordField } from '../password-field';
import { FormGroup, TextField } from '../text-field';
import { useFieldId } from './schema-form';

/**
 * The fields of a schema form (issue 25 item 2): each is registered under its request path, which
 * is also its element id (the error summary's links land on it), and shows its own message.
 */

/** The message of a field of the form, by its path. */
export function useFieldError(name: string): string | undefined {
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
  const id = useFieldId(name);
  return (
    <CurrencyField
      id={id}
      label={label}
      {...(hint ? { hint } : {})}
      {...(placeholder ? { placeholder } : {})}
      value={(field.value as string | undefined) ?? ''}
      error={fieldState.error?.message}
      onValueChange={field.onChange}
    />
  );
}

type InputAttributes = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  | 'autoComplete'
  | 'inputMode'
  | 'maxLength'
  | 'className'
  | 'disabled'
  | 'placeholder'
  | 'required'
  | 'autoFocus'
>;

/** A text (date, e-mail, phone) input of the form. */
export function TextInput({
  name,
  label,
  hint,
  type,
  optional = false,
  announce = false,
  id: idProp,
  ...input
}: {
  name: string;
  label: string;
  hint?: string;
  type?: 'text' | 'date' | 'email' | 'tel' | 'search';
  /** Left empty, the request says null (a date not given). */
  optional?: boolean;
  /** Announce the message as it appears (a form with no error summary, one field). */
  announce?: boolean;
  /** The element id when the path repeats on the page (one small form per row); else the path. */
  id?: string;
} & InputAttributes) {
  const { register } = useFormContext();
  const error = useFieldError(name);
  const fieldId = useFieldId(name);
  const id = idProp ?? fieldId;
  return (
    <TextField
      id={id}
      label={label}
      {...(hint ? { hint } : {})}
      error={error}
      announce={announce}
      type={type ?? 'text'}
      {...input}
      {...register(name, optional ? { setValueAs: (v: unknown) => (v === '' ? null : v) } : {})}
    />
  );
}

/** A textarea of the form. */
export function TextAreaInput({
  name,
  label,
  hint,
  maxLength,
  rows,
  autoFocus,
}: {
  name: string;
  label: string;
  hint?: string;
  maxLength?: number;
  rows?: number;
  /** Opened by the button just pressed: the focus goes where the person types next. */
  autoFocus?: boolean;
}) {
  const { register } = useFormContext();
  const error = useFieldError(name);
  const id = useFieldId(name);
  return (
    <FormGroup
      id={id}
      label={label}
      {...(hint ? { hint } : {})}
      error={error}
      control={(aria) => (
        <textarea
          className={`usa-textarea${error ? ' usa-input--error' : ''}`}
          maxLength={maxLength}
          rows={rows}
          autoFocus={autoFocus}
          {...aria}
          {...register(name)}
        />
      )}
    />
  );
}

/** A password input of the form, shown as text while `shown`. */
export function PasswordInput({
  name,
  label,
  hint,
  shown = false,
  disabled = false,
  autoComplete,
  live,
}: {
  name: string;
  label: string;
  hint?: string;
  shown?: boolean;
  disabled?: boolean;
  autoComplete: 'current-password' | 'new-password';
  /** A message said at once as the person types (a password past the limit), before the form's. */
  live?: (value: string) => string | undefined;
}) {
  const { field, fieldState } = useController({ name });
  const value = (field.value as string | undefined) ?? '';
  const id = useFieldId(name);
  return (
    <PasswordField
      id={id}
      label={label}
      {...(hint ? { hint } : {})}
      error={live?.(value) ?? fieldState.error?.message}
      value={value}
      shown={shown}
      disabled={disabled}
      autoComplete={autoComplete}
      onChange={field.onChange}
    />
  );
}

/** A select of the form; `number` keeps the value a number (a year, a period). */
export function SelectInput({
  name,
  label,
  hint,
  options,
  number = false,
  onPicked,
}: {
  name: string;
  label: string;
  hint?: string;
  options: readonly { value: string | number; label: string }[];
  number?: boolean;
  /** After the person picks (not when the form sets it). */
  onPicked?: (value: string) => void;
}) {
  const { register } = useFormContext();
  const error = useFieldError(name);
  const field = register(name, number ? { valueAsNumber: true } : {});
  const id = useFieldId(name);
  return (
    <FormGroup
      id={id}
      label={label}
      {...(hint ? { hint } : {})}
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
  const id = useFieldId(name);
  return (
    <CitySelect
      id={id}
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

/**
 * A checkbox of the form (a yes/no of the request, or a box outside it such as an agreement),
 * with its message above it when it must be checked.
 */
export function CheckboxInput({ name, label }: { name: string; label: string }) {
  const { register } = useFormContext();
  const error = useFieldError(name);
  const id = useFieldId(name);
  const errorId = `${id}-error`;
  return (
    <div className={`usa-form-group margin-top-1${error ? ' usa-form-group--error' : ''}`}>
      {error && (
        <span className="usa-error-message" id={errorId}>
          {error}
        </span>
      )}
      <div className="usa-checkbox">
        <input
          className="usa-checkbox__input"
          id={id}
          type="checkbox"
          aria-describedby={error ? errorId : undefined}
          {...register(name)}
        />
        <label className="usa-checkbox__label" htmlFor={id}>
          {label}
        </label>
      </div>
    </div>
  );
}

/**
 * Radio choices of the form under a legend; the first choice's id is the request path (the
 * summary's link lands on the group), the others `<path>-<value>`.
 */
export function RadioInput({
  name,
  legend,
  hint,
  options,
  disabled,
}: {
  name: string;
  legend: string;
  hint?: string;
  options: readonly { value: string; label: string; description?: string }[];
  disabled?: boolean;
}) {
  const { register } = useFormContext();
  const error = useFieldError(name);
  const base = useFieldId(name);
  const errorId = `${base}-error`;
  const hintId = `${base}-hint`;
  return (
    <fieldset
      className={`usa-fieldset usa-form-group${error ? ' usa-form-group--error' : ''}`}
      disabled={disabled}
      aria-describedby={hint ? hintId : undefined}
    >
      <legend className="usa-legend">{legend}</legend>
      {hint && (
        <span className="usa-hint" id={hintId}>
          {hint}
        </span>
      )}
      {error && (
        <span className="usa-error-message" id={errorId}>
          {error}
        </span>
      )}
      {options.map((option, i) => {
        const id = i === 0 ? base : `${base}-${option.value}`;
        return (
          <div className="usa-radio" key={option.value}>
            <input
              className="usa-radio__input"
              id={id}
              type="radio"
              value={option.value}
              aria-describedby={error ? errorId : undefined}
              {...register(name)}
            />
            <label className="usa-radio__label" htmlFor={id}>
              {option.label}
              {option.description && (
                <span className="usa-radio__label-description">{option.description}</span>
              )}
            </label>
          </div>
        );
      })}
    </fieldset>
  );
}
