import type { RegistrationStatus } from '@efile/contracts';

/**
 * What a registration status means to the person who registers (spec §3 enumeration, ADR 0006):
 * the answer of the taxpayer ID check and of the registration posts.
 */
const status = {
  NotRegisteredTaxpayer:
    'We have no record of that taxpayer ID. Please check the number, or register as a new taxpayer.',
  NeedsToCreateWebAccount:
    'The agency already has a record of this taxpayer. Please create your eFile account with the taxpayer ID from the agency.',
  ReadyToLogin: 'This taxpayer already has an eFile account. Please log in.',
  NotPrimaryTaxpayer:
    'This taxpayer ID belongs to the second filer of a joint return. Joint filers must use the primary taxpayer’s information: please register with the primary taxpayer’s ID.',
  AccountInactive: 'The eFile account of this taxpayer is not active. Please contact support.',
  NeedsAccountMigration:
    'This taxpayer has an eFile account from our previous sign-in system. To keep using it, confirm your email address and set a new password with the link we sent to the email address on file.',
  PendingTaxpayerRegistration:
    'The registration of this taxpayer is waiting for the agency’s review. If you have not confirmed your email address yet, open the link we sent to the email address on file. We will email you when the registration is approved.',
  DuplicateEmail: 'This email address already exists in our records. Please try another.',
  AccountCreated: 'Your eFile account has been created.',
  TaxpayerAlreadyHasUser:
    'This taxpayer already has an eFile account. Please log in, or reset your password if you have forgotten it.',
  WebUserRequiresPassword:
    'This taxpayer’s eFile account has no password yet. Please open the link we sent to the email address on file to confirm your address and set your password.',
} as const satisfies Record<RegistrationStatus, string>;

/** Messages of the registration screens. */
export const registration = {
  status,
  /** Links and actions offered beside a status. */
  actions: {
    login: 'Log in',
    forgotPassword: 'Forgot your password?',
    registerNew: 'Register as a new taxpayer',
    registerWithId: 'Register with your taxpayer ID',
    supportEmail: 'Email',
    supportPhone: 'or call',
    resendIntro: 'Did not get the email, or has the link expired? We can send it again.',
    resend: 'Send the email again',
    resending: 'Sending...',
    resent:
      'We have sent an email to the address on file for this taxpayer. Please open the link in it to continue.',
    resendFailed: 'We could not send the email. Please try again.',
  },
  /** /authentication/register: how to register. */
  start: {
    title: 'Register for eFile',
    intro:
      'You need an eFile account to file and pay online. How you register depends on how you file with the Central Collection Agency.',
    haveIdHeading: 'I have a taxpayer ID from the agency',
    haveIdText:
      'Your taxpayer ID is on the letters and forms the Central Collection Agency has sent you. It is not your Social Security number.',
    taxpayerId: 'Taxpayer ID',
    taxpayerIdHint: 'Digits only, as printed on your letter or form',
    check: 'Continue',
    checking: 'Checking...',
    checkFailed: 'We could not check this taxpayer ID. Please try again.',
    newHeading: 'I am new to the agency',
    newText:
      'If you have never filed with the Central Collection Agency, register as a new taxpayer: we give you a taxpayer ID and create your eFile account.',
    newLink: 'Register as a new taxpayer',
    businessHeading: 'I file for a business',
    businessText:
      'Create an eFile account for yourself. After you log in, you link the businesses you file for by their EIN, or register a new business.',
    businessLink: 'Create a business account',
    haveAccount: 'Already have an eFile account?',
  },
  /** The fields of the registration forms. */
  fields: {
    federalId: 'Federal ID',
    federalIdHint: 'Your Social Security number: 9 digits, no hyphens',
    zip: 'ZIP code',
    zipOnFile: 'ZIP code on file',
    zipHint: '5 digits, or 9 digits',
    firstName: 'First name',
    middleInitial: 'Middle initial (optional)',
    lastName: 'Last name',
    birthDate: 'Date of birth',
    streetAddress: 'Street address',
    city: 'City',
    state: 'State',
    stateHint: 'Two-letter code, for example OH',
    username: 'Username',
    usernameHint: 'At least 3 characters: letters, digits and . _ @ -',
    email: 'Email',
    confirmEmail: 'Confirm Email',
    ein: 'EIN',
    einHint: '9 digits, no hyphens',
    businessName: 'Business name',
    alternateName: 'Alternate name (optional)',
    phone: 'Phone',
    phoneHint: '10 digits, for example 2165550100',
  },
  form: {
    required: '{field} is required.',
    allRequired: 'All fields are required unless marked optional.',
    aboutYou: 'About you',
    address: 'Your address',
    account: 'Your eFile account',
    business: 'The business',
    businessAddress: 'Business address',
    submit: 'Create account',
    submitting: 'Submitting...',
  },
  /** The answer of a registration that created an account. */
  created: {
    title: 'Check Your Email',
    heading: 'Your eFile account has been created',
    checkEmail:
      'Check your email: we sent a link to {email} to confirm your address and set your password. The link expires in 72 hours.',
    taxpayerId: 'Your new taxpayer ID is {taxpayerId}. Please keep it for your records.',
    resent:
      'We have sent the email again to {email}. It can take a few minutes to arrive; check your spam folder too.',
    toLogin: 'Go to the login page',
  },
  /** /register/web-account */
  web: {
    title: 'Create Your eFile Account',
    intro:
      'To prove this taxpayer is yours, enter the federal ID (your Social Security number) and the ZIP code the agency has on file. Then choose your username and the email address for your account.',
    forTaxpayer: 'Taxpayer ID: {taxpayerId}',
    otherId: 'Use another taxpayer ID',
    businessTitle: 'Create a Business eFile Account',
    businessIntro:
      'This account is yours, the person who files for the business. After you log in, you link the businesses you file for by their EIN, or register a new business.',
  },
  /** /register/individual */
  individual: {
    title: 'Register as a New Taxpayer',
    intro:
      'Register here if the Central Collection Agency has no record of you. If you have a taxpayer ID from the agency, register with it instead.',
  },
  /** /auth/register-business */
  business: {
    title: 'Register a Business',
    intro:
      'Register a business the Central Collection Agency has no record of. It is linked to your account and you file as it.',
    registered: 'The business {name} is registered as taxpayer {taxpayerId}. You now file as this business.',
    submit: 'Register business',
    cancel: 'Cancel',
  },
} as const;

declare module '../../features' {
  interface FeatureTexts {
    registration: typeof registration;
  }
}
