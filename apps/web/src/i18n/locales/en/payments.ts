/** Messages of the payment page (spec §2 payment page, §8 payment texts). */
export const payments = {
  title: 'Payment',
  formType: 'Form Type',
  confirmation: 'Confirmation Number',
  amount: 'Amount',
  total: 'Total',
  dueDate: 'Due Date',
  asOf: 'This is what paying today, {date}, costs. Interest runs until the day it is paid.',
  summaryCaption: 'What you are paying',
  payIntro:
    'You pay on the secure site of our payment provider, by card or by check from your bank account. When you are done there, you come back to this page.',
  payButton: 'Pay {amount}',
  starting: 'Starting payment session...',
  started: 'Payment session started, redirecting now...',
  startFailed:
    'An error occurred starting your payment session, our team has been made aware of the issue, please try again later.',
  startFailedStatus: 'An error occurred starting your payment session.',
  payBalance: 'Pay Balance',
  loadFailed: 'An error occurred loading your payment details, please try again later.',
  checking: 'Checking the status of your payment...',
  declined: 'Your last payment did not go through. You can try again with another card or by check.',
  paidHeading: 'Payment received',
  paid: 'Thank you. Your payment of {amount} was received.',
  reference: 'Payment reference: {reference}',
  receiptSent: 'A receipt was sent to your e-mail address. Keep the payment reference for your records.',
  historyCaption: 'Payment history',
  transactionDate: 'Transaction Date',
  paymentType: 'Payment Type',
  number: 'Card # or Account #',
  result: 'Result',
  types: {
    CreditDebitCard: 'Credit or debit card',
    PersonalCheck: 'Personal check',
    BusinessCheck: 'Business check',
    Unknown: 'Other',
    MailedCheck: 'Check (mailed)',
  },
  masked: '•••• {last4}',
  /** A payment's result in the history, by the provider's state (English shows the state as it is). */
  statuses: {
    Initiated: 'Initiated',
    InProgress: 'InProgress',
    Completed: 'Completed',
    Error: 'Error',
    Unpaid: 'Unpaid',
  },
  cardNote: 'Card payments appear on your statement as a payment to the Central Collection Agency.',
  checkNote:
    'Check payments are drawn from your bank account within 3 business days. A returned check is charged a fee by the agency.',
  nothingDue: 'Nothing is due on this form.',
  byMail: 'Pay by check by mail instead',
  byMailHeading: 'Paying by mail',
  byMailText:
    'Mail a check for {amount} payable to the Central Collection Agency with your confirmation number {number} to: {address}. You can still pay online here until it arrives.',
  toDashboard: 'Return to the dashboard',
};

declare module '../../features' {
  interface FeatureTexts {
    payments: typeof payments;
  }
}
