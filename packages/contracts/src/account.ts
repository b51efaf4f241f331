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

/**
 * Accounts and e-mail (spec §3, §5, §7 "Auth and account" and "Registration"). Bodies the spec
 * does not show are designed here; each is strict so unexpected keys are named in the 400.
 */

const required = (field: string) => `${field} is required.`;

/** An e-mail address of at most 50 characters (spec §9), trimmed; messages name the field. */
export const emailField = (field = 'Email') =>
  z
    .string(required(field))
    .trim()
    .min(1, required(field))
    .max(EMAIL_MAX_LENGTH, `${field} must be at most ${EMAIL_MAX_LENGTH} characters.`)
    .pipe(z.email(`${field} is invalid.`));

/** A new password as typed: the server's policy (`packages/contracts` PASSWORD_RULES) checks the rest. */
export const newPassword = z
  .string(required('Password'))
  .min(1, required('Password'))
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`);

/** A member of staff's new password: up to 64 characters (ADR 0047); the server's policy checks the rest. */
export const newStaffPassword = z
  .string(required('Password'))
  .min(1, required('Password'))
  .max(STAFF_PASSWORD_MAX_LENGTH, `Password must be at most ${STAFF_PASSWORD_MAX_LENGTH} characters.`);

/** The single-use token from an e-mailed link: 43 base64url characters (32 random bytes). */
export const linkToken = z
  .string(required('Token'))
  .regex(/^[A-Za-z0-9_-]{20,200}$/, 'The link is not valid. Please use the link from your email.');

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
  tooShort: `Your password must be at least ${PASSWORD_MIN_LENGTH} characters long.`,
  tooLong: `Your password must be at most ${PASSWORD_MAX_LENGTH} characters long.`,
  common: 'Your password is too common. Please choose a password that is harder to guess.',
  repetitive: 'Your password must not be a single repeated character or a simple sequence.',
  containsUsername: 'Your password must not contain your username or email address.',
  context:
    'Your password must not be built on the agency’s name, eFile, a place name or a year. Please add words of your own.',
  staffTooLong: `A staff password must be at most ${STAFF_PASSWORD_MAX_LENGTH} characters long.`,
} as const;

// ---------------------------------------------------------------- registration

/** POST /api/register/check_registration {taxpayerId} (spec §7). */
export const checkRegistrationRequest = z.strictObject({
  taxpayerId: z.string(required('Taxpayer ID')).trim().min(1, required('Taxpayer ID')).pipe(taxpayerId),
});
export const registrationStatusResponse = z.object({ status: z.enum(RegistrationStatus) });
export type RegistrationStatusResponse = z.infer<typeof registrationStatusResponse>;

const username = z
  .string(required('Username'))
  .trim()
  .min(3, 'Username must be at least 3 characters.')
  .max(EMAIL_MAX_LENGTH, `Username must be at most ${EMAIL_MAX_LENGTH} characters.`)
  .regex(/^[A-Za-z0-9._@-]+$/, 'Username may contain only letters, digits and . _ @ -');
const name = (field: string, max = 40) =>
  z
    .string(required(field))
    .trim()
    .min(1, required(field))
    .max(max, `${field} must be at most ${max} characters.`);
const zip5 = z
  .string(required('ZIP code'))
  .trim()
  .regex(/^\d{5}(-?\d{4})?$/, 'ZIP code must be 5 digits, or 9 digits.');

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
    firstName: name('First name'),
    username,
    email: emailField(),
  }),
  z.strictObject({
    accountType: z.literal('business'),
    firstName: name('First name'),
    lastName: name('Last name'),
    username,
    email: emailField(),
  }),
]);
export type RegisterWebRequest = z.input<typeof registerWebRequest>;

/** POST /api/register/individual: a person the agency has no record of (NotRegisteredTaxpayer). */
export const registerIndividualRequest = z.strictObject({
  firstName: name('First name'),
  middleInitial: z
    .string()
    .trim()
    .max(1, 'Middle initial must be one letter.')
    .regex(/^[A-Za-z]?$/, 'Middle initial must be one letter.')
    .optional(),
  lastName: name('Last name'),
  federalId: nineDigits,
  birthDate: z.iso.date('Date of birth must be a date (YYYY-MM-DD).'),
  streetAddress: name('Street address', 60),
  city: name('City'),
  state: z
    .string(required('State'))
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'State must be a two-letter code.')
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
  name1: name('Business name', 60),
  name2: z.string().trim().max(60, 'Alternate name must be at most 60 characters.').optional(),
  streetAddress: name('Street address', 60),
  city: name('City'),
  state: registerIndividualRequest.shape.state,
  zip: zip5,
  businessPhoneNumber: z
    .string(required('Phone number'))
    .trim()
    .regex(/^\d{10}$/, 'Phone number must be 10 digits.'),
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
  emailAddress: emailField('Email address'),
  token: linkToken,
});
/** Spec §3 "Email confirmation status". */
export const emailConfirmationStatus = z.object({ emailConfirmed: z.boolean(), canSetPassword: z.boolean() });
export type EmailConfirmationStatus = z.infer<typeof emailConfirmationStatus>;

/** Spec §3 "Confirm registration payload". */
export const confirmRegistrationRequest = z.strictObject({
  emailAddress: emailField('Email address'),
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
  emailAddress: emailField('Email address'),
  emailConfirmationToken: linkToken,
  password: newPassword,
});
export type CompletePartialRegistrationRequest = z.input<typeof completePartialRegistrationRequest>;

/** GET /api/register/resend-confirmation-email?emailAddress */
export const resendConfirmationQuery = z.strictObject({ emailAddress: emailField('Email address') });

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
export const changeEmailRequest = z.strictObject({ email: emailField('New Email Address') });
/** Spec §3 "Confirm email change". */
export const confirmEmailChangeRequest = z.strictObject({
  email: emailField(),
  token: linkToken,
  id: recordIdText('The link is not valid.'),
});
export const CHANGE_EMAIL_MESSAGES = {
  mismatch: 'Please make sure the emails entered match.',
} as const;

/** Spec §3 "Contact request". */
export const ContactType = ['General Tax and Filing', 'Website'] as const;
export type ContactType = (typeof ContactType)[number];
export const contactRequest = z.strictObject({
  type: z.enum(ContactType, required('Type')),
  name: name('Name', 100),
  phoneNumber: z
    .string(required('Phone Number'))
    .trim()
    .min(1, required('Phone Number'))
    .regex(/^[0-9()+.\-\s]{7,20}$/, 'Phone Number is invalid.'),
  emailAddress: emailField('Email Address'),
  message: z
    .string(required('Message'))
    .trim()
    .min(1, required('Message'))
    .max(4000, 'Message must be at most 4000 characters.'),
});
export type ContactRequest = z.input<typeof contactRequest>;
