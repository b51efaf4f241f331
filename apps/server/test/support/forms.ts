import type { EligibilityAnswers } from '@efile/contracts';

/** The eligibility questionnaire answered "no" to every paper-return question. */
export const ALL_NO: EligibilityAnswers = {
  businessIncome: false,
  rentalOrK1Income: false,
  form1099MultipleCities: false,
  w2MultipleCities: false,
  residenceTaxWithheldByEmployer: false,
};

/** A Cleveland resident's W-2 from an employer in Linndale (2.0 %, a member city): $50,000.00, $1,000.00 withheld. */
export const LINNDALE_W2 = {
  w2Number: 7,
  employer: 'Linndale Tool & Die',
  ein: '341234567',
  wages: 4_700_000,
  medicareWages: 5_000_000,
  localWages: 5_000_000,
  localTaxWithheld: 100_000,
  locality: 'Linndale',
};
