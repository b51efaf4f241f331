import { useCallback, useState } from 'react';
import type { z } from 'zod';
import { CHANGE_EMAIL_MESSAGES } from '@efile/contracts';
import { t } from '../../i18n';
import { ApiError } from '../../lib/http';
import type { StepError } from '../../ui/form-steps/error-summary';

/**
 * One field of a registration form, declared as data: the pages list their fields, and one
 * renderer, one validator and one server-error mapper serve them all.
 */
export interface FieldSpec<F extends string = string> {
  name: F;
  label: string;
  hint?: string;
  optional?: boolean;
  /** This field repeats another one (Confirm Email): it must hold the same value. */
  repeats?: F;
  type?: 'text' | 'email' | 'date' | 'tel';
  autoComplete?: string;
  inputMode?: 'numeric' | 'tel' | 'email' | 'text';
  maxLength?: number;
  /** Wider or narrower inputs (USWDS usa-input--{width}). */
  width?: '2xs' | 'xs' | 'sm' | 'md';
}

/** A group of fields under a legend (or none). */
export interface FieldSection<F extends string = string> {
  legend?: string;
  fields: readonly FieldSpec<F>[];
}

export type FieldValues<F extends string> = Record<F, string>;
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

export const fieldsOf = <F extends string>(sections: readonly FieldSection<F>[]): FieldSpec<F>[] =>
  sections.flatMap((section) => section.fields);

/**
 * A schema or server message for a field. Generated messages ('must be a nine-digit number with
 * no hyphens', 'is invalid') start lower-case and get the field's name in front (spec §5).
 */
export function fieldMessage(label: string, message: string): string {
  if (!/^[a-z]/.test(message)) return message;
  const sentence = `${label} ${message}`;
  return /[.!?]$/.test(sentence) ? sentence : `${sentence}.`;
}

export type Validation<F extends string, T> =
  { ok: true; request: T } | { ok: false; errors: FieldErrors<F>; general?: string };

/**
 * Checks a form: every field that is not optional must be filled ('{Field} is required.'), a
 * repeated field must match ('Please make sure the emails entered match.'), then the request
 * built from the values must pass the shared schema the server uses; its messages go on the
 * fields they name. Problems on fields the form does not show come back as `general`.
 */
export function validateForm<F extends string, T>(
  fields: readonly FieldSpec<F>[],
  values: FieldValues<F>,
  schema: z.ZodType<T>,
  body: unknown,
): Validation<F, T> {
  const errors: FieldErrors<F> = {};
  for (const field of fields) {
    const value = values[field.name].trim();
    if (!field.optional && !value)
      errors[field.name] = t('registration.form.required', { field: field.label });
    else if (field.repeats && value.toLowerCase() !== values[field.repeats].trim().toLowerCase())
      errors[field.name] = CHANGE_EMAIL_MESSAGES.mismatch;
  }
  const result = schema.safeParse(body);
  let general: string | undefined;
  if (!result.success) {
    for (const issue of result.error.issues) {
      const spec = fields.find((field) => field.name === issue.path[0]);
      if (spec) errors[spec.name] ??= fieldMessage(spec.label, issue.message);
      else general ??= issue.message;
    }
  }
  if (result.success && Object.keys(errors).length === 0) return { ok: true, request: result.data };
  return general === undefined ? { ok: false, errors } : { ok: false, errors, general };
}

/** The server's 400 field messages (problem+json `errors`) for the fields shown, or null. */
export function serverFieldErrors<F extends string>(
  error: unknown,
  fields: readonly FieldSpec<F>[],
): FieldErrors<F> | null {
  if (!(error instanceof ApiError) || error.status !== 400 || !error.problem?.errors) return null;
  const errors: FieldErrors<F> = {};
  for (const [key, message] of Object.entries(error.problem.errors)) {
    const spec = fields.find((field) => field.name === key);
    if (spec) errors[spec.name] ??= fieldMessage(spec.label, message);
  }
  return Object.keys(errors).length > 0 ? errors : null;
}

/** The element id of a field's input. */
export const inputId = (name: string) => `field-${name}`;

/**
 * The state of a form of declared fields: values, messages, and the error summary's list (one
 * link per message, in form order) with the count of failed submits (its heading takes focus after
 * each). A field's message goes when the field is edited; submit checks again.
 */
export function useFieldForm<F extends string>(sections: readonly FieldSection<F>[]) {
  const fields = fieldsOf(sections);
  const [values, setValues] = useState<FieldValues<F>>(
    () => Object.fromEntries(fields.map((field) => [field.name, ''])) as FieldValues<F>,
  );
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const [attempt, setAttempt] = useState(0);

  /** Shows messages (on the fields and in the summary); a failed submit counts one more attempt. */
  const showErrors = useCallback((found: FieldErrors<F>) => {
    setErrors(found);
    if (Object.values(found).some(Boolean)) setAttempt((n) => n + 1);
  }, []);

  const update = (name: F, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const summary: StepError[] = fields.flatMap((field) => {
    const message = errors[field.name];
    return message ? [{ fieldId: inputId(field.name), message }] : [];
  });

  return { fields, values, errors, update, showErrors, summary, attempt };
}

export type FieldForm<F extends string> = ReturnType<typeof useFieldForm<F>>;
