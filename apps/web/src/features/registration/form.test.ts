import { describe, expect, it } from 'vitest';
import { CHANGE_EMAIL_MESSAGES, RegistrationStatus, registerWebRequest } from '@efile/contracts';
import { ApiError } from '../../lib/http';
import { webIndividualSections } from './fields';
import { fieldMessage, fieldsOf, serverFieldErrors, validateForm } from './form';
import { statusMessage } from './status-notice';

const fields = fieldsOf(webIndividualSections);
type Values = Record<(typeof fields)[number]['name'], string>;
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

describe('registration form checks', () => {
  it('names every empty field, in the spec pattern', () => {
    const empty = Object.fromEntries(fields.map((field) => [field.name, ''])) as Values;
    const result = validateForm(fields, empty, registerWebRequest, body(empty));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({
      federalId: 'Federal ID is required.',
      zip: 'ZIP code on file is required.',
      firstName: 'First name is required.',
      username: 'Username is required.',
      email: 'Email is required.',
      confirmEmail: 'Confirm Email is required.',
    });
  });

  it('gives the nine-digit message with the field name, and the e-mail mismatch', () => {
    const values = { ...filled, federalId: '900-00-0012', confirmEmail: 'other@example.test' };
    const result = validateForm(fields, values, registerWebRequest, body(values));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.federalId).toBe('Federal ID must be a nine-digit number with no hyphens.');
    expect(result.errors.confirmEmail).toBe(CHANGE_EMAIL_MESSAGES.mismatch);
  });

  it('gives the trimmed request when all is well (the repeat ignores case and spaces)', () => {
    const result = validateForm(fields, filled, registerWebRequest, body(filled));
    expect(result).toEqual({
      ok: true,
      request: { ...body(filled), firstName: 'Fran' },
    });
  });

  it('puts the server field messages on the fields shown', () => {
    const error = new ApiError(
      400,
      {
        type: '/problems/validation',
        title: 'Invalid',
        status: 400,
        errors: { username: 'This username is already taken.', federalId: 'is invalid', other: 'x' },
      },
      null,
    );
    expect(serverFieldErrors(error, fields)).toEqual({
      username: 'This username is already taken.',
      federalId: 'Federal ID is invalid.',
    });
    expect(serverFieldErrors(new ApiError(400, undefined, null), fields)).toBeNull();
    expect(fieldMessage('EIN', 'must be a nine-digit number with no hyphens')).toBe(
      'EIN must be a nine-digit number with no hyphens.',
    );
  });

  it('has a message for every registration status', () => {
    for (const status of RegistrationStatus) expect(statusMessage(status)).toMatch(/\.$/);
    expect(statusMessage('ReadyToLogin')).toBe('This taxpayer already has an eFile account. Please log in.');
  });
});
