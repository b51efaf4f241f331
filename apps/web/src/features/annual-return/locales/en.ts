/** Messages of the individual annual return (city tax form) screens. */
export const annualReturn = {
  title: 'Individual Annual Return',
  taxYear: 'Tax year {year}',
  steps: {
    questionnaire: 'Can you file online?',
    w2: 'W-2 forms',
    form1099: '1099 forms',
    summary: 'Summary',
    cityTaxForm: 'City tax form',
  },
  questionnaireIntro: 'Answer each question. Some kinds of income must be reported on a paper return.',
  questions: {
    businessIncome:
      'Did you have business income reported on federal Schedule C or F (self-employment or farm income)?',
    rentalOrK1Income:
      'Did you have rental income, or income reported on a K-1 (your share of a partnership, S corporation, estate or trust)?',
    form1099MultipleCities: 'Do you have a 1099 with income earned in more than one city?',
    w2MultipleCities: 'Do you have a W-2 from one employer that lists more than one city?',
    residenceTaxWithheldByEmployer: 'Did an employer withhold tax for your city of residence?',
  },
  questionCounter: 'Question {n} of {total}',
  under18Question: 'Were you under 18 on December 31, {year}?',
  exemptByAgeHeading: 'Your income is exempt from city income tax for {year}',
  toExemption: 'File an Exemption Certificate',
  yes: 'Yes',
  no: 'No',
  answerQuestion: 'Answer Yes or No: {question}',
  paperHeading: 'You must file a paper return',
  late: {
    heading: 'This return was due {date}',
    body: 'Filing it now is late, so the agency may bill a late-filing penalty and interest on any balance due. File and pay as soon as you can to keep them small.',
    /** Issue 24 item 5: on the steps after the first, one line. */
    reminder: 'Reminder: this return was due {date}.',
  },
  fields: {
    employer: 'Employer name',
    ein: 'Employer EIN (9 digits)',
    wages: 'Wages (box 1)',
    medicareWages: 'Medicare wages (box 5)',
    localWages: 'Local wages (box 18)',
    localTaxWithheld: 'Local income tax (box 19)',
    locality: 'Locality name (box 20)',
    localityChoice: 'Which city was this tax withheld for?',
    payer: 'Payer name',
    income: 'Income',
    city: 'City where earned',
    taxPaid: 'Tax paid to that city',
  },
  localityUnknown:
    'Box 20 “{text}” does not name a city of the Central Collection Agency. Choose the city from the list, or “A city outside the agency”.',
  localityRecognised: 'Box 20 names {city}.',
  outsideAgency: 'A city outside the agency',
  required: '{field} is required.',
  einInvalid: '{field} must be nine digits, for example 34-1234567.',
  moneyInvalid: '{field} must be an amount in dollars and cents, not negative.',
  itemHeading: {
    w2: 'W-2 {n}',
    form1099: '1099 {n}',
  },
  add: { w2: 'Add a W-2', form1099: 'Add a 1099' },
  /** Asked before an empty item loop: the list and its form only for those who got one. */
  has: { w2: 'Did you get a W-2 for {year}?', form1099: 'Did you get a 1099 for {year}?' },
  save: 'Save',
  saved: { w2: 'W-2 {n} saved.', form1099: '1099 {n} saved.' },
  actions: 'Actions',
  saving: 'Saving…',
  edit: 'Edit {name}',
  remove: 'Delete {name}',
  none: { w2: 'No W-2 forms entered yet.', form1099: 'No 1099 forms entered yet.' },
  attach: 'Attach an image or PDF of this form (optional)',
  attachments: 'Attached files',
  noAttachment: 'None',
  restored:
    'You were logged out before this form was saved. What you had typed is back; enter the employer’s EIN again (we do not keep tax ID numbers), then Save.',
  next: 'Next',
  back: 'Back',
  cancel: 'Cancel',
  cancelTitle: 'Leave the annual return?',
  cancelBody: 'Your answers, W-2s and 1099s are saved. You can come back later, or delete this return.',
  keep: 'Keep it for later',
  discard: 'Delete this return',
  totals: 'Totals',
  totalWages: 'Total Medicare wages (box 5)',
  totalWithheld: 'Total local tax withheld',
  total1099: 'Total 1099 income',
  worksheetCaption: 'City tax form for tax year {year}',
  /**
   * Issue 14 item 5: each worksheet line in plain words (by line id; `item…` for a line of one
   * W-2 or 1099); the exact formula stays one click away.
   */
  /** Issue 14 item 5: the few terms the form cannot avoid, under the worksheet. */
  glossary: {
    heading: 'Words used on this form',
    residenceCity: 'Your city',
    residenceCityText: 'The city you lived in during the tax year. Its tax rate and its credit rules apply.',
    qualifyingWages: 'Qualifying wages',
    qualifyingWagesText: 'The wages a city taxes: the Medicare wages in box 5 of your W-2.',
    credit: 'Credit',
    creditText:
      'An amount your city takes off your tax because you already paid tax on the same income to the city where you worked. Each city sets how much, up to a limit.',
    estimatedPayments: 'Estimated payments',
    estimatedPaymentsText: 'Payments you made during the year toward this year’s tax.',
    overpayment: 'Overpayment',
    overpaymentText:
      'What you paid beyond your tax. You can get it back as a refund, keep it as a credit to next year, or both.',
  },
  plain: {
    totalQualifyingWages: 'Your wages from all your W-2s (box 5, Medicare wages).',
    total1099Income: 'Your income from all your 1099s.',
    taxableIncome: 'The income your city taxes: your wages plus your 1099 income.',
    residenceTax: 'Your city’s income tax: its tax rate times your taxable income.',
    itemQualifyingWages: 'The wages on this W-2 that your city taxes (box 5, Medicare wages).',
    itemIncome: 'The income on this 1099.',
    itemWorkCityCredit:
      'Your city gives you credit for the tax you paid to the city where you earned this income, up to your city’s limit.',
    itemResidenceCityWithheld: 'Tax this employer already withheld for your city.',
    workCityCredit:
      'All your credit for tax paid to the cities where you worked. It is never more than your city’s tax.',
    taxAfterCredit: 'Your city’s tax less the credit.',
    residenceCityWithheld: 'Tax your employers already withheld for your city.',
    estimatesPaid: 'Estimated tax payments you made for this year.',
    priorYearCredit: 'An overpayment of an earlier year applied to this one.',
    totalPayments:
      'Everything already paid toward this tax: tax withheld for your city, estimated payments and credits.',
    balanceDue: 'What you still owe: the tax after credit less what is already paid.',
    overpayment: 'What you paid beyond your tax: you choose a refund or a credit to next year when you file.',
  },
  agreement:
    'I agree that checking this box is in lieu of my signature, and that the information on this return is true, correct and complete.',
  agreementRequired: 'You must check the agreement box before you file.',
  file: 'File',
  filing: 'Filing…',
  filed: 'Your annual return was filed.',
  confirmation: 'Confirmation number: {number}',
  filedAt: 'Filed {when}',
  balanceDue: 'Balance due: {amount}',
  printPage: 'Print this page',
  toDashboard: 'Return to the dashboard',
  loadFailed: 'An error occurred loading your annual return, please try again later.',
} as const;

declare module '../../../i18n/features' {
  interface FeatureTexts {
    annualReturn: typeof annualReturn;
  }
}
