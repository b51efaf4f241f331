/** Refunds and credits of an overpayment (issue 27, ADR 0058): the choice, the claims, the lookup. */
export const refunds = {
  choice: {
    legend: 'What should we do with your overpayment of {amount}?',
    hint: 'You paid more than your tax. You can get it back, keep it for next year, or both.',
    refund: 'Refund it to me',
    credit: 'Credit it to my {year} estimated tax',
    split: 'Refund part of it and credit the rest to {year}',
    waive: 'I do not want it back: give it up',
  },
  waiveConfirm: 'I give up my overpayment of {amount}. It will not be refunded or credited to me.',
  splitRefund: 'Amount to refund',
  splitHint: 'The rest of {amount} is credited to {year}.',
  method: {
    legend: 'How should we pay your refund?',
    directDeposit: 'Direct deposit to my bank account',
    check: 'A check mailed to the address on file',
  },
  bank: {
    routingNumber: 'Routing number',
    routingHint: 'Nine digits: the first number printed on the bottom of a check.',
    accountNumber: 'Account number',
    accountHint: 'Up to 17 digits. We show only its last four digits after you send it.',
    accountType: 'Account type',
    checking: 'Checking',
    savings: 'Savings',
  },
  errors: {
    choose: 'Choose what to do with your overpayment.',
    chooseMethod: 'Choose how we pay your refund.',
    refundTooMuch: 'The refund can be at most {amount}.',
    refundMinimum: 'A refund must be at least {amount}. Choose a credit for a smaller amount.',
    confirmWaive: 'Confirm that you give up your overpayment of {amount}, or choose a refund or a credit.',
  },
  claims: {
    heading: 'Refunds and credits',
    caption: 'Your refund and credit claims',
    year: 'Tax year',
    asked: 'What you asked for',
    status: 'Status',
    steps: 'Steps',
    statuses: {
      received: 'Received',
      'in-review': 'In review',
      approved: 'Approved',
      sent: 'Sent',
      refused: 'Not approved',
    },
    refundOf: 'Refund of {amount}',
    creditOf: 'Credit of {amount} to {year}',
    byDeposit: 'by direct deposit to the account {account}',
    byCheck: 'by check to the address on file',
    stepOn: '{status}: {date}',
    stepPending: '{status}: not yet',
    expected: 'Expected by {date}.',
    interest: 'Includes {amount} of interest.',
    reason: 'Reason: {reason}',
    offset: '{amount} was applied to tax you owed for another year.',
  },
  givenUp: {
    heading: 'Overpayments you gave up',
    caption: 'Overpayments you chose not to get back',
    year: 'Tax year',
    form: 'Form',
    on: 'Given up on',
    amount: 'Amount',
  },
  filed: {
    waived: 'You gave up your overpayment of {amount}. It will not be refunded or credited to you.',
    claimed: 'You claimed your overpayment of {amount}. My Account shows where your claim is.',
    toAccount: 'See your claim on My Account',
  },
  claimable: {
    heading: 'Claim a credit on your account',
    text: 'Your {year} account shows a credit of {amount}. You can claim it until {date}.',
    open: 'Claim the {year} credit',
    submit: 'Send my claim',
    sending: 'Sending…',
    cancel: 'Cancel',
    sent: 'We received your claim. We e-mail you at each step, and this page shows where it is.',
  },
  lookup: {
    title: 'Where is my refund?',
    intro:
      'Filed on paper or online, you can see where your refund is without signing in. Enter your taxpayer ID, the amount you claimed and the ZIP code on your return.',
    taxpayerId: 'Taxpayer ID',
    amount: 'Amount you claimed (refund and credit together)',
    zip: 'ZIP code',
    submit: 'Look up my refund',
    result: 'Your claim is {status} since {date}.',
    signIn: 'Sign in to see the details on My Account.',
  },
} as const;

declare module '../../../i18n/features' {
  interface FeatureTexts {
    refunds: typeof refunds;
  }
}
