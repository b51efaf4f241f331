/** Messages of an estimate's result (individual or net profit): the quarters and what is due. */
export const estimateResult = {
  pastDue: '(past due)',
  resultHeading: 'Your estimate',
  installmentsHeading: 'Quarterly payments',
  installmentsCaption: 'Estimated tax due by quarter',
  quarter: 'Quarter',
  dueDate: 'Due date',
  amountDue: 'Amount due',
  cumulative: 'Total due by then',
  belowThreshold:
    'Your estimated tax payable is under $200.00: a declaration is not required, but you may still file one.',
} as const;

declare module '../../features' {
  interface FeatureTexts {
    estimateResult: typeof estimateResult;
  }
}
