/**
 * The words of the printed copies (PDFs): filed forms, receipts and the account statement, in
 * English. `{name}` placeholders are filled by the code that lays the page out.
 */
export const pdf = {
  // Every document (lib/pdf.ts)
  agency: 'Central Collection Agency — eFile',
  author: 'Central Collection Agency eFile',
  formDocumentTitle: '{form} {taxYear}',
  formHeading: '{form} — tax year {taxYear}',
  confirmationNumber: 'Confirmation number {number}',
  filedAt: 'Filed {when}',
  keepCopy: 'Keep this copy for your records.',
  // The taxpayer block (forms/pdf.ts)
  taxpayerLine: '{name}    Federal ID {federalId}    Taxpayer {taxpayerId}',
  jointFilerLine: 'Joint filer: {name}    Federal ID {federalId}',
  residenceCity: 'Residence city: {city}',
  // Estimates and statements (forms/sections.ts)
  estimatedTax: 'Estimated tax',
  quarterlyPayments: 'Quarterly payments',
  installmentDue: 'Installment {number}, due {dueDate}',
  statementFigured: 'figured as of {asOf}; due {dueDate}',
  statementPeriod: 'Period {period}; ',
  // The annual return (annual-return/print.ts)
  w2Row: 'W-2 {employer} (EIN {ein}), {locality}: box 5 / box 19',
  noLocality: 'no locality',
  form1099Row: '1099 {payer}, {city}: income / tax paid',
  noCity: 'no city',
  incomeHeading: 'W-2 and 1099 income',
  cityTaxForm: 'City tax form',
  signedByAgreement: 'Filed through eFile; the agreement checkbox was accepted in lieu of signature.',
  // The exemption certificate (exemption-certificate/pdf.ts)
  exemptionCertificate: 'Exemption Certificate',
  exemptionReasonHeading: 'Reason',
  exemptionReason: 'Reason for exemption',
  exemptionBusinessSold: 'Date the business was sold',
  exemptionConfirmed: 'The taxpayer confirmed the chosen option is correct.',
  'exemption.retired': 'Retired',
  'exemption.armedForces': 'Member of the U.S. Armed Forces',
  'exemption.under18': 'Under 18 for the entire tax year',
  'exemption.noEarnedIncome': 'No earned income for the entire tax year',
  'exemption.BusinessOrRentalSold': 'Business closed or rental property sold',
  // Receipts (receipts/index.ts)
  paymentsReceived: 'Payments received online',
  paymentRow: '{when}, payment reference {reference}',
  // The account statement (statement/service.ts)
  statementTitle: 'Account statement {from} to {to}',
  statementHeading: 'Account statement',
  statementRange: '{from} to {to}',
  preparedAt: 'Prepared {when}',
  summary: 'Summary',
  openingBalanceBefore: 'Opening balance (before {from})',
  periodEntries: 'Charges and credits in the period ({count})',
  closingBalanceEnd: 'Closing balance (end of {to})',
  entries: 'Entries',
  openingBalance: 'Opening balance',
  closingBalance: 'Closing balance',
  statementSigns:
    'Charges are positive and credits negative; a balance is the sum of the entries (a negative balance is a credit).',
  statementAccrual:
    'Interest and penalty that accrue after a due date are added when charged; the account page shows what paying today clears.',
  statementRestricted:
    'Entries from before your link to this account are counted in the opening balance, not listed.',
  'entry.liability.tax': 'Tax',
  'entry.liability.penalty': 'Penalty',
  'entry.liability.interest': 'Interest',
  'entry.payment': 'Payment',
  'entry.payment.reversal': 'Payment returned',
  'entry.estimate.credit': 'Estimated tax paid',
  'entry.prior-year.credit': 'Prior-year credit',
  'entry.adjustment': 'Adjustment',
  entryTaxYear: 'tax year {taxYear}',
} as const;
