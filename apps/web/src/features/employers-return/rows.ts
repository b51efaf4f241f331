import type { MoneyFields } from '../../ui/schema-form';

/**
 * The return as typed: the request's shape (field ids are its paths, so the server's messages land
 * on the right field), every amount as the dollars typed; ui/computed-form turns them into cents.
 */
export interface ReturnValues {
  taxYear: number;
  frequency: 'monthly' | 'quarterly';
  period: number;
  cities: {
    city: string;
    wages: string;
    taxWithheld: string;
    adjustments: { kind: 'add' | 'subtract'; amount: string; explanation: string }[];
  }[];
  residenceTaxWithheld: { city: string; amount: string }[];
}

export const emptyCity = (): ReturnValues['cities'][number] => ({
  city: '',
  wages: '',
  taxWithheld: '',
  adjustments: [],
});
export const emptyAdjustment = (): ReturnValues['cities'][number]['adjustments'][number] => ({
  kind: 'add',
  amount: '',
  explanation: '',
});

/** The contract's name of each amount (its messages say "Wages is required."). */
export const RETURN_MONEY: MoneyFields = {
  'cities.*.wages': 'Wages',
  'cities.*.taxWithheld': 'Tax withheld',
  'cities.*.adjustments.*.amount': 'Adjustment amount',
  'residenceTaxWithheld.*.amount': 'Residence tax withheld',
};
