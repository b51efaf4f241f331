import {
  ruleChangeRequest,
  type EffectiveRules,
  type MunicipalityRow,
  type RuleChange,
  type RuleChangeRequest,
} from '@efile/contracts';
import { SelectInput, TextInput } from '../../../ui/schema-form';
import { st } from '../../i18n';
import { StaffForm, useStaffForm } from '../../ui/staff-form';
import { parsePercent, percentText, proposeChange } from './api';

type PercentField = 'rate' | 'creditFactor' | 'creditLimit';
const PERCENT_FIELDS: readonly PercentField[] = ['rate', 'creditFactor', 'creditLimit'];

/** What the form holds: the city, its percentages as typed, the source and the reason. */
interface ProposeValues {
  key: string;
  value: Record<PercentField, string>;
  source: string;
  reason: string;
}

const startFrom = (city: MunicipalityRow): ProposeValues => ({
  key: city.code,
  value: {
    rate: percentText(city.rate),
    creditFactor: percentText(city.creditFactor),
    creditLimit: percentText(city.creditLimit),
  },
  source: '',
  reason: '',
});

/**
 * A supervisor's or administrator's proposal of a city's rate, credit factor and credit limit for
 * the year shown, with the published source and the reason, checked with the server's request
 * schema. The city's other columns are kept. It takes effect only when another person approves it.
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
  return (
    <>
      {heading}
      <Proposal key={rules.year} year={rules.year} cities={cities} onDone={onDone} />
    </>
  );
}

function Proposal({
  year,
  cities,
  onDone,
}: {
  year: number;
  cities: readonly MunicipalityRow[];
  onDone: (message: string) => void;
}) {
  const p = 'rules.propose';
  const cityOf = (code: string) => cities.find((c) => c.code === code) ?? cities[0]!;
  const state = useStaffForm<ProposeValues, RuleChangeRequest, RuleChange>({
    schema: ruleChangeRequest,
    defaultValues: startFrom(cities[0]!),
    // The city's row with the three percentages as basis points (text that is none is left as typed).
    request: ({ key, value, source, reason }) => {
      const city = cityOf(key);
      const bp = (field: PercentField) => parsePercent(value[field]) ?? value[field];
      return {
        kind: 'municipality',
        key: city.code,
        year,
        value: {
          name: city.name,
          formCode: city.formCode,
          mandatoryFiling: city.mandatoryFiling,
          rate: bp('rate'),
          creditFactor: bp('creditFactor'),
          creditLimit: bp('creditLimit'),
          minimumAge: city.minimumAge,
          ...(city.creditCap ? { creditCap: city.creditCap } : {}),
        },
        source,
        reason,
      };
    },
    checks: ({ value }) =>
      Object.fromEntries(
        PERCENT_FIELDS.map((field) => [
          `value.${field}`,
          parsePercent(value[field]) === null ? st(`${p}.invalidPercent`) : undefined,
        ]),
      ),
    labels: { source: st(`${p}.source`), reason: st(`${p}.reason`) },
    ids: (path) => `propose-${path === 'key' ? 'city' : path.replace(/^value\./, '')}`,
    send: proposeChange,
    onSent: (change) => {
      state.form.reset(startFrom(cityOf(state.form.getValues('key'))));
      onDone(st(`${p}.done`, { id: change.id }));
    },
  });
  return (
    <StaffForm state={state}>
      <SelectInput
        name="key"
        label={st(`${p}.city`)}
        options={cities.map((c) => ({ value: c.code, label: c.name }))}
        // Choosing another city starts from its figures.
        onPicked={(code) => {
          const city = cityOf(code);
          for (const field of PERCENT_FIELDS) state.form.setValue(`value.${field}`, percentText(city[field]));
        }}
      />
      {PERCENT_FIELDS.map((field) => (
        <TextInput
          key={field}
          name={`value.${field}`}
          label={st(`${p}.${field}`)}
          hint={st(`${p}.percentHint`)}
          inputMode="decimal"
        />
      ))}
      <TextInput name="source" label={st(`${p}.source`)} hint={st(`${p}.sourceHint`)} maxLength={300} />
      <TextInput name="reason" label={st(`${p}.reason`)} maxLength={500} />
      <button type="submit" className="usa-button" disabled={state.busy}>
        {st(`${p}.submit`)}
      </button>
    </StaffForm>
  );
}
