import { useState, type FormEvent } from 'react';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@efile/contracts';
import { t } from '../../i18n';
import { ErrorSummary } from '../../ui/form-steps/error-summary';

interface Errors {
  password?: string;
  confirm?: string;
}

/** Spec §5 "Set password": both required, at most 25 characters, and they must match. */
export function validatePasswords(password: string, confirm: string, mismatch: string): Errors {
  const errors: Errors = {};
  if (!password) errors.password = t('password.form.passwordRequired');
  else if (password.length > PASSWORD_MAX_LENGTH)
    errors.password = t('password.form.tooLong', { max: PASSWORD_MAX_LENGTH });
  if (!confirm) errors.confirm = t('password.form.confirmRequired');
  else if (password && confirm !== password) errors.confirm = mismatch;
  return errors;
}

/**
 * The one set-password form of the registration, legacy-confirmation and reset screens:
 * Password and Confirm Password, checked here (each page brings its own mismatch text), then
 * handed to `onSubmit`; the server's policy answers come back as the page's modal. A failed
 * submit lists the messages in the error summary at the top of the form, whose heading takes focus.
 */
export function SetPasswordForm({
  mismatch,
  busy,
  onSubmit,
}: {
  mismatch: string;
  busy: boolean;
  onSubmit: (password: string) => void;
}) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Errors>({});
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
    onSubmit(password);
  }

  const summary = [
    ...(errors.password ? [{ fieldId: 'new-password', message: errors.password }] : []),
    ...(errors.confirm ? [{ fieldId: 'confirm-password', message: errors.confirm }] : []),
  ];

  return (
    <form className="usa-form usa-form--large" noValidate onSubmit={submit}>
      <ErrorSummary errors={summary} attempt={attempt} />
      <PasswordInput
        id="new-password"
        label={t('password.form.password')}
        hint={t('password.form.hint', { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH })}
        error={errors.password}
        value={password}
        disabled={busy}
        onChange={setPassword}
      />
      <PasswordInput
        id="confirm-password"
        label={t('password.form.confirmPassword')}
        error={errors.confirm}
        value={confirm}
        disabled={busy}
        onChange={setConfirm}
      />
      <button className="usa-button margin-top-3" type="submit" disabled={busy}>
        {busy ? t('password.form.submitting') : t('password.form.submit')}
      </button>
    </form>
  );
}

/** A USWDS password input with an optional hint; hint and error are both named by aria-describedby. */
function PasswordInput({
  id,
  label,
  hint,
  error,
  value,
  disabled,
  onChange,
}: {
  id: string;
  label: string;
  hint?: string;
  error: string | undefined;
  value: string;
  disabled: boolean;
  onChange: (value: string) => void;
}) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={`usa-form-group${error ? ' usa-form-group--error' : ''}`}>
      <label className="usa-label" htmlFor={id}>
        {label}
      </label>
      {hint && (
        <div className="usa-hint" id={hintId}>
          {hint}
        </div>
      )}
      {error && (
        <span className="usa-error-message" id={errorId}>
          {error}
        </span>
      )}
      <input
        className={`usa-input${error ? ' usa-input--error' : ''}`}
        id={id}
        name={id}
        type="password"
        autoComplete="new-password"
        maxLength={PASSWORD_MAX_LENGTH}
        required
        aria-invalid={!!error}
        aria-describedby={describedBy || undefined}
        value={value}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}
