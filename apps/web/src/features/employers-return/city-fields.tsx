import type { Municipality } from '@efile/tax';
import { t } from '../../i18n';
import { CurrencyField } from '../../ui/currency-field';
import { CitySelect } from '../../ui/city-select';
import { FormGroup, TextField } from '../../ui/text-field';
import { fieldId, newKey, type CityRow } from './rows';

/** One work city of the return: the city, wages, tax withheld and its explained adjustments. */
export function CityFields({
  row,
  index,
  cities,
  errors,
  onChange,
  onRemove,
}: {
  row: CityRow;
  index: number;
  cities: readonly Municipality[];
  errors: Record<string, string>;
  onChange: (row: CityRow) => void;
  onRemove?: () => void;
}) {
  const id = (...path: (string | number)[]) => fieldId('cities', index, ...path);
  const name = cities.find((c) => c.code === row.city)?.name ?? t('employersReturn.city', { n: index + 1 });
  const setAdjustment = (key: number, change: Partial<CityRow['adjustments'][number]>) =>
    onChange({ ...row, adjustments: row.adjustments.map((a) => (a.key === key ? { ...a, ...change } : a)) });
  return (
    <fieldset className="usa-fieldset margin-top-3">
      <legend className="usa-legend usa-legend--large">{t('employersReturn.city', { n: index + 1 })}</legend>
      <CitySelect
        id={id('city')}
        label={t('employersReturn.cityField')}
        value={row.city}
        error={errors[id('city')]}
        cities={cities}
        onChange={(city) => onChange({ ...row, city })}
      />
      <CurrencyField
        id={id('wages')}
        label={t('employersReturn.wages')}
        value={row.wages}
        error={errors[id('wages')]}
        onValueChange={(wages) => onChange({ ...row, wages })}
      />
      <CurrencyField
        id={id('taxWithheld')}
        label={t('employersReturn.taxWithheld')}
        value={row.withheld}
        error={errors[id('taxWithheld')]}
        onValueChange={(withheld) => onChange({ ...row, withheld })}
      />
      {row.adjustments.map((a, j) => {
        const label = `${name}, ${t('employersReturn.adjustment', { n: j + 1 })}`;
        return (
          <div key={a.key} className="margin-top-2" role="group" aria-label={label}>
            <FormGroup
              id={id('adjustments', j, 'kind')}
              label={`${label}: ${t('employersReturn.adjustmentKind')}`}
              control={(aria) => (
                <select
                  className="usa-select"
                  {...aria}
                  value={a.kind}
                  onChange={(e) => setAdjustment(a.key, { kind: e.target.value as 'add' | 'subtract' })}
                >
                  <option value="add">{t('employersReturn.add')}</option>
                  <option value="subtract">{t('employersReturn.subtract')}</option>
                </select>
              )}
            />
            <CurrencyField
              id={id('adjustments', j, 'amount')}
              label={`${label}: ${t('employersReturn.adjustmentAmount')}`}
              value={a.amount}
              error={errors[id('adjustments', j, 'amount')]}
              onValueChange={(amount) => setAdjustment(a.key, { amount })}
            />
            <TextField
              id={id('adjustments', j, 'explanation')}
              label={`${label}: ${t('employersReturn.explanation')}`}
              maxLength={120}
              value={a.explanation}
              error={errors[id('adjustments', j, 'explanation')]}
              onChange={(e) => setAdjustment(a.key, { explanation: e.target.value })}
            />
            <button
              type="button"
              className="usa-button usa-button--unstyled margin-top-1"
              onClick={() =>
                onChange({ ...row, adjustments: row.adjustments.filter((x) => x.key !== a.key) })
              }
            >
              {t('employersReturn.removeAdjustment', { n: j + 1, city: name })}
            </button>
          </div>
        );
      })}
      <p>
        <button
          type="button"
          className="usa-button usa-button--outline"
          onClick={() =>
            onChange({
              ...row,
              adjustments: [...row.adjustments, { key: newKey(), kind: 'add', amount: '', explanation: '' }],
            })
          }
        >
          {t('employersReturn.addAdjustment', { city: name })}
        </button>
        {onRemove && (
          <button type="button" className="usa-button usa-button--unstyled" onClick={onRemove}>
            {t('employersReturn.removeCity', { n: index + 1 })}
          </button>
        )}
      </p>
    </fieldset>
  );
}
