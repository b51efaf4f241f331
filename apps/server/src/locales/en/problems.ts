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
} as const;
