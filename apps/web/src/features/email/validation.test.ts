import { describe, expect, it } from 'vitest';
import { CHANGE_EMAIL_MESSAGES } from '@efile/contracts';
import { validateChangeEmail } from './validation';

describe('change email checks (spec §5)', () => {
  it('requires both fields', () => {
    expect(validateChangeEmail('', '')).toEqual({
      errors: {
        email: 'New Email Address is required.',
        confirm: 'Confirm New Email Address is required.',
      },
    });
  });

  it('wants a valid address of at most 50 characters', () => {
    const long = `${'a'.repeat(45)}@example.test`;
    expect(validateChangeEmail('nope', 'nope').errors.email).toBe('New Email Address is invalid.');
    expect(validateChangeEmail(long, long).errors.email).toBe(
      'New Email Address must be at most 50 characters.',
    );
  });

  it('wants the same address twice', () => {
    expect(validateChangeEmail('a@example.test', 'b@example.test')).toEqual({
      errors: { confirm: CHANGE_EMAIL_MESSAGES.mismatch },
    });
    expect(CHANGE_EMAIL_MESSAGES.mismatch).toBe('Please make sure the emails entered match.');
  });

  it('gives the trimmed address when both agree', () => {
    expect(validateChangeEmail(' tom.new@example.test ', 'Tom.New@example.test')).toEqual({
      errors: {},
      address: 'tom.new@example.test',
    });
  });
});
