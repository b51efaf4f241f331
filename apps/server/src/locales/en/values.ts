/**
 * The words of values the server writes out (lib/formats.ts): a date with its time, a period, a
 * form for its year or period, and a card or account by its last digits.
 */
export const values = {
  dateTime: '{date} at {time}',
  quarter: 'the {ordinal} quarter of {year}',
  ordinal1: 'first',
  ordinal2: 'second',
  ordinal3: 'third',
  ordinal4: 'fourth',
  formFor: '{form} for {period}',
  cardEnding: 'ending in {last4}',
  formYear: '{form} {taxYear}',
  // A payment as the provider's page describes it.
  paymentForm: '{form} {taxYear}, confirmation {confirmationNumber}',
  paymentInstallment: '{form} {taxYear}, installment {installment}, confirmation {confirmationNumber}',
  paymentYear: 'Tax year {taxYear}',
  /** The payment history's date column (spec §3 `paymentDateTitle`). */
  transactionDate: 'Transaction Date',
} as const;
