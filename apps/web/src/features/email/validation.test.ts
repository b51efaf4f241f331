import { describe, expect, it } from 'vitest';
import type { FieldErrors } from 'react-hook-form';
import { CHANGE_EMAIL_MESSAGES, changeEmailRequest } from '@efile/contracts';
import { contractText } from '../../i18n';
import { schemaResolver } from '../../ui/schema-form';
import { confirmEmailCheck, type ChangeEmailValues } from './validation';

/** The change-email form's check, as its page gives it to the one form hook. */
async function validateChangeEmail(email: string, confirm: string) {
  const resolve = schemaResolver<ChangeEmailValues>(changeEmailRequest, {
    request: (values) => ({ email: values.email }),
    checks: confirmEmailCheck,
  });
  const result = await resolve({ email, confirm }, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });
  const errors = Object.fromEntries(
    Object.entries(result.errors as FieldErrors<ChangeEmailValues>).map(([path, e]) => [path, e?.message]),
  );
  return Object.keys(errors).length > 0
    ? { errors }
    : { errors, address: (result.values as { email: string }).email };
}

describe('change email checks (spec §5)', () => {
  it('requires both fields', async () => {
    expect(await validateChangeEmail('', '')).toEqual({
      errors: {
        email: 'New Email Address is required.',
        confirm: 'Confirm New Email Address is required.',
      },
    });
  });

  it('wants a valid address of at most 50 characters', async () => {
    const long = `${'a'.repeat(45)}@example.test`;
    expect((await validateChangeEmail('nope', 'nope')).errors.email).toBe('New Email Address is invalid.');
    expect((await validateChangeEmail(long, long)).errors.email).toBe(
      'New Email Address must be at most 50 characters.',
    );
  });

  it('wants the same address twice', async () => {
    expect(await validateChangeEmail('a@example.test', 'b@example.test')).toEqual({
      errors: { confirm: 'Please make sure the emails entered match.' },
    });
    expect(contractText(CHANGE_EMAIL_MESSAGES.mismatch)).toBe('Please make sure the emails entered match.');
  });

  it('gives the trimmed address when both agree', async () => {
    expect(await validateChangeEmail(' tom.new@example.test ', 'Tom.New@example.test')).toEqual({
      errors: {},
      address: 'tom.new@example.test',
    });
  });
});
