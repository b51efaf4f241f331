import type { InputHTMLAttributes, ReactNode } from 'react';

/** What a form control needs from its group to be announced with its error. */
export interface ControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

/**
 * A USWDS form group: the label, the error message, and the control (drawn by `control`) wired
 * for assistive technology (aria-invalid, aria-describedby). One pattern for every field.
 */
export function FormGroup({
  id,
  label,
  hint,
  error,
  announce = false,
  control,
}: {
  id: string;
  label: string;
  /** A USWDS hint under the label (what to enter), read with the control. */
  hint?: string;
  error?: string | undefined;
  /** Announce the error as it appears (an answer that arrives later, not on submit). */
  announce?: boolean;
  control: (props: ControlProps) => ReactNode;
}) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ');
  return (
    <div className={`usa-form-group${error ? ' usa-form-group--error' : ''}`}>
      <label className="usa-label" htmlFor={id}>
        {label}
      </label>
      {hint && (
        <span className="usa-hint" id={hintId}>
          {hint}
        </span>
      )}
      {error && (
        <span className="usa-error-message" id={errorId} role={announce ? 'alert' : undefined}>
          {error}
        </span>
      )}
      {control({ id, 'aria-invalid': !!error, 'aria-describedby': describedBy || undefined })}
    </div>
  );
}

/** A USWDS text input in its form group. */
export function TextField({
  id,
  label,
  hint,
  error,
  announce,
  className,
  ...input
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string | undefined;
  announce?: boolean;
} & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <FormGroup
      id={id}
      label={label}
      hint={hint}
      error={error}
      announce={announce}
      control={(aria) => (
        <input
          className={`usa-input${error ? ' usa-input--error' : ''}${className ? ` ${className}` : ''}`}
          name={id}
          {...aria}
          {...input}
        />
      )}
    />
  );
}
