/**
 * One USWDS checkbox in its form group, with its error above it (described by it) when the
 * person must check it to go on: an agreement, a choice such as giving up an overpayment.
 */
export function CheckboxField({
  id,
  label,
  checked,
  onChange,
  error,
}: {
  id: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The message shown while the box must be checked and is not. */
  error?: string;
}) {
  const errorId = `${id}-error`;
  return (
    <div className={`usa-form-group${error ? ' usa-form-group--error' : ''}`}>
      {error && (
        <span className="usa-error-message" id={errorId}>
          {error}
        </span>
      )}
      <div className="usa-checkbox">
        <input
          className="usa-checkbox__input"
          id={id}
          type="checkbox"
          checked={checked}
          aria-describedby={error ? errorId : undefined}
          onChange={(e) => onChange(e.target.checked)}
        />
        <label className="usa-checkbox__label" htmlFor={id}>
          {label}
        </label>
      </div>
    </div>
  );
}
