/** Messages of the Tax, Penalty, and Interest Billing Statement screen. */
export const billingStatement = {
  title: 'Tax, Penalty, and Interest Billing Statement',
  intro:
    'Use this statement to pay city income tax you still owe for a past year. It adds the interest and penalties Ohio law charges on tax paid after its due date, up to today. You pay the statement online.',
  taxYear: 'Tax year',
  taxDue: 'Tax due for the year (dollars)',
  taxDueHint: 'The tax your return or our bill shows for the year, before any payments.',
  returnFiled: 'Date you filed the return (optional)',
  returnFiledHint: 'Leave empty if you filed it by its due date.',
  paymentsLegend: 'Payments you already made for the year',
  noPayments: 'No payments entered.',
  payment: 'Payment {n}',
  paymentDate: 'Date paid',
  paymentAmount: 'Amount paid (dollars)',
  addPayment: 'Add a payment',
  removePayment: 'Remove payment {n}',
  calculate: 'Calculate',
  calculating: 'Calculating…',
  resultHeading: 'Your statement',
  asOf: 'Figured as of {date}; the tax was due {due}.',
  caption: 'How the statement is figured',
  total: 'Total due: {amount}',
  file: 'File statement',
  filing: 'Filing…',
  filed: 'Your statement was filed.',
  confirmation: 'Confirmation number: {number}',
  pay: 'Continue to payment',
  failed: 'The statement could not be calculated or filed. Please try again.',
  toDashboard: 'Return to the dashboard',
  /** Issue 14 item 5: the worksheet's lines in plain words (the exact figures one click away). */
  plain: {
    unpaidAtDueDate: 'The part of this tax not paid by its due date.',
    liabilityInterest: 'Interest on this tax for each month, or part of a month, it was unpaid.',
    liabilityBalance: 'The part of this tax still unpaid.',
    totalTax: 'All the tax still unpaid.',
    totalInterest: 'All the interest on it.',
    totalPenalty: 'All the penalties for paying late.',
    totalDue: 'What you pay now: the unpaid tax, interest and penalties.',
  },
};

declare module '../../../i18n/features' {
  interface FeatureTexts {
    billingStatement: typeof billingStatement;
  }
}
