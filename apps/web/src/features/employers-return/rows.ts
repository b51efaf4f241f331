import type { EmployersReturnRequest } from '@efile/contracts';
import { t } from '../../i18n';
import { parseDollars } from '../../lib/money';

/** The form as typed: every amount as text until it is checked. */
export interface AdjustmentRow {
  key: number;
  kind: 'add' | 'subtract';
  amount: string;
  explanation: string;
}
export interface CityRow {
  key: number;
  city: string;
  wages: string;
  withheld: string;
  adjustments: AdjustmentRow[];
}
export interface ResidenceRow {
  key: number;
  city: string;
  amount: string;
}

let nextKey = 1;
export const newKey = () => nextKey++;
export const emptyCity = (): CityRow => ({
  key: newKey(),
  city: '',
  wages: '',
  withheld: '',
  adjustments: [],
});

/** Field ids are the request's paths, so the server's messages land on the right field. */
export const fieldId = (...path: (string | number)[]) => path.join('.');

/** The request, or the first message per field (spec §5 currency: no negatives, 2 decimals). */
export function toRequest(
  head: Pick<EmployersReturnRequest, 'taxYear' | 'frequency' | 'period'>,
  cities: readonly CityRow[],
  residence: readonly ResidenceRow[],
): { body: EmployersReturnRequest; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const money = (id: string, field: string, text: string) => {
    const cents = parseDollars(text);
    if (!text.trim()) errors[id] = t('employersReturn.required', { field });
    else if (cents === null) errors[id] = t('employersReturn.amountInvalid', { field });
    return cents ?? 0;
  };
  const required = (id: string, field: string, text: string) => {
    if (!text.trim()) errors[id] = t('employersReturn.required', { field });
    return text;
  };
  const body: EmployersReturnRequest = {
    ...head,
    cities: cities.map((c, i) => ({
      city: required(fieldId('cities', i, 'city'), t('employersReturn.cityField'), c.city),
      wages: money(fieldId('cities', i, 'wages'), t('employersReturn.wages'), c.wages),
      taxWithheld: money(fieldId('cities', i, 'taxWithheld'), t('employersReturn.taxWithheld'), c.withheld),
      adjustments: c.adjustments.map((a, j) => ({
        kind: a.kind,
        amount: money(
          fieldId('cities', i, 'adjustments', j, 'amount'),
          t('employersReturn.adjustmentAmount'),
          a.amount,
        ),
        explanation: required(
          fieldId('cities', i, 'adjustments', j, 'explanation'),
          t('employersReturn.explanation'),
          a.explanation,
        ),
      })),
    })),
    residenceTaxWithheld: residence.map((r, j) => ({
      city: required(fieldId('residenceTaxWithheld', j, 'city'), t('employersReturn.cityField'), r.city),
      amount: money(
        fieldId('residenceTaxWithheld', j, 'amount'),
        t('employersReturn.residenceAmount'),
        r.amount,
      ),
    })),
  };
  return { body, errors };
}
