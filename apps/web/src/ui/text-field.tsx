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
  error,
  control,
}: {
  id: string;
  label: string;
  error?: string | undefined;
  control: (props: ControlProps) => ReactNode;
}) {
  const errorId = `${id}-error`;
  return (
    <div className={`usa-form-group${error ? ' usa-form-group--error' : ''}`}>
      <label className="usa-label" htmlFor={id}>
        {label}
      </label>
      {error && (
        <span className="usa-error-message" id={errorId}>
          {error}
        </span>
      )}
      {control({ id, 'aria-invalid': !!error, 'aria-describedby': error ? errorId : undefined })}
    </div>
  );
}

/** A USWDS text input in its form group. */
export function TextField({
  id,
  label,
  error,
  className,
  ...input
}: { id: string; label: string; error?: string | undefined } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <FormGroup
      id={id}
      label={label}
      error={error}
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

/** A plain bulleted list of catalogue texts. */
export function TextList({ items }: { items: readonly string[] }) {
  return (
    <ul>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}
