import type { FeatureTexts } from '../../features';

/**
 * The English catalogue: every user-facing string of the app. Texts the spec gives are
 * copied exactly; keys are grouped by screen. This object holds the shell's texts (every page's
 * first visit); each feature's catalogue (`catalogue/*.ts`, listed in `features.ts`) loads with
 * its route.
 */
export const en = {
  app: {
    name: 'eFile',
    agency: 'Central Collection Agency',
    title: 'CCA eFile — Municipal Income Tax',
    skipToMain: 'Skip to main content',
    titleSuffix: 'CCA eFile',
    loading: 'Loading…',
  },
  banner: {
    official: 'An official website of the Central Collection Agency',
    howYouKnow: 'Here’s how you know',
    label: 'Official website of the Central Collection Agency',
    domainHeading: 'Official websites use .gov',
    domainBody: 'A .gov website belongs to an official government organization in the United States.',
    httpsHeading: 'Secure .gov websites use HTTPS',
    httpsBody:
      'A lock or https:// means you’ve safely connected to the .gov website. Share sensitive information only on official, secure websites.',
  },
  header: {
    /** The language switcher: the other language's name, in it (issue 26). */
    language: 'Español',
    greeting: 'Hello, {name}',
    logout: 'Log out',
    login: 'Log in',
  },
  menu: {
    label: 'eFile menu',
    toggle: 'Menu',
    dashboard: 'Dashboard',
  },
  footer: {
    label: 'Footer',
    copyright: '© {year} Central Collection Agency. All rights reserved.',
    faq: 'FAQ',
    faqNewTab: 'FAQ (opens in a new tab)',
    contact: 'Contact Us',
  },
  landing: {
    title: 'Welcome to CCA eFile',
    welcome:
      'Welcome to eFile, the online filing service of the Central Collection Agency. File your municipal income tax forms and pay online, at no cost.',
    registrationFirst: 'You must be registered with the Central Collection Agency before you can use eFile.',
    formsHeading: 'Forms you can file online',
    paperHeading: 'You must file a paper return if you have',
    paper: [
      'Business income: self-employment or farm income (federal Schedule C or F)',
      'Rental income, or income from a partnership, S corporation, estate or trust (reported on a K-1)',
      'A 1099 with income earned in multiple cities',
      'City of residence tax withheld by your employer',
    ],
    paymentNote:
      'Estimates, net profit estimates and billing statements require online payment. An overpayment is claimed on the annual return, as a refund or a credit to next year. Joint filers must use the primary taxpayer’s information.',
    requirementsHeading: 'What you need',
    requirements: ['Your taxpayer ID', 'An e-mail address', 'A printer'],
    noFee: 'There is no fee to use eFile.',
    start: 'Continue to the Web Filing Agreement',
    /** Above the fold on a phone (issue 14): the way to sign in or register starts at the agreement. */
    toAgreement: 'To log in or register, read and accept the Web Filing Agreement',
    inactivityNotice:
      'You have been securely logged out of eFile due to inactivity. Please login again to continue using eFile.',
  },
  agreement: {
    title: 'Web Filing Agreement',
    intro: 'Please read the Web Filing Agreement. You must agree to it to use eFile.',
    terms: [
      'I am the taxpayer, or I am authorized by the taxpayer, to file the returns and make the payments I submit through eFile.',
      'The information I enter is true, correct and complete to the best of my knowledge, and my acceptance of the agreement checkbox on each form is in lieu of my signature.',
      'I will print and keep a copy of each form I file.',
      'I understand that a return with any of the income listed above under “You must file a paper return if you have” must be filed on paper.',
      'The Central Collection Agency may record my use of eFile for security and audit purposes.',
    ],
    agree: 'I Agree',
    disagree: 'I Disagree',
    disagreeAlert: 'You must agree to the Web Filing Agreement to use eFile. You will now leave eFile.',
  },
  login: {
    title: 'Log in to eFile',
    username: 'Username',
    password: 'Password',
    submit: 'Log in',
    submitting: 'Logging in…',
    usernameRequired: 'Username is required.',
    passwordRequired: 'Password is required.',
    failed: 'Log in failed',
    locked:
      'Too many attempts: this account is locked for {minutes} minutes. Wait and try again, or reset your password with “Forgot your password?” below: that unlocks it at once.',
    noAccount: 'New to eFile? You must register with the Central Collection Agency first.',
  },
  logout: {
    title: 'Logging out',
    loggedOutTitle: 'Logged out',
    success: 'You successfully logged out!',
    notInitiated: 'The logout was not initiated from within the page.',
    loginAgain: 'Log in again',
  },
  session: {
    expired: 'Your session has expired and you must login.',
    warningTitle: 'Are you still there?',
    warningBody:
      'For your security, you will be logged out soon because you have been inactive. Select Continue to stay logged in.',
    stay: 'Continue',
    logoutNow: 'Log out now',
    countdown: 'Time left before you are logged out: {time}',
  },
  dashboard: {
    title: 'Dashboard',
    intro: 'Choose what you would like to do.',
    start: 'Start',
    open: 'Open',
  },
  taxpayer: {
    heading: 'Taxpayer',
    businessHeading: 'Business',
    name: 'Name',
    businessName: 'Business name',
    alternateName: 'Alternate name',
    account: 'Taxpayer ID',
    ein: 'EIN',
    phone: 'Business phone',
    federalId: 'Social Security number',
    jointFiler: 'Joint filer',
    address: 'Address',
    loadFailed: 'An error occurred loading taxpayer information, please try again later',
  },
  estimateCredits: {
    title: 'Estimates and Credits',
    note: 'Note: current payments are not reflected here until they have been audited.',
    caption: 'Estimated tax paid and prior year credit by tax year',
    year: 'Year',
    paid: 'Estimates Paid',
    credit: 'Prior Year Credit',
    empty: 'No estimates or credits could be found for the given tax years.',
    notYetPosted: 'Includes {amount} received, not yet posted by the agency',
  },
  identity: {
    leaving: 'Taking you to your account provider',
    continue: 'Continue to your account provider',
  },
  errorPage: {
    title: 'Something went wrong',
    body: 'This page could not be shown because of an error on our side. We have been told about it.',
    saved: 'Nothing you already filed or paid is affected.',
    retry: 'Try again',
    back: 'Go to the start page',
  },
  notFound: {
    title: 'Page Not Found',
    body: 'We could not find the page you asked for.',
    startOver: 'Start over',
  },
  problems: {
    'missing-tax-rate':
      'An error occurred calculating taxes for your selected cities. Please contact CCA support.',
    'missing-tax-form':
      'This tax form cannot be found. This is often caused by deleting the form in another browser tab or window.',
    'already-filed': 'Your tax form has already been filed. You can no longer make changes to your tax form.',
    'not-authorized-to-file': 'This user is not authorized to file this form for this taxpayer',
    'misconfigured-account':
      'Our records indicate that your account is not properly configured at this time.',
    'inactive-account': 'Our records indicate that your account is not active at this time.',
    'account-migration-required':
      'We have changed how account sign in works. You will need to confirm your email address and set a new password. Please check your registered email address for further instructions.',
    contactSupport: 'Please contact support at {email} or {phone}.',
    /** After "already filed" when the server names the filing a repeat was (ADR 0049). */
    filedAs: 'It was filed once, with confirmation number {number}.',
    unexpected: 'An unexpected error occurred. Please try again.',
    /** Field names in the server's validation messages ("EIN must be a nine-digit number…"). */
    fields: {
      ein: 'EIN',
      taxpayerId: 'Taxpayer ID',
      taxpayerFederalId: 'Federal ID',
      federalId: 'Federal ID',
      businessName: 'Business name',
      emailAddress: 'Email address',
      email: 'Email address',
      phoneNumber: 'Phone number',
      zip: 'ZIP code',
      file: 'The file',
    },
  },
  toast: {
    close: 'Dismiss',
  },
  worksheet: {
    line: 'Line',
    amount: 'Amount',
    figured: 'How it is figured',
    from: 'From {sources}.',
    /** Issue 14 item 5: under a line's plain explanation, the exact formula one click away. */
    formula: 'The exact figures',
  },
  guards: {
    unsavedChanges:
      'WARNING: You have unsaved changes. Press Cancel to stay on the current form, or OK to lose these changes.',
    unsavedHeading: 'You have unsaved changes',
    ok: 'OK',
    cancel: 'Cancel',
  },
  /** The step engine of multi-step forms (ui/form-steps, ADR 0030). */
  formSteps: {
    progress: 'Steps of this form',
    heading: 'Step {n} of {total}: {title}',
    step: 'Step',
    ofTotal: 'of {total}',
    completed: 'completed',
    notCompleted: 'not completed',
    errorHeading: 'There is a problem',
    errorIntro: 'Correct the following to continue:',
  },
  /** The forms the server computes (ui/computed-form): what the dollars inputs say before sending. */
  computedForm: {
    amountInvalid: '{field} must be an amount in dollars and cents, for example 1,234.56.',
  },
  /** A form filed once a year, opened again (issue 14). */
  alreadyFiled: {
    heading: 'You have already filed your {what} for {year}',
    body: 'It is filed once a year. Where it stands and what is left to pay are below; what you paid on it is also on Estimates and Credits.',
    estimates: 'Estimates and Credits',
    dashboard: 'Dashboard',
  },
  files: {
    hint: 'PDF, PNG or JPEG, at most 5 MB.',
    uploading: 'Uploading…',
    sentOnSave: 'It is sent when you save this form.',
    remove: 'Remove {name}',
    pdf: 'Print (PDF)',
    pdfFailed: 'The PDF could not be opened. Please try again.',
  },
  /**
   * Issue 24 item 7: words a taxpayer may not know, with what they mean. A taxpayer-facing text
   * that uses one says its meaning in the same sentence, or next to it (plain-words.test.ts).
   */
  glossary: {
    federalId: { term: 'Federal ID', means: 'Social Security number' },
    schedule: { term: 'Schedule C', means: 'self-employment or farm' },
    k1: { term: 'K-1', means: 'partnership, S corporation, estate or trust' },
    allocation: { term: 'allocation', means: 'the part of' },
    orc: { term: 'ORC', means: 'Ohio Revised Code' },
    noTaxpayers: { term: 'No Taxpayers for User', means: 'does not file for a business yet' },
  },
} as const;

export type Catalogue = typeof en & FeatureTexts;
