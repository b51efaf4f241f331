import { z } from 'zod';
import {
  EMAIL_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  STAFF_PASSWORD_MAX_LENGTH,
  nineDigits,
  recordIdText,
  taxpayerId,
} from './common';
import { RegistrationStatus } from './enums';
import { authUser } from './auth';
import {
  field,
  invalid,
  namesIn,
  msg,
  required,
  tooLong,
  type FieldName,
  type MessageLanguage,
} from './message-core';

/**
 * Accounts and e-mail (spec §3, §5, §7 "Auth and account" and "Registration"). Bodies the spec
 * does not show are designed here; each is strict so unexpected keys are named in the 400.
 */

/** An e-mail address of at most 50 characters (spec §9), trimmed; messages name the field. */
export const emailField = (name: FieldName | string = field('email')) =>
  z
    .string(required(name))
    .trim()
    .min(1, required(name))
    .max(EMAIL_MAX_LENGTH, tooLong(name, EMAIL_MAX_LENGTH))
    .pipe(z.email(invalid(name)));

/** A new password as typed: the server's policy (`packages/contracts` PASSWORD_RULES) checks the rest. */
export const newPassword = z
  .string(required(field('password')))
  .min(1, required(field('password')))
  .max(PASSWORD_MAX_LENGTH, tooLong(field('password'), PASSWORD_MAX_LENGTH));

/** A member of staff's new password: up to 64 characters (ADR 0047); the server's policy checks the rest. */
export const newStaffPassword = z
  .string(required(field('password')))
  .min(1, required(field('password')))
  .max(STAFF_PASSWORD_MAX_LENGTH, tooLong(field('password'), STAFF_PASSWORD_MAX_LENGTH));

/** The single-use token from an e-mailed link: 43 base64url characters (32 random bytes). */
export const linkToken = z
  .string(required(field('token')))
  .regex(/^[A-Za-z0-9_-]{20,200}$/, msg('messages.linkNotValidUseEmail'));

/**
 * POST /api/register/confirm-email's answer: `pendingReview` when the registration still waits for
 * the agency's decision (a person new to the agency, ADR 0037/0047): the address is confirmed and
 * the password set, and sign-in opens once a member of staff approves.
 */
export const confirmRegistrationResponse = z.object({
  confirmed: z.literal(true),
  pendingReview: z.literal(true).optional(),
});

/** Password policy (NIST SP 800-63B within the spec's 25-character maximum). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_RULES = {
  tooShort: msg('messages.passwordTooShort', { min: PASSWORD_MIN_LENGTH }),
  tooLong: msg('messages.passwordTooLong', { max: PASSWORD_MAX_LENGTH }),
  common: msg('messages.passwordCommon'),
  repetitive: msg('messages.passwordRepetitive'),
  containsUsername: msg('messages.passwordContainsUsername'),
  context: msg('messages.passwordContext'),
  staffTooLong: msg('messages.staffPasswordTooLong', { max: STAFF_PASSWORD_MAX_LENGTH }),
} as const;

// ---------------------------------------------------------------- registration

/** POST /api/register/check_registration {taxpayerId} (spec §7). */
export const checkRegistrationRequest = z.strictObject({
  taxpayerId: z
    .string(required(field('taxpayerId')))
    .trim()
    .min(1, required(field('taxpayerId')))
    .pipe(taxpayerId),
});
export const registrationStatusResponse = z.object({ status: z.enum(RegistrationStatus) });
export type RegistrationStatusResponse = z.infer<typeof registrationStatusResponse>;

const username = z
  .string(required(field('username')))
  .trim()
  .min(3, msg('messages.tooShort', { field: field('username'), min: 3 }))
  .max(EMAIL_MAX_LENGTH, tooLong(field('username'), EMAIL_MAX_LENGTH))
  .regex(/^[A-Za-z0-9._@-]+$/, msg('messages.usernameCharacters'));
const name = (label: FieldName, max = 40) =>
  z.string(required(label)).trim().min(1, required(label)).max(max, tooLong(label, max));
const zip5 = z
  .string(required(field('zipCode')))
  .trim()
  .regex(/^\d{5}(-?\d{4})?$/, msg('messages.zipCode'));

/**
 * POST /api/register/web: a web account for a taxpayer already on the agency's roll
 * (NeedsToCreateWebAccount), proven by the taxpayer's federal ID and ZIP code on record; or
 * a business representative's account, which links businesses after signing in.
 */
export const registerWebRequest = z.discriminatedUnion('accountType', [
  z.strictObject({
    accountType: z.literal('individual'),
    taxpayerId: taxpayerId,
    federalId: nineDigits,
    zip: zip5,
    firstName: name(field('firstName')),
    username,
    email: emailField(),
  }),
  z.strictObject({
    accountType: z.literal('business'),
    firstName: name(field('firstName')),
    lastName: name(field('lastName')),
    username,
    email: emailField(),
  }),
]);
export type RegisterWebRequest = z.input<typeof registerWebRequest>;

/** POST /api/register/individual: a person the agency has no record of (NotRegisteredTaxpayer). */
export const registerIndividualRequest = z.strictObject({
  firstName: name(field('firstName')),
  middleInitial: z
    .string()
    .trim()
    .max(1, msg('messages.middleInitial'))
    .regex(/^[A-Za-z]?$/, msg('messages.middleInitial'))
    .optional(),
  lastName: name(field('lastName')),
  federalId: nineDigits,
  birthDate: z.iso.date(msg('messages.date', { field: field('dateOfBirth') })),
  streetAddress: name(field('streetAddress'), 60),
  city: name(field('city')),
  state: z
    .string(required(field('state')))
    .trim()
    .regex(/^[A-Za-z]{2}$/, msg('messages.stateCode'))
    .transform((s) => s.toUpperCase()),
  zip: zip5,
  username,
  email: emailField(),
});
export type RegisterIndividualRequest = z.input<typeof registerIndividualRequest>;

/** Registration answers: the status of the spec's enumeration, and the new taxpayer's id if any. */
export const registrationResult = z.object({
  status: z.enum(RegistrationStatus),
  taxpayerId: z.string().nullable().default(null),
});
export type RegistrationResult = z.infer<typeof registrationResult>;

/** POST /api/register/business (signed-in business user): registers a business and links it. */
export const registerBusinessRequest = z.strictObject({
  ein: nineDigits,
  name1: name(field('businessName'), 60),
  name2: z
    .string()
    .trim()
    .max(60, tooLong(field('alternateName'), 60))
    .optional(),
  streetAddress: name(field('streetAddress'), 60),
  city: name(field('city')),
  state: registerIndividualRequest.shape.state,
  zip: zip5,
  businessPhoneNumber: z
    .string(required(field('phoneNumber')))
    .trim()
    .regex(/^\d{10}$/, msg('messages.phoneDigits')),
});
export type RegisterBusinessRequest = z.input<typeof registerBusinessRequest>;
/** The signed-in user, now filing as the new business. */
export const registerBusinessResponse = z.object({ taxpayerId: z.string(), user: authUser });

/** POST /api/register/existing-taxpayer-registration-email: (re)sends the e-mail to the address on file. */
export const existingTaxpayerEmailRequest = checkRegistrationRequest;

/** Mail-sending endpoints answer the same whatever the address: nothing is revealed. */
export const mailAccepted = z.object({ accepted: z.literal(true) });

/** GET /api/register/email-confirmation-status?emailAddress&token (spec §7). */
export const emailConfirmationStatusQuery = z.strictObject({
  emailAddress: emailField(field('emailAddress')),
  token: linkToken,
});
/** Spec §3 "Email confirmation status". */
export const emailConfirmationStatus = z.object({ emailConfirmed: z.boolean(), canSetPassword: z.boolean() });
export type EmailConfirmationStatus = z.infer<typeof emailConfirmationStatus>;

/** Spec §3 "Confirm registration payload". */
export const confirmRegistrationRequest = z.strictObject({
  emailAddress: emailField(field('emailAddress')),
  emailConfirmationToken: linkToken,
  password: newPassword,
});

/**
 * POST /api/register/complete-partial-registration (body not shown in the spec; ADR 0016): the
 * taxpayer whose registration was started and not finished (PendingTaxpayerRegistration or
 * WebUserRequiresPassword), the address and token of the e-mailed link, and the new password.
 * Answers `{ status: 'ReadyToLogin', taxpayerId }`.
 */
export const completePartialRegistrationRequest = z.strictObject({
  taxpayerId: taxpayerId,
  emailAddress: emailField(field('emailAddress')),
  emailConfirmationToken: linkToken,
  password: newPassword,
});
export type CompletePartialRegistrationRequest = z.input<typeof completePartialRegistrationRequest>;

/** GET /api/register/resend-confirmation-email?emailAddress */
export const resendConfirmationQuery = z.strictObject({ emailAddress: emailField(field('emailAddress')) });

/** Spec §3 "Legacy confirm". */
export const confirmLegacyRequest = z.strictObject({
  email: emailField(),
  token: linkToken,
  password: newPassword,
});

// ---------------------------------------------------------------- account

export const resetPasswordEmailRequest = z.strictObject({ email: emailField() });
/** POST /api/auth/reset-password (body not shown in the spec; this is ours). */
export const resetPasswordRequest = confirmLegacyRequest;

/** Spec §3 "Change email request". */
export const changeEmailRequest = z.strictObject({ email: emailField(field('newEmailAddress')) });
/** Spec §3 "Confirm email change". */
export const confirmEmailChangeRequest = z.strictObject({
  email: emailField(),
  token: linkToken,
  id: recordIdText(msg('messages.linkNotValid')),
});
export const CHANGE_EMAIL_MESSAGES = {
  mismatch: msg('messages.emailsMismatch'),
} as const;

/** Spec §3 "Contact request". */
export const ContactType = ['General Tax and Filing', 'Website'] as const;
export type ContactType = (typeof ContactType)[number];
/**
 * A Contact Us type as a person reads it in `lang`; the value sent and stored stays the type. A
 * stored value that is no type (an older message's) is given as it is.
 */
export const contactTypeName = (type: ContactType | string, lang: MessageLanguage = 'en'): string => {
  const names = namesIn(lang).contactTypes as Readonly<Record<string, string>>;
  return Object.hasOwn(names, type) ? names[type]! : type;
};
export const contactRequest = z.strictObject({
  type: z.enum(ContactType, required(field('type'))),
  name: name(field('name'), 100),
  phoneNumber: z
    .string(required(field('contactPhoneNumber')))
    .trim()
    .min(1, required(field('contactPhoneNumber')))
    .regex(/^[0-9()+.\-\s]{7,20}$/, invalid(field('contactPhoneNumber'))),
  emailAddress: emailField(field('contactEmailAddress')),
  message: z
    .string(required(field('message')))
    .trim()
    .min(1, required(field('message')))
    .max(4000, tooLong(field('message'), 4000)),
});
export type ContactRequest = z.input<typeof contactRequest>;
