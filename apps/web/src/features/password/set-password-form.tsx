import { useState, type FormEvent } from 'react';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@efile/contracts';
import { t } from '../../i18n';
import { ErrorSummary } from '../../ui/form-steps/error-summary';
import { PasswordField, passwordTooLong, ShowPassword } from '../../ui/password-field';

interface Errors {
  password?: string;
  confirm?: string;
}

/** Spec §5 "Set password": both required, at most 25 characters, and they must match. */
export function validatePasswords(password: string, confirm: string, mismatch: string): Errors {
  const errors: Errors = {};
  if (!password) errors.password = t('password.form.passwordRequired');
  else {
    const long = passwordTooLong(password);
    if (long) errors.password = long;
  }
  if (!confirm) errors.confirm = t('password.form.confirmRequired');
  else if (password && confirm !== password) errors.confirm = mismatch;
  return errors;
}

/**
 * The one set-password form of the registration, legacy-confirmation and reset screens:
 * Password and Confirm Password, checked here (each page brings its own mismatch text), then
 * handed to `onSubmit`; the server's policy answers come back as the page's modal and, here, on
 * the field (`refused`). A failed submit lists the messages in the error summary at the top of the
 * form, whose heading takes focus. Typing past the limit is never cut: the field says so at once
 * (issue 24 item 3).
 */
export function SetPasswordForm({
  mismatch,
  busy,
  refused,
  onSubmit,
}: {
  mismatch: string;
  busy: boolean;
  /** The server's reasons for refusing the last password sent (403 invalid-password, or a 400's). */
  refused?: readonly string[] | undefined;
  onSubmit: (password: string) => void;
}) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [shown, setShown] = useState(false);
  /** The password the server refused: its reasons stay on the field until it is changed. */
  const [sent, setSent] = useState<string | null>(null);
  /** Failed submits so far: each one moves focus to the error summary's heading. */
  const [attempt, setAttempt] = useState(0);

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = validatePasswords(password, confirm, mismatch);
    setErrors(found);
    if (found.password || found.confirm) {
      setAttempt((n) => n + 1);
      return;
    }
    setSent(password);
    onSubmit(password);
  }

  const serverSays =
    refused && refused.length > 0 && sent === password
      ? t('password.form.refused', { reasons: refused.join(' ') })
      : undefined;
  const passwordError = passwordTooLong(password) ?? errors.password ?? serverSays;
  const summary = [
    ...(passwordError ? [{ fieldId: 'new-password', message: passwordError }] : []),
    ...(errors.confirm ? [{ fieldId: 'confirm-password', message: errors.confirm }] : []),
  ];

  return (
    <form className="usa-form usa-form--large" noValidate onSubmit={submit}>
      <ErrorSummary errors={attempt > 0 || serverSays ? summary : []} attempt={attempt} />
      <PasswordField
        id="new-password"
        label={t('password.form.password')}
        hint={t('password.form.hint', { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH })}
        error={passwordError}
        value={password}
        shown={shown}
        disabled={busy}
        autoComplete="new-password"
        onChange={setPassword}
      />
      <PasswordField
        id="confirm-password"
        label={t('password.form.confirmPassword')}
        error={errors.confirm}
        value={confirm}
        shown={shown}
        disabled={busy}
        autoComplete="new-password"
        onChange={setConfirm}
      />
      <ShowPassword controls={['new-password', 'confirm-password']} shown={shown} onToggle={setShown} />
      <button className="usa-button margin-top-3" type="submit" disabled={busy}>
        {busy ? t('password.form.submitting') : t('password.form.submit')}
      </button>
    </form>
  );
}
