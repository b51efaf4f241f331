import { z } from 'zod';
import { STAFF_PASSWORD_MAX_LENGTH, email } from './common';
import { newStaffPassword } from './account';
import { signInRequest } from './auth';
import { field, invalid, msg, required } from './message-core';

/**
 * The agency's staff (issue 16, ADR 0034): their own accounts, sessions and routes under
 * `/api/staff/`, separate from taxpayers'. An auditor only reads.
 */
export const STAFF_ROLES = ['clerk', 'supervisor', 'administrator', 'auditor'] as const;
export const staffRole = z.enum(STAFF_ROLES);
export type StaffRole = z.infer<typeof staffRole>;

/**
 * What each kind of staff work needs (issue 25 item 3): the one map the server's routes and the
 * console's screens read, so a role set is never written out twice.
 */
export const STAFF_PERMISSIONS = {
  /** See the console: taxpayers, their accounts, the queues, the rules. Every role. */
  read: STAFF_ROLES,
  /** Act on a taxpayer's behalf or on a queue item, record mail: everyone but the auditor. */
  act: ['clerk', 'supervisor', 'administrator'],
  /** Decide what needs a second person: approve a check or a rule, make an export batch. */
  decide: ['supervisor', 'administrator'],
  /** Read the exports and their batches: those who decide, and the auditor. */
  readExports: ['supervisor', 'administrator', 'auditor'],
  /** Manage staff accounts. */
  administer: ['administrator'],
} as const satisfies Record<string, readonly StaffRole[]>;
export type StaffPermission = keyof typeof STAFF_PERMISSIONS;

/** Whether `role` may do `permission`'s work. */
export function staffMay(role: StaffRole, permission: StaffPermission): boolean {
  return (STAFF_PERMISSIONS[permission] as readonly StaffRole[]).includes(role);
}

/** Every staff route's path (kept apart from `api` so the taxpayer SPA never ships them). */
export const staffApi = {
  signIn: '/api/staff/signin',
  signInTotp: '/api/staff/signin/totp',
  signOut: '/api/staff/signout',
  acceptInvitation: '/api/staff/invitation',
  me: '/api/staff/me',
  taxpayers: '/api/staff/taxpayers',
  users: '/api/staff/users',
  /** A second administrator lets an invited account in, or refuses it (issue 23 item 2, ADR 0048). */
  approveUser: '/api/staff/users/:id/approve',
  refuseUser: '/api/staff/users/:id/refuse',
  disableUser: '/api/staff/users/:id/disable',
  unlockTaxpayerUser: '/api/staff/taxpayer-users/:id/unlock',
  /** A taxpayer's account as the console shows it (ADR 0036), and a filed form's PDF. */
  taxpayer: '/api/staff/taxpayers/:id',
  taxpayerFormPdf: '/api/staff/taxpayers/:id/forms/:formId/pdf',
  taxpayerFile: '/api/staff/taxpayers/:id/files/:fileId',
  /** Account help (ADR 0036): each with a reason, audited; the auditor is refused. */
  resendConfirmation: '/api/staff/taxpayer-users/:id/resend-confirmation',
  deactivateTaxpayerUser: '/api/staff/taxpayer-users/:id/deactivate',
  moveTaxpayerUser: '/api/staff/taxpayer-users/:id/move',
  unlinkBusiness: '/api/staff/taxpayer-users/:id/unlink',
} as const;

export const staffSignInRequest = z.strictObject({
  username: signInRequest.shape.username,
  password: z
    .string()
    .min(1, required(field('password')))
    .max(STAFF_PASSWORD_MAX_LENGTH, invalid(field('password'))),
});

/**
 * After the password: a short-lived ticket for the second factor. `enrol` (first sign-in): the
 * new secret as an otpauth:// URI for an authenticator app, confirmed by its first code.
 */
export const staffSignInTicket = z.discriminatedUnion('next', [
  z.strictObject({ next: z.literal('totp'), ticket: z.string(), expiresAt: z.string() }),
  z.strictObject({
    next: z.literal('enrol'),
    ticket: z.string(),
    expiresAt: z.string(),
    otpauthUri: z.string(),
  }),
]);
export type StaffSignInTicket = z.infer<typeof staffSignInTicket>;

export const staffTotpRequest = z
  .strictObject({
    ticket: z.string().min(16).max(128),
    code: z
      .string()
      .regex(/^\d{6}$/, msg('predicates.sixDigits'))
      .optional(),
    recoveryCode: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9]{5}-?[A-Za-z0-9]{5}$/, msg('predicates.invalid'))
      .optional(),
  })
  .refine((v) => (v.code === undefined) !== (v.recoveryCode === undefined), {
    message: msg('messages.codeOrRecoveryCode'),
    path: ['code'],
  });

export const staffMe = z.strictObject({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  role: staffRole,
  /** How long the session lasts without a request (ms): the console warns before it ends (issue 28 item 6). */
  idleMs: z.number().int().positive().optional(),
});
export type StaffMe = z.infer<typeof staffMe>;

/**
 * The staff session's cookie (issue 28 item 6): HttpOnly, SameSite=Strict, on /api/staff only, so
 * a console tab opened from another (Ctrl+click) is signed in as that one; the tab that signed in
 * also holds the bearer token, which goes first.
 */
export const STAFF_SESSION_COOKIE = 'efile_staff';
export const STAFF_COOKIE_PATH = '/api/staff';

export const staffSession = z.strictObject({
  token: z.string(),
  staff: staffMe,
  /** Only right after enrolment, shown once: each signs in once instead of a code. */
  recoveryCodes: z.array(z.string()).optional(),
});
export type StaffSession = z.infer<typeof staffSession>;

/** How many letters a staff reason needs at least: "..." or "1234" says nothing (issue 23 item 13). */
export const STAFF_REASON_MIN_LETTERS = 3;
export const STAFF_REASON_MAX_LENGTH = 500;
export const STAFF_REASON_MESSAGE = msg('messages.staffReason', { min: STAFF_REASON_MIN_LETTERS });

/** Whether a text is a reason a member of staff may give: real words, not punctuation or digits. */
export function isStaffReason(text: string): boolean {
  const trimmed = text.trim();
  return (
    trimmed.length <= STAFF_REASON_MAX_LENGTH &&
    (trimmed.match(/\p{L}/gu)?.length ?? 0) >= STAFF_REASON_MIN_LETTERS
  );
}

/**
 * Why a member of staff reads a taxpayer's data or acts on it (ADR 0046): required, kept in the
 * audit trail. The one rule of every staff route that takes a reason, and of the console's forms.
 */
export const staffReason = z
  .string()
  .trim()
  .max(STAFF_REASON_MAX_LENGTH, msg('messages.staffReasonTooLong', { max: STAFF_REASON_MAX_LENGTH }))
  .refine(isStaffReason, STAFF_REASON_MESSAGE);

/** The console's search form (issue 28 item 5): what to look for and why (kept in the audit trail). */
export const staffTaxpayerSearch = z.strictObject({
  query: z.string().trim().min(1, msg('messages.searchRequired')).max(100),
  reason: staffReason,
});

/** Results a page of the search shows unless it asks for another size. */
export const STAFF_SEARCH_PAGE_SIZE = 25;
export const STAFF_SEARCH_MAX_PAGE_SIZE = 100;
/**
 * The search counts and pages through at most this many taxpayers: beyond it, it says that more
 * match (`more`) and the clerk adds to the query. Bounds the work of a one-letter name (ADR 0057).
 */
export const STAFF_SEARCH_MAX_MATCHES = 1000;

/** The search request the server checks: the form's fields and which page of the matches. */
export const staffTaxpayerQuery = staffTaxpayerSearch.extend({
  page: z.coerce.number().int().min(1).max(STAFF_SEARCH_MAX_MATCHES).default(1),
  pageSize: z.coerce.number().int().min(5).max(STAFF_SEARCH_MAX_PAGE_SIZE).default(STAFF_SEARCH_PAGE_SIZE),
});
export type StaffTaxpayerQuery = z.input<typeof staffTaxpayerQuery>;

/**
 * What a taxpayer was found by: the name or street address (any order, each word's start), the
 * account number, the federal ID or its last four, the phone on file or given in a Contact Us
 * message, an e-mail (the roll's or a web account's), a web account's username, a filing's
 * confirmation number or an online payment's reference.
 */
export const STAFF_SEARCH_FOUND = [
  'name-or-address',
  'taxpayer-id',
  'federal-id',
  'last-four',
  'phone',
  'email',
  'username',
  'confirmation',
  'payment-reference',
] as const;
export type StaffSearchFound = (typeof STAFF_SEARCH_FOUND)[number];

export const staffTaxpayerMatch = z.strictObject({
  taxpayerId: z.string(),
  type: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  /** The last four digits of the federal ID only. */
  federalIdLast4: z.string().nullable(),
  streetAddress: z.string(),
  city: z.string(),
  active: z.boolean(),
  found: z.array(z.enum(STAFF_SEARCH_FOUND)),
});
/**
 * One page of the matches, ordered by name (surname or business name, then given name) and
 * taxpayer ID. `total` counts the matches up to STAFF_SEARCH_MAX_MATCHES; `more` says that more
 * than that match (the pages then cover the first STAFF_SEARCH_MAX_MATCHES).
 */
export const staffTaxpayerResults = z.strictObject({
  results: z.array(staffTaxpayerMatch),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  more: z.boolean(),
});
export type StaffTaxpayerResults = z.infer<typeof staffTaxpayerResults>;

export const staffInviteRequest = z.strictObject({
  username: z
    .string()
    .trim()
    .regex(/^[a-z0-9._-]{3,40}$/, msg('predicates.staffUsername')),
  email,
  role: staffRole,
});
/** An invitation waits for another administrator's approval: no link is mailed before it. */
export const staffInvited = z.strictObject({
  id: z.number().int(),
  username: z.string(),
  role: staffRole,
  status: z.literal('awaiting-approval'),
});
/** Approved: the invitation link is mailed now, valid until `inviteExpiresAt`. */
export const staffInvitationApproved = z.strictObject({
  id: z.number().int(),
  username: z.string(),
  role: staffRole,
  inviteExpiresAt: z.string(),
});

export const staffAcceptInvitation = z.strictObject({
  token: z.string().min(16).max(128),
  password: newStaffPassword,
});

export const staffIdParams = z.strictObject({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
export const staffReasonBody = z.strictObject({ reason: staffReason });
export const staffDone = z.strictObject({ ok: z.literal(true) });

/**
 * A member of staff's state: `awaiting-approval` (invited, no link yet), `invited` (approved, no
 * password yet), `active`, `refused` (an invitation refused) or `disabled`.
 */
export const STAFF_STATUSES = ['awaiting-approval', 'invited', 'active', 'refused', 'disabled'] as const;
export type StaffStatus = (typeof STAFF_STATUSES)[number];
const staffRef = z.strictObject({ id: z.number().int(), username: z.string() });

/** The staff list of the administrator's page. */
export const staffListItem = z.strictObject({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  role: staffRole,
  status: z.enum(STAFF_STATUSES),
  /** Who invited the account (null: created another way, e.g. the first administrators). */
  invitedBy: staffRef.nullable(),
  /** Who approved the invitation (null: not yet, or before approvals existed). */
  approvedBy: staffRef.nullable(),
});
export const staffList = z.strictObject({ staff: z.array(staffListItem) });
export type StaffListItem = z.infer<typeof staffListItem>;
