import { useState, type FormEvent } from 'react';
import type { EffectiveRules, MunicipalityRow } from '@efile/contracts';
import { Alert } from '../../../ui/alert';
import { TextField } from '../../../ui/text-field';
import { st } from '../../i18n';
import { staffProblemMessage } from '../../lib/api';
import { parsePercent, percentText, proposeChange } from './api';

type PercentField = 'rate' | 'creditFactor' | 'creditLimit';
const PERCENT_FIELDS: readonly PercentField[] = ['rate', 'creditFactor', 'creditLimit'];

/**
 * A supervisor's or administrator's proposal of a city's rate, credit factor and credit limit for
 * the year shown, with the published source and the reason. The city's other columns are kept.
 * It takes effect only when another person approves it.
 */
export function ProposeForm({
  rules,
  cities,
  onDone,
}: {
  rules: EffectiveRules;
  /** The year's rows, or the latest earlier year's when the year has no table yet. */
  cities: readonly MunicipalityRow[];
  onDone: (message: string) => void;
}) {
  const [code, setCode] = useState<string>('');
  const [errors, setErrors] = useState<Partial<Record<PercentField, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const p = 'rules.propose';
  const heading = <h2>{st(`${p}.heading`, { year: rules.year })}</h2>;
  if (rules.year < rules.firstEditableYear) {
    return (
      <>
        {heading}
        <p>{st(`${p}.closed`, { year: rules.year, first: rules.firstEditableYear })}</p>
      </>
    );
  }
  if (cities.length === 0) return null;
  const city = cities.find((c) => c.code === code) ?? cities[0]!;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const bp: Partial<Record<PercentField, number>> = {};
    const wrong: Partial<Record<PercentField, string>> = {};
    for (const field of PERCENT_FIELDS) {
      const value = parsePercent(String(form.get(`propose-${field}`) ?? ''));
      if (value === null) wrong[field] = st(`${p}.invalidPercent`);
      else bp[field] = value;
    }
    setErrors(wrong);
    setFailure(null);
    if (Object.keys(wrong).length > 0) {
      formElement.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    setBusy(true);
    try {
      const change = await proposeChange({
        kind: 'municipality',
        key: city.code,
        year: rules.year,
        value: {
          name: city.name,
          formCode: city.formCode,
          mandatoryFiling: city.mandatoryFiling,
          rate: bp.rate!,
          creditFactor: bp.creditFactor!,
          creditLimit: bp.creditLimit!,
          minimumAge: city.minimumAge,
          ...(city.creditCap ? { creditCap: city.creditCap } : {}),
        },
        source: String(form.get('propose-source') ?? '').trim(),
        reason: String(form.get('propose-reason') ?? '').trim(),
      });
      formElement.reset();
      onDone(st(`${p}.done`, { id: change.id }));
    } catch (caught) {
      setFailure(staffProblemMessage(caught));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      {heading}
      <form className="usa-form" onSubmit={(event) => void submit(event)} noValidate>
        {failure && (
          <Alert type="error" slim>
            <p className="margin-0">{failure}</p>
          </Alert>
        )}
        <div className="usa-form-group">
          <label className="usa-label" htmlFor="propose-city">
            {st(`${p}.city`)}
          </label>
          <select
            className="usa-select"
            id="propose-city"
            name="propose-city"
            value={city.code}
            onChange={(event) => setCode(event.target.value)}
          >
            {cities.map((c) => (
              <option key={c.code} value={c.code}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
        {/* Keyed by the city: choosing another starts from its figures. */}
        <div key={city.code}>
          {PERCENT_FIELDS.map((field) => (
            <TextField
              key={field}
              id={`propose-${field}`}
              label={st(`${p}.${field}`)}
              hint={st(`${p}.percentHint`)}
              error={errors[field]}
              inputMode="decimal"
              defaultValue={percentText(city[field])}
              required
            />
          ))}
        </div>
        <TextField
          id="propose-source"
          label={st(`${p}.source`)}
          hint={st(`${p}.sourceHint`)}
          required
          maxLength={300}
        />
        <TextField id="propose-reason" label={st(`${p}.reason`)} required maxLength={500} />
        <button type="submit" className="usa-button" disabled={busy}>
          {st(`${p}.submit`)}
        </button>
      </form>
    </>
  );
}
