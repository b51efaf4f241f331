/** Messages of the Employer's Return of Income Tax Withheld. */
export const employersReturn = {
  title: "Employer's Return of Income Tax Withheld",
  intro:
    'Report the city income tax you withheld from wages for a month or a quarter: the wages paid and tax withheld in each city where your employees worked, any adjustments with their explanation, and the residence-city tax you withheld for employees who live in member cities.',
  taxYear: 'Tax year',
  frequency: 'How often do you file?',
  monthly: 'Monthly',
  quarterly: 'Quarterly',
  month: 'Month',
  quarter: 'Quarter',
  quarterName: 'Quarter {n}',
  citiesLegend: 'Work cities',
  city: 'Work city {n}',
  cityField: 'City',
  wages: 'Wages paid (dollars)',
  taxWithheld: 'Tax withheld (dollars)',
  adjustment: 'Adjustment {n}',
  adjustmentKind: 'Adjustment',
  add: 'Adds to the tax',
  subtract: 'Subtracts from the tax',
  adjustmentAmount: 'Amount (dollars)',
  explanation: 'Explanation',
  addAdjustment: 'Add an adjustment to {city}',
  removeAdjustment: 'Remove adjustment {n} of {city}',
  addCity: 'Add a work city',
  removeCity: 'Remove work city {n}',
  residenceLegend: 'Residence tax withheld',
  residenceHint: 'Tax you withheld for the city where an employee lives, when it is a member city.',
  residence: 'Residence city {n}',
  residenceAmount: 'Residence tax withheld (dollars)',
  addResidence: 'Add a residence city',
  removeResidence: 'Remove residence city {n}',
  late: 'This return was due {due}. Filing now adds interest and a {rate} penalty on the tax due, as Ohio law sets.',
  calculate: 'Calculate',
  calculating: 'Calculating…',
  resultHeading: 'Your return',
  due: 'Due {due}; figured as of {date}.',
  caption: 'How the return is figured',
  total: 'Total due: {amount}',
  file: 'File return',
  filing: 'Filing…',
  filed: 'Your return was filed.',
  confirmation: 'Confirmation number: {number}',
  pay: 'Continue to payment',
  toDashboard: 'Return to the dashboard',
  failed: 'The return could not be calculated or filed. Please try again.',
  /** Issue 14 item 5: the worksheet's lines in plain words (the exact figures one click away). */
  plain: {
    cityWages: 'Wages you paid for work done in this city.',
    cityExpectedTax: 'The city’s tax rate applied to those wages, to check against what you withheld.',
    cityTaxWithheld: 'Tax you withheld from those wages for this city.',
    cityAdditions: 'Adjustments that add to what you owe this city.',
    citySubtractions: 'Adjustments that take off what you owe this city.',
    cityTaxDue: 'What you owe this city: the tax withheld, plus and minus the adjustments.',
    residenceTaxWithheld: 'Tax you withheld for the city where employees live.',
    totalWages: 'All the wages you paid in the period.',
    totalTaxDue: 'All the tax you owe for the period.',
    interest: 'Interest, because the tax is paid after its due date.',
    latePaymentPenalty: 'A penalty, because tax withheld from employees is paid late.',
    totalDue: 'What you pay now: the tax, plus any interest and penalty.',
  },
  /** Issue 24 item 6: the agreement in lieu of signature, as on the individual forms. */
  agreement:
    'I agree that checking this box is in lieu of my signature, and that the information on this return is true, correct and complete.',
  agreementRequired: 'You must check the agreement box before you file.',
};

declare module '../../../i18n/features' {
  interface FeatureTexts {
    employersReturn: typeof employersReturn;
  }
}
