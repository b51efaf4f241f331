import type { Municipality } from '@efile/tax';
import { FormGroup } from './text-field';

/** A select of the year's member cities. */
export function CitySelect({
  id,
  label,
  value,
  error,
  cities,
  extra = [],
  blank = '',
  hint,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  error: string | undefined;
  cities: readonly Municipality[];
  /** Options after the cities (e.g. "a city outside the agency"). */
  extra?: readonly { value: string; label: string }[];
  /** The empty choice's words (default none: a choice is required). */
  blank?: string;
  hint?: string;
  onChange: (code: string) => void;
}) {
  return (
    <FormGroup
      id={id}
      label={label}
      hint={hint}
      error={error}
      control={(aria) => (
        <select className="usa-select" {...aria} value={value} onChange={(e) => onChange(e.target.value)}>
          <option value="">{blank}</option>
          {cities.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
          {extra.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    />
  );
}
