import { useState } from 'react';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, resetPasswordRequest } from '@efile/contracts';
import { t } from '../../i18n';
import { passwordTooLong, ShowPassword } from '../../ui/password-field';
import { PasswordInput, SchemaForm, useSchemaForm } from '../../ui/schema-form';
import { refusedPassword } from './link-errors';

/** What the set-password form holds; only `password` is sent (the link brings the rest). */
export interface PasswordValues {
  password: string;
  confirmPassword: string;
}

/** Spec §5 "Set password": both required, at most 25 characters, and they must match. */
export function validatePasswords(
  password: string,
  confirm: string,
  mismatch: string,
): { password?: string; confirmPassword?: string } {
  const errors: { password?: string; confirmPassword?: string } = {};
  if (!password) errors.password = t('password.form.passwordRequired');
  else {
    const long = passwordTooLong(password);
    if (long) errors.password = long;
  }
  if (!confirm) errors.confirmPassword = t('password.form.confirmRequired');
  else if (password && confirm !== password) errors.confirmPassword = mismatch;
  return errors;
}

/** The password part of the set-password requests (the same rule in each: `newPassword`). */
const passwordRequest = resetPasswordRequest.pick({ password: true });

/**
 * The one set-password form of the registration, legacy-confirmation and reset screens, on the
 * one form hook (issue 25 item 2): Password and Confirm Password checked by the contract's
 * password rule and the page's own mismatch text, then `send`; the server's policy answers come
 * back as the page's modal (`onFailed`) and on the field until the password is changed. Typing
 * past the limit is never cut: the field says so at once (issue 24 item 3).
 */
export function useSetPasswordForm<Result>({
  mismatch,
  send,
  onSent,
  onFailed,
}: {
  mismatch: string;
  send: (password: string) => Promise<Result>;
  onSent?: (result: Result) => void;
  onFailed?: (error: unknown) => void;
}) {
  const state = useSchemaForm<PasswordValues, { password: string }, Result>({
    schema: passwordRequest,
    defaultValues: { password: '', confirmPassword: '' },
    request: ({ password }) => ({ password }),
    checks: ({ password, confirmPassword }) => validatePasswords(password, confirmPassword, mismatch),
    send: ({ password }) => send(password),
    ...(onSent ? { onSent: (result: Result) => onSent(result) } : {}),
    onFailed: (error) => {
      // The server's reasons against the password itself stay on its field until it changes.
      const reasons = refusedPassword(error);
      if (reasons.length > 0) {
        const message = t('password.form.refused', { reasons: reasons.join(' ') });
        state.form.setError('password', { type: 'server', message });
        state.showErrors([{ fieldId: 'password', message }]);
      }
      onFailed?.(error);
    },
  });
  return state;
}

export type SetPasswordState = ReturnType<typeof useSetPasswordForm>;

/** The form of `useSetPasswordForm`: both fields, Show password, Submit. */
export function SetPasswordForm({ state }: { state: SetPasswordState }) {
  const [shown, setShown] = useState(false);
  const { busy } = state;
  return (
    <SchemaForm state={state}>
      <PasswordInput
        name="password"
        label={t('password.form.password')}
        hint={t('password.form.hint', { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH })}
        live={passwordTooLong}
        shown={shown}
        disabled={busy}
        autoComplete="new-password"
      />
      <PasswordInput
        name="confirmPassword"
        label={t('password.form.confirmPassword')}
        shown={shown}
        disabled={busy}
        autoComplete="new-password"
      />
      <ShowPassword controls={['password', 'confirmPassword']} shown={shown} onToggle={setShown} />
      <button className="usa-button margin-top-3" type="submit" disabled={busy}>
        {busy ? t('password.form.submitting') : t('password.form.submit')}
      </button>
    </SchemaForm>
  );
}
