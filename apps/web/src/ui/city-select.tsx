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
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  error: string | undefined;
  cities: readonly Municipality[];
  /** Options after the cities (e.g. "a city outside the agency"). */
  extra?: readonly { value: string; label: string }[];
  onChange: (code: string) => void;
}) {
  return (
    <FormGroup
      id={id}
      label={label}
      error={error}
      control={(aria) => (
        <select className="usa-select" {...aria} value={value} onChange={(e) => onChange(e.target.value)}>
          <option value="" />
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
