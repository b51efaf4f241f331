/** Spec §3 enumerations. Numeric values are the wire values where the spec numbers them. */
export const TaxpayerType = { Individual: 0, Joint: 1, Business: 2 } as const;
export type TaxpayerType = (typeof TaxpayerType)[keyof typeof TaxpayerType];

export const PaymentMethod = ['Unknown', 'CreditDebitCard', 'PersonalCheck', 'BusinessCheck'] as const;
export const PaymentSessionState = ['Initiated', 'InProgress', 'Completed', 'Error', 'Unpaid'] as const;

export const RegistrationStatus = [
  'NotRegisteredTaxpayer',
  'NeedsToCreateWebAccount',
  'ReadyToLogin',
  'NotPrimaryTaxpayer',
  'AccountInactive',
  'NeedsAccountMigration',
  'PendingTaxpayerRegistration',
  'DuplicateEmail',
  'AccountCreated',
  'TaxpayerAlreadyHasUser',
  'WebUserRequiresPassword',
] as const;
export type RegistrationStatus = (typeof RegistrationStatus)[number];

/** Taxpayer data display block modes (spec §2). */
export const TaxpayerDisplayMode = {
  ExemptionCertificate: 0,
  CityTaxForm: 1,
  BillingStatement: 2,
  EstimatesAndCredits: 3,
  Individual: 4,
  Business: 5,
} as const;
export type TaxpayerDisplayMode = (typeof TaxpayerDisplayMode)[keyof typeof TaxpayerDisplayMode];
