/** Messages of the Net Profit Estimate. */
export const netProfitEstimate = {
  title: 'Net Profit Estimate',
  what: 'net profit estimate',
  taxYear: 'Estimated tax for {year}',
  intro:
    'Declare the net profit you expect this year in each member city, as your apportionment (property, payroll and gross receipts) assigns it. The estimate is paid by quarter, online.',
  city: 'City {n}',
  cityField: 'City',
  netProfit: 'Net profit (dollars)',
  addCity: 'Add a city',
  removeCity: 'Remove city {n}',
  calculate: 'Calculate',
  calculating: 'Calculating…',
  file: 'File estimate',
  filing: 'Filing…',
  filed: 'Your estimate was filed.',
  confirmation: 'Confirmation number: {number}',
  dueNow: 'Amount due now: {amount}',
  pay: 'Continue to payment',
  toDashboard: 'Return to the dashboard',
  failed: 'The estimate could not be calculated or filed. Please try again.',
  /** Issue 24 item 6: the agreement in lieu of signature, as on the individual forms. */
  agreement:
    'I agree that checking this box is in lieu of my signature, and that the information on this estimate is true, correct and complete.',
  agreementRequired: 'You must check the agreement box before you file.',
};

declare module '../../../i18n/features' {
  interface FeatureTexts {
    netProfitEstimate: typeof netProfitEstimate;
  }
}
