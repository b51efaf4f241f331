import type { z } from 'zod';
import { CHANGE_EMAIL_MESSAGES } from '@efile/contracts';
import { t } from '../../i18n';
import { useSchemaForm } from '../../ui/schema-form';
import { fieldsOf, type FieldSection, type FieldSpec } from './fields';

/** What a registration form holds: each field as typed, by its request key. */
export type Values = Record<string, string>;

/**
 * A registration form's own checks beside the request schema (issue 25 item 2: one form hook):
 * every field that is not optional must be filled ('{Field} is required.', in the field's own
 * words — 'ZIP code on file'), and a repeated field must match, case and spaces aside ('Please
 * make sure the emails entered match.').
 */
export function registrationChecks(fields: readonly FieldSpec[]) {
  return (values: Values): Record<string, string | undefined> => {
    const found: Record<string, string | undefined> = {};
    for (const field of fields) {
      const value = (values[field.name] ?? '').trim();
      if (!field.optional && !value)
        found[field.name] = t('registration.form.required', { field: field.label });
      else if (field.repeats && value.toLowerCase() !== (values[field.repeats] ?? '').trim().toLowerCase())
        found[field.name] = CHANGE_EMAIL_MESSAGES.mismatch;
    }
    return found;
  };
}

/** Each field's name by its path: the schema's and server's lower-case messages get it in front. */
export const labelsOf = (fields: readonly FieldSpec[]): Record<string, string> =>
  Object.fromEntries(fields.map((field) => [field.name, field.label]));

/**
 * A registration form on the one form hook: the request schema the server checks, the fields'
 * own checks and names, every field empty to start.
 */
export function useRegistrationForm<Request, Result>(
  sections: readonly FieldSection[],
  options: {
    schema: z.ZodType;
    request?: (values: Values) => unknown;
    send: (request: Request) => Promise<Result>;
    onSent?: (result: Result, request: Request) => void;
  },
) {
  const fields = fieldsOf(sections);
  return useSchemaForm<Values, Request, Result>({
    ...options,
    defaultValues: Object.fromEntries(fields.map((field) => [field.name, ''])),
    checks: registrationChecks(fields),
    labels: labelsOf(fields),
  });
}
