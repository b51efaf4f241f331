/**
 * The words of problem answers (RFC 9457, spec §8), in English. `titles` are each problem type's
 * title (and default detail; the spec's exact texts where it gives one); `problems` are the details
 * the server's modules send, keyed by what happened, with `{name}` placeholders. The web app and the
 * browser tests assert these exact texts: change one only with the spec.
 */
import { ProblemCode } from '@efile/contracts';

export const titles: Readonly<Record<ProblemCode, string>> = {
  [ProblemCode.MissingTaxRate]:
    'An error occurred calculating taxes for your selected cities. Please contact CCA support.',
  [ProblemCode.MissingInterestRate]: 'The interest rate for a year has not been published yet.',
  [ProblemCode.MissingTaxForm]:
    'This tax form cannot be found. This is often caused by deleting the form in another browser tab or window.',
  [ProblemCode.AlreadyFiled]:
    'Your tax form has already been filed. You can no longer make changes to your tax form.',
  [ProblemCode.NotAuthorizedToFile]: 'This user is not authorized to file this form for this taxpayer',
  [ProblemCode.MisconfiguredAccount]:
    'Our records indicate that your account is not properly configured at this time.',
  [ProblemCode.InactiveAccount]: 'Our records indicate that your account is not active at this time.',
  [ProblemCode.AccountMigrationRequired]:
    'We have changed how account sign in works. You will need to confirm your email address and set a new password. Please check your registered email address for further instructions.',
  [ProblemCode.RegistrationPending]: 'Your registration is waiting for the agency’s review.',
  [ProblemCode.RegistrationRefused]: 'Your registration was not approved.',
  [ProblemCode.Validation]: 'One or more fields are invalid.',
  [ProblemCode.InvalidCredentials]: 'The username or password is incorrect.',
  [ProblemCode.TooManyAttempts]: 'Too many attempts. Please wait a few minutes and try again.',
  [ProblemCode.Unauthenticated]: 'You must sign in to continue.',
  [ProblemCode.Forbidden]: 'You are not allowed to do this.',
  [ProblemCode.Xsrf]: 'The request could not be verified. Please reload the page and try again.',
  [ProblemCode.InvalidPassword]: 'Invalid Password',
  [ProblemCode.InvalidToken]: 'We were unable to complete your email confirmation request.',
  [ProblemCode.LinkExpired]:
    'The email confirmation link has expired. You may initiate a new request and try again.',
  [ProblemCode.DuplicateEmail]: 'This email address already exists in our records. Please try another.',
  [ProblemCode.FileOnPaper]: 'This return must be filed on paper.',
  [ProblemCode.Conflict]: 'This request conflicts with the current state of the record.',
  [ProblemCode.NotFound]: 'The requested resource was not found.',
  [ProblemCode.PaymentProviderUnavailable]: 'The payment provider could not start a payment session.',
  [ProblemCode.ServiceUnavailable]: 'The service is unavailable just now. Please try again in a few moments.',
  [ProblemCode.Internal]: 'An unexpected error occurred. Please try again.',
};

export const problems = {
  // Any request
  interestRateNotPublished:
    'The interest rate for {year} has not been published yet, so interest into {year} cannot be calculated. Please contact CCA support.',
  invalidInput: 'Invalid {where}: {fields}',
  requestUnreadable: 'The request could not be read.',
  fieldNotAllowed: 'is not allowed',
  fieldInvalid: 'is invalid',

  // Businesses (spec §2, ADR 0017)
  businessNotFound:
    'This business could not be found. If this information is correct please complete registration.',
  businessNoLinkRequest: 'There is no request to link this business. Find it and add it first.',
  businessCodeExpired: 'This code has expired. Add the business again to have a new code sent.',
  businessCodeLocked: 'Too many wrong codes were entered. Add the business again to have a new code sent.',
  businessCodeWrong: 'This code is not correct.',
  businessUsersOnly: 'Only business accounts link businesses.',
  businessManagementOff: 'Managing business accounts is not available at this time.',
  businessAlreadyLinked: 'This EIN is already linked to your account.',

  // Registration (spec §1)
  registrationNotOurRecords: 'The information you entered does not match our records.',
  usernameTaken: 'This username is already taken.',
  confirmationLinkNotValid:
    'This email confirmation link is not valid. You may resend the confirmation email.',
  registrationJustSubmitted: 'This registration was just submitted. Please check your email.',
  businessAlreadyRegistered:
    'A business with this EIN is already registered. Add it from Manage Business Accounts.',
  confirmationLinkSuperseded:
    'A newer confirmation email has been sent. Please use the link in the latest email.',
  registrationNotPartial: 'This registration is not waiting to be completed.',

  // Sign-in (ADR 0047)
  registrationPending:
    'The Central Collection Agency is reviewing your registration. We will email you when it is approved; then you can sign in.',
  registrationRefused:
    'The Central Collection Agency did not approve your registration. We emailed you the reason. If you have questions, call {phone}.',

  // The annual return (spec §7)
  exemptionAlreadyFiled: 'You have already filed an exemption certificate for this tax year.',
  noIncomeEntered: 'Enter at least one W-2 or 1099 before you file.',
  w2Named: 'W-2 {number} ({employer})',
  localityChoiceRequired:
    '{which}: box 20 names no city of the agency. {choice} Go back to the W-2 forms to choose.',
  overpaymentWaived:
    'You chose not to claim your overpayment of {amount}: it will not be refunded or credited.',
  noOverpaymentToWaive:
    'This return no longer shows an overpayment to give up. Review the form and file again.',
  overpaymentChanged: 'The overpayment is now {now}, not {chosen}. Review the form and choose again.',
  noReturnByAge:
    'You do not file an annual return: file an Exemption Certificate instead. If city tax was withheld, file a paper return to claim a refund.',
  exemptByAge: '{reason} {instead}',
  balanceDue: 'Balance due',
  answerEveryQuestion: 'Please answer every question.',

  // Computed forms (forms/computed.ts: nothing to file) and filing
  nothingOwed: 'Nothing is owed for this tax year, so there is nothing to file.',
  yearTax: '{taxYear} tax',
  adjustmentsBelowZero:
    "The adjustments take {city}'s tax below zero: an overpayment cannot be filed online. File this return on paper.",
  noEstimatedTax: 'No estimated tax is payable, so there is nothing to file.',
  noDeclarationRequired: '{notice} There is nothing to file.',
  alreadyFiledSameFigures:
    'This form was already filed a moment ago with the same figures, confirmation number {confirmationNumber}. It is not filed twice.',

  // The mailroom (staff, ADR 0044)
  paperAlreadyFiledOnline:
    'Taxpayer {taxpayerId} already filed the {what} online (confirmation {confirmationNumber}): a paper copy is not posted again.',
  idempotencyKeyInvalid: '{header} must be 1 to 200 visible characters.',
  idempotencyKeyField: 'is not a valid key',
  idempotencyKeyReused: 'This Idempotency-Key was used for another request.',
  checkAlreadyRecorded:
    'Check {check} (check number {normalised}) is already recorded for taxpayer {taxpayerId}{posting}.',
  paperAlreadyRecorded: 'This paper return is already recorded for taxpayer {taxpayerId}{posting}.',
  postingNumber: ' (posting {id})',
  postingFourEyes:
    'Someone other than who recorded it (and not invited or approved by them, nor their inviter or approver) must approve or refuse it.',
  postingAlreadyDecided: 'This posting is already {status}.',

  // Rules (staff, issue 16 item 6)
  interestRateYearToCome: 'The interest rate can only be set for a year to come (after {year}).',
  ruleFromYear: 'This rule can only change from {year} on.',
  taxYearClosed: 'Tax year {year} can no longer change: the first year that can is {first}.',
  taxYearHasFilings: 'Forms have already been filed for tax year {year}: its rules can no longer change.',
  ruleAdministratorOnly: 'Only an administrator changes this rule.',
  ruleChangePending: 'A change to {key} for {year} is already waiting for approval.',
  ruleChangeDecidedAs: 'This change was already {decision}.',
  ruleChangeFourEyes:
    'A change needs another person’s decision: you proposed it, or one of you invited or approved the other.',
  ruleChangeDecided: 'This change was already decided.',

  // Staff: account help, invitations, staff accounts
  webAccountNotFound: 'No web account has that ID.',
  webAccountNotPartial: 'This web account is not waiting for its registration to be confirmed.',
  webAccountLinksPerHour: 'This account has had as many links as allowed this hour. Try again later.',
  webAccountInactive: 'This web account is inactive already.',
  accountActsForTaxpayer: 'The account already acts for that taxpayer.',
  accountNotActingForTaxpayer: 'The account does not act for that taxpayer.',
  taxpayerHasOwnAccount: 'That taxpayer already has its own web account.',
  accountWorkInProgress:
    'The account has a form or payment in progress for the current taxpayer. Finish or abandon it first.',
  unlinkBusinessOnly:
    'Only a business user’s linked business can be unlinked; move an individual’s account instead.',
  alreadyStaff: 'That username or e-mail address is already staff.',
  staffNotAwaitingApproval: 'This account is not waiting for approval.',
  staffApprovalFourEyes:
    'Another administrator approves this account: you invited it, or one of you invited or approved the other.',
  staffChangeOwn: 'Another administrator changes your own account.',
  staffNotDisabled: 'This account is not disabled.',
  staffSameRole: 'The account already has this role.',
  staffNotEnrolled: 'This account has no authenticator yet: its next sign-in sets one up.',
  staffChangePending: 'A change of this kind to this account is already waiting for approval.',
  staffChangeDecided: 'This change has already been decided.',
  staffChangeFourEyes:
    'You asked for this change, or are linked to who did: another administrator decides it.',
  exportNothingNew:
    'Nothing new to export from {from} to {to}: every row is in an earlier batch. No batch was made.',
  cannotDisableSelf: 'You cannot disable yourself.',
  taxpayerNotFound: 'No taxpayer has that ID.',

  // Uploads (issue 9)
  fieldRequired: 'is required',
  uploadTypes: 'Only PDF, PNG or JPEG files can be uploaded.',
  uploadContentMismatch: 'The file’s content is not the PDF, PNG or JPEG its type says.',
  uploadNotMultipart: 'Send the file as multipart/form-data in the field "file".',
  uploadLinkRequired: 'Link the file to a W-2 or a 1099.',
  uploadQuota: 'You can keep at most {files} files and {mb} MB of uploads.',
  uploadChooseFile: 'Choose a file to upload.',
  uploadTooLarge: 'The file must be at most 5 MB.',
  uploadEmpty: 'The file is empty.',
  uploadNotWhatItClaims: "The file's content is not the {type} it claims to be. {types}",

  // Payments (spec §5)
  onlyFiledFormPaid: 'Only a filed form can be paid.',
  formAlreadyPaid: 'This form is already paid.',
  nothingDue: 'Nothing is due on this form.',
  noSuchInstallment: 'This form has no such installment.',

  // Payments, continued
  payOnline: 'The {form} must be paid online.',
  providerCredentialsMissing: 'The call does not carry the payment provider’s credentials.',

  // Reminders (ADR 0033)
  unsubscribeLinkInvalid: 'This unsubscribe link is not valid.',
  remindersNotForFiler: 'These reminders do not concern the taxpayer you file as.',

  // Reminders, continued
  notYourReminder: '{kind} is not one of your reminders.',

  // Work queues (staff)
  providerAnswerApplied: "The provider's answer was already applied to this payment.",
  providerNoFinalAnswer: 'The provider has no final answer for this payment yet.',
  registrationDecidedAs: 'This registration was already {decision}.',
  formStatusAlready: 'This form is already {status}.',

  // Work queues, continued
  registrationNotAwaitingApproval: 'This registration is not waiting for approval.',
  registrationDecided: 'This registration was already decided.',
  formJustMoved: 'This form was just moved by someone else.',
  paymentNotLive: 'This payment is no longer in progress: it was settled or closed before.',
  paymentNotStuckYet: 'A payment can be closed once it has been in progress for more than {minutes} minutes.',
  messageClosed: 'This message is closed.',
  noTaxpayerSelected: 'No taxpayer is selected.',
  onlyFiledFormPrinted: 'Only a filed form can be printed as a PDF.',
  databaseNotAnswering: 'The database does not answer.',

  // The HTTP edge and idempotency (ADR 0049)
  addressNotValid: 'The address is not valid.',
  headersTooLarge: 'The request headers are too large.',
  requestTooSlow: 'The request took too long to arrive.',
  submissionOtherFigures:
    'This submission was already sent with other figures. Check your account for what was filed before you file again.',
  requestInProgress: 'This request is still being processed. Try again in a moment.',

  // Calculations: notices and labels the figures carry
  provisionalRates:
    "The {taxYear} rates are the agency's latest published rates; the {taxYear} table is not yet published.",
  agencySchedule: 'Agency schedule from {year}: {rates}',
  /** A figure's source when an approved rule change set it, and the worksheet's note saying so. */
  ruleChangeCited: 'rule change #{id}, approved {day}: {source}',
  setBy: 'Set by {cited}',
  ruleChangesTable: 'Rule changes approved in the staff console',
  carriedTable: 'The {from} table carried forward to {year} until the agency approves each city’s {year} row',
  carriedRow: 'Carried forward from {from}: no {year} row is approved yet',

  // Refunds and credits (issue 27, ADR 0058)
  claimTooMuch:
    'You can claim at most {most} for {taxYear}: that is the credit on the year that no other claim holds.',
  refundBelowMinimum:
    'A refund must be at least {minimum}. Choose a credit to next year for a smaller amount.',
  claimOpen: 'A claim for {taxYear} is already open. You can follow it on My Account.',
  claimWindowClosed: 'The time to claim the {taxYear} overpayment ended on {claimBy}.',
  claimSplitChanged:
    'The refund and the credit must add up to the overpayment of {overpayment}. Review the form and choose again.',
  overpaymentChoice:
    'This return shows an overpayment of {overpayment}: choose a refund, a credit to next year, or to give it up.',
  claimAlreadyDecided: 'This claim is {status}: it cannot be decided again.',
  claimFourEyes: 'A refund above {limit} is approved by two people: someone else makes the second approval.',
  claimAlreadyApproved: 'You already approved this claim: a second person approves it.',
  nothingToIssue: 'No approved refund waits to be issued: no batch was made.',
  refundStatusNotFound: 'No refund claim matches the taxpayer ID, amount and ZIP code you entered.',

  // Adjustments in the console (issue 28 item 2, ADR 0059)
  adjustmentNoForm: 'No filed form of this taxpayer has that number.',
  adjustmentTooMuch:
    'At most {most} can be removed: that is what the form has of it, less what was removed before.',
  adjustmentTaxBelowZero: 'The tax cannot go below zero: it can go down by at most {most}.',
  adjustmentNoCredit: 'At most {most} can be moved: that is the credit on {taxYear}.',
  adjustmentNotAPayment: 'That entry is not a payment of this taxpayer.',
  adjustmentAlreadyReversed: 'That payment was reversed already (adjustment {id}).',
  adjustmentAlreadyDecided: 'This adjustment is {status}: it cannot be decided again.',
  adjustmentFourEyes:
    'An adjustment above {limit} is approved by a supervisor or administrator other than who asked for it.',
  adjustmentKeyRequired: 'Send an {header} header: one key for each adjustment, the same on every retry.',
} as const;
