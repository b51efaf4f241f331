import { inputId, type FieldForm, type FieldSection, type FieldSpec } from './form';

/**
 * The fields of a registration form, section by section: each a USWDS text input with its label,
 * hint and error message, hint and error both named by aria-describedby.
 */
export function FieldSections<F extends string>({
  sections,
  form,
  disabled,
}: {
  sections: readonly FieldSection<F>[];
  form: FieldForm<F>;
  disabled: boolean;
}) {
  return (
    <>
      {sections.map((section, index) => {
        const fields = section.fields.map((spec) => (
          <Field
            key={spec.name}
            spec={spec}
            value={form.values[spec.name]}
            error={form.errors[spec.name]}
            disabled={disabled}
            onChange={(value) => form.update(spec.name, value)}
          />
        ));
        return section.legend ? (
          <fieldset key={section.legend} className="usa-fieldset margin-top-3">
            <legend className="usa-legend usa-legend--large">{section.legend}</legend>
            {fields}
          </fieldset>
        ) : (
          <div key={index}>{fields}</div>
        );
      })}
    </>
  );
}

function Field<F extends string>({
  spec,
  value,
  error,
  disabled,
  onChange,
}: {
  spec: FieldSpec<F>;
  value: string;
  error: string | undefined;
  disabled: boolean;
  onChange: (value: string) => void;
}) {
  const id = inputId(spec.name);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [spec.hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  return (
    <div className={`usa-form-group${error ? ' usa-form-group--error' : ''}`}>
      <label className="usa-label" htmlFor={id}>
        {spec.label}
      </label>
      {spec.hint && (
        <div className="usa-hint" id={hintId}>
          {spec.hint}
        </div>
      )}
      {error && (
        <span className="usa-error-message" id={errorId}>
          {error}
        </span>
      )}
      <input
        className={`usa-input${spec.width ? ` usa-input--${spec.width}` : ''}${error ? ' usa-input--error' : ''}`}
        id={id}
        name={spec.name}
        type={spec.type ?? 'text'}
        autoComplete={spec.autoComplete}
        inputMode={spec.inputMode}
        maxLength={spec.maxLength}
        required={!spec.optional}
        value={value}
        disabled={disabled}
        aria-invalid={!!error}
        aria-describedby={describedBy || undefined}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
