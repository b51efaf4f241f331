import { TextInput } from '../../ui/schema-form';
import type { FieldSection } from './fields';

/**
 * The fields of a registration form, section by section: each a USWDS text input of the form
 * (its id the request key) with its label, hint and message.
 */
export function FieldSections({
  sections,
  disabled,
}: {
  sections: readonly FieldSection[];
  disabled: boolean;
}) {
  return (
    <>
      {sections.map((section, index) => {
        const fields = section.fields.map((spec) => (
          <TextInput
            key={spec.name}
            name={spec.name}
            label={spec.label}
            {...(spec.hint ? { hint: spec.hint } : {})}
            type={spec.type ?? 'text'}
            autoComplete={spec.autoComplete}
            inputMode={spec.inputMode}
            maxLength={spec.maxLength}
            required={!spec.optional}
            disabled={disabled}
            {...(spec.width ? { className: `usa-input--${spec.width}` } : {})}
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
