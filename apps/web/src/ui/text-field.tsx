import type { InputHTMLAttributes } from 'react';

/**
 * A USWDS text input with its label and error message wired for assistive technology
 * (aria-invalid, aria-describedby). One pattern for every text field.
 */
export function TextField({
  id,
  label,
  error,
  className,
  ...input
}: { id: string; label: string; error?: string | undefined } & InputHTMLAttributes<HTMLInputElement>) {
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
      <input
        className={`usa-input${error ? ' usa-input--error' : ''}${className ? ` ${className}` : ''}`}
        id={id}
        name={id}
        aria-invalid={!!error}
        aria-describedby={error ? errorId : undefined}
        {...input}
      />
    </div>
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
