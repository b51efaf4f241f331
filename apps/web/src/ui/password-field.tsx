import { PASSWORD_MAX_LENGTH } from '@efile/contracts';
import { t } from '../i18n';
import { FormGroup } from './text-field';

/**
 * Issue 24 item 3: the spec's limit (§5, at most 25 characters) said, never enforced by cutting.
 * No `maxlength`: what is typed past the limit stays in the field and the field says why it will
 * not be accepted; the form refuses to send it, as the server would.
 */
export const passwordTooLong = (value: string) =>
  value.length > PASSWORD_MAX_LENGTH
    ? t('password.form.tooLong', { max: PASSWORD_MAX_LENGTH, count: value.length })
    : undefined;

/** A USWDS password input in its form group (label, hint, error), shown as text while `shown`. */
export function PasswordField({
  id,
  label,
  hint,
  error,
  value,
  shown,
  disabled,
  autoComplete,
  onChange,
}: {
  id: string;
  label: string;
  hint?: string;
  error: string | undefined;
  value: string;
  shown: boolean;
  disabled?: boolean;
  autoComplete: 'current-password' | 'new-password';
  onChange: (value: string) => void;
}) {
  return (
    <FormGroup
      id={id}
      label={label}
      hint={hint}
      error={error}
      control={(aria) => (
        <input
          className={`usa-input${error ? ' usa-input--error' : ''}`}
          name={id}
          type={shown ? 'text' : 'password'}
          autoComplete={autoComplete}
          autoCapitalize="off"
          spellCheck={false}
          required
          disabled={disabled}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          {...aria}
        />
      )}
    />
  );
}

/** USWDS "Show password" control for one or more password fields (aria-controls names them). */
export function ShowPassword({
  controls,
  shown,
  onToggle,
}: {
  controls: readonly string[];
  shown: boolean;
  onToggle: (shown: boolean) => void;
}) {
  return (
    <p className="usa-form__note margin-top-1">
      <button
        type="button"
        className="usa-show-password usa-button usa-button--unstyled"
        aria-controls={controls.join(' ')}
        aria-pressed={shown}
        onClick={() => onToggle(!shown)}
      >
        {t('password.form.show')}
      </button>
    </p>
  );
}
