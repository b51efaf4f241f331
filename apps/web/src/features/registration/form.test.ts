import { act, renderHook } from '@testing-library/react';
import { useForm, type FieldErrors, type FieldValues } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { RegistrationStatus, registerWebRequest } from '@efile/contracts';
import { ApiError } from '../../lib/http';
import { fieldMessage, schemaResolver, useErrorSummary } from '../../ui/schema-form';
import { fieldsOf, webIndividualSections } from './fields';
import { labelsOf, registrationChecks, type Values } from './form';
import { statusMessage } from './status-notice';

const fields = fieldsOf(webIndividualSections());
const filled: Values = {
  federalId: '900000012',
  zip: '44114',
  firstName: ' Fran ',
  username: 'fran.fresh',
  email: 'fran.fresh@example.test',
  confirmEmail: 'Fran.Fresh@example.test ',
};
const body = (values: Values) => ({
  accountType: 'individual',
  taxpayerId: '100012',
  federalId: values.federalId,
  zip: values.zip,
  firstName: values.firstName,
  username: values.username,
  email: values.email,
});

/** The web-account form's check, as its page gives it to the one form hook. */
async function check(values: Values, schema: z.ZodType = registerWebRequest) {
  const resolve = schemaResolver<Values>(schema, {
    request: body,
    checks: registrationChecks(fields),
    labels: labelsOf(fields),
  });
  const result = await resolve(values, undefined, { fields: {}, shouldUseNativeValidation: false });
  const messages = Object.fromEntries(
    Object.entries(result.errors as FieldErrors<FieldValues>).map(([path, e]) => [path, e?.message]),
  );
  return { values: result.values as unknown, messages };
}

describe('registration form checks', () => {
  it('names every empty field, in the spec pattern', async () => {
    const empty = Object.fromEntries(fields.map((field) => [field.name, ''])) as Values;
    const { messages } = await check(empty);
    expect(messages).toEqual({
      federalId: 'Federal ID is required.',
      zip: 'ZIP code on file is required.',
      firstName: 'First name is required.',
      username: 'Username is required.',
      email: 'Email is required.',
      confirmEmail: 'Confirm Email is required.',
    });
  });

  it('gives the nine-digit message with the field name, and the e-mail mismatch', async () => {
    const { messages } = await check({
      ...filled,
      federalId: '900-00-0012',
      confirmEmail: 'other@example.test',
    });
    expect(messages.federalId).toBe('Federal ID must be a nine-digit number with no hyphens.');
    expect(messages.confirmEmail).toBe('Please make sure the emails entered match.');
  });

  it('gives the trimmed request when all is well (the repeat ignores case and spaces)', async () => {
    const result = await check(filled);
    expect(result.messages).toEqual({});
    expect(result.values).toEqual({ ...body(filled), firstName: 'Fran' });
  });

  it('puts the server field messages on the fields, named', () => {
    // The page shows both fields (a message for a field it does not show is no summary link).
    document.body.innerHTML = '<input id="username"><input id="federalId">';
    const { result } = renderHook(() => {
      const form = useForm<Values>({ defaultValues: filled });
      return { form, errors: useErrorSummary(form, labelsOf(fields)) };
    });
    const error = new ApiError(
      400,
      {
        type: '/problems/validation',
        title: 'Invalid',
        status: 400,
        errors: { username: 'This username is already taken.', federalId: 'is invalid' },
      },
      null,
    );
    let placed = false;
    act(() => {
      placed = result.current.errors.placeServer(error);
    });
    expect(placed).toBe(true);
    expect(result.current.form.getFieldState('username').error?.message).toBe(
      'This username is already taken.',
    );
    expect(result.current.form.getFieldState('federalId').error?.message).toBe('Federal ID is invalid.');
    expect(result.current.errors.summary.list.map((e) => e.message).sort()).toEqual([
      'Federal ID is invalid.',
      'This username is already taken.',
    ]);
    act(() => {
      placed = result.current.errors.placeServer(new ApiError(400, undefined, null));
    });
    expect(placed).toBe(false);
    // A message about a field this page does not show is the page's failure, not a dead link.
    act(() => {
      placed = result.current.errors.placeServer(
        new ApiError(
          400,
          { type: '/problems/validation', title: 'Invalid', status: 400, errors: { ssn: 'is invalid' } },
          null,
        ),
      );
    });
    expect(placed).toBe(false);
    expect(result.current.form.getFieldState('ssn' as never).error).toBeUndefined();
    expect(fieldMessage('EIN', 'must be a nine-digit number with no hyphens')).toBe(
      'EIN must be a nine-digit number with no hyphens.',
    );
  });

  it('has a message for every registration status', () => {
    for (const status of RegistrationStatus) expect(statusMessage(status)).toMatch(/\.$/);
    expect(statusMessage('ReadyToLogin')).toBe('This taxpayer already has an eFile account. Please log in.');
  });
});
