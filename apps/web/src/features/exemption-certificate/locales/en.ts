/** Messages of the Exemption Certificate (spec §2, §4, §5). */
export const exemption = {
  title: 'Exemption Certificate',
  taxYear: 'Tax year {year}',
  intro: 'File this certificate if you were not required to file a city income tax return for the tax year.',
  reasonLegend: 'Reason you are filing this form',
  reasons: {
    retired: 'I am retired.',
    armedForces: 'I am a member of the U.S. Armed Forces.',
    under18: 'I was under 18 for the entire tax year.',
    noEarnedIncome: 'I had no earned income for the entire tax year.',
    BusinessOrRentalSold: 'My business closed or my rental property was sold before the tax year began.',
  },
  soldDate: 'Date the business was sold',
  veracity: 'I confirm the chosen option is correct.',
  file: 'File',
  filing: 'Filing…',
  print: 'Print',
  cancel: 'Cancel',
  modalTitle: 'Print your certificate',
  modalBody: 'Please print a copy of this certificate for your records before you file it.',
  returnToForm: 'I want to print - Return to Form',
  proceed: "I'm finished - Proceed to Next Step",
  success: 'Your exemption certificate was filed successfully.',
  confirmation: 'Confirmation number: {number}',
  toDashboard: 'Return to the dashboard',
  alreadyFiled:
    'You cannot file an exemption certificate because you have already filed one for this tax year.',
  formsEntered:
    'You cannot file an exemption certificate because you have already filed tax forms for this tax year.',
  statusFailed:
    'An unexpected error occurred loading your exemption certificate status. Please try again later.',
  saveFailed: 'An unexpected error occurred while saving your form. Please try again later.',
} as const;

declare module '../../../i18n/features' {
  interface FeatureTexts {
    exemption: typeof exemption;
  }
}
