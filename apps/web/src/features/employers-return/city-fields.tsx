import { useFieldArray, useWatch } from 'react-hook-form';
import type { Municipality } from '@efile/tax';
import { t } from '../../i18n';
import { CityInput, MoneyInput, SelectInput, TextInput } from '../../ui/schema-form';
import { emptyAdjustment } from './rows';

/** One work city of the return: the city, wages, tax withheld and its explained adjustments. */
export function CityFields({
  index,
  cities,
  onRemove,
}: {
  index: number;
  cities: readonly Municipality[];
  onRemove?: () => void;
}) {
  const at = `cities.${index}`;
  const adjustments = useFieldArray({ name: `${at}.adjustments` });
  const code = useWatch({ name: `${at}.city` }) as string;
  const name = cities.find((c) => c.code === code)?.name ?? t('employersReturn.city', { n: index + 1 });
  return (
    <fieldset className="usa-fieldset margin-top-3">
      <legend className="usa-legend usa-legend--large">{t('employersReturn.city', { n: index + 1 })}</legend>
      <CityInput name={`${at}.city`} label={t('employersReturn.cityField')} cities={cities} />
      <MoneyInput name={`${at}.wages`} label={t('employersReturn.wages')} />
      <MoneyInput name={`${at}.taxWithheld`} label={t('employersReturn.taxWithheld')} />
      {adjustments.fields.map((a, j) => {
        const label = `${name}, ${t('employersReturn.adjustment', { n: j + 1 })}`;
        return (
          <div key={a.id} className="margin-top-2" role="group" aria-label={label}>
            <SelectInput
              name={`${at}.adjustments.${j}.kind`}
              label={`${label}: ${t('employersReturn.adjustmentKind')}`}
              options={[
                { value: 'add', label: t('employersReturn.add') },
                { value: 'subtract', label: t('employersReturn.subtract') },
              ]}
            />
            <MoneyInput
              name={`${at}.adjustments.${j}.amount`}
              label={`${label}: ${t('employersReturn.adjustmentAmount')}`}
            />
            <TextInput
              name={`${at}.adjustments.${j}.explanation`}
              label={`${label}: ${t('employersReturn.explanation')}`}
              maxLength={120}
            />
            <button
              type="button"
              className="usa-button usa-button--unstyled margin-top-1"
              onClick={() => adjustments.remove(j)}
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
          onClick={() => adjustments.append(emptyAdjustment(), { shouldFocus: false })}
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
