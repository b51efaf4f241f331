import type { Problem } from './problems';

// No zod here: the SPA shell loads this module before sign-in (issue 14).

/**
 * Problem types (RFC 9457) of spec §8, plus the ones the platform itself needs.
 * `type` is a stable relative URI; the client maps it to the catalogue message.
 */
export const ProblemCode = {
  MissingTaxRate: 'missing-tax-rate',
  /**
   * 422: interest reaches into a calendar year for which the agency has entered no ORC 718.27
   * rate (it is never guessed); `detail` names the year.
   */
  MissingInterestRate: 'missing-interest-rate',
  MissingTaxForm: 'missing-tax-form',
  AlreadyFiled: 'already-filed',
  NotAuthorizedToFile: 'not-authorized-to-file',
  MisconfiguredAccount: 'misconfigured-account',
  InactiveAccount: 'inactive-account',
  AccountMigrationRequired: 'account-migration-required',
  /**
   * 403 after the right password: the account's online registration waits for the agency's
   * decision (ADR 0037, 0047); `detail` says so in words.
   */
  RegistrationPending: 'registration-pending',
  /** 403 after the right password: the agency refused the account's registration; `detail` says so. */
  RegistrationRefused: 'registration-refused',
  Validation: 'validation',
  InvalidCredentials: 'invalid-credentials',
  TooManyAttempts: 'too-many-attempts',
  Unauthenticated: 'unauthenticated',
  Forbidden: 'forbidden',
  Xsrf: 'xsrf',
  /** 403: the new password breaks the policy; `reasons` lists each rule it fails. */
  InvalidPassword: 'invalid-password',
  /** 401: an e-mailed link's token is unknown, used, or not for this address. */
  InvalidToken: 'invalid-token',
  /** 410: an e-mailed link's token has expired. */
  LinkExpired: 'link-expired',
  /** 400: the e-mail address is another account's. */
  DuplicateEmail: 'duplicate-email',
  Conflict: 'conflict',
  /** 422: this return must be filed on paper (spec §1); `detail` says why. */
  FileOnPaper: 'file-on-paper',
  NotFound: 'not-found',
  /** 502: the payment provider could not be asked about a session (the page keeps looking for a while). */
  PaymentProviderUnavailable: 'payment-provider-unavailable',
  /** 503 with Retry-After: the database cannot be reached just now (an outage, a failover). */
  ServiceUnavailable: 'service-unavailable',
  Internal: 'internal',
} as const;
export type ProblemCode = (typeof ProblemCode)[keyof typeof ProblemCode];

/** The problem types of spec §8, each with its own catalogue message. */
export const SPEC_PROBLEMS = [
  ProblemCode.MissingTaxRate,
  ProblemCode.MissingTaxForm,
  ProblemCode.AlreadyFiled,
  ProblemCode.NotAuthorizedToFile,
  ProblemCode.MisconfiguredAccount,
  ProblemCode.InactiveAccount,
  ProblemCode.AccountMigrationRequired,
] as const;
export type SpecProblem = (typeof SPEC_PROBLEMS)[number];

export const problemTypeUri = (code: ProblemCode) => `/problems/${code}`;

export const PROBLEM_CONTENT_TYPE = 'application/problem+json';

/** Reads the problem code back from a `type` URI; undefined for foreign types. */
export function problemCodeOf(type: string | undefined): ProblemCode | undefined {
  if (!type?.startsWith('/problems/')) return undefined;
  const code = type.slice('/problems/'.length);
  return (Object.values(ProblemCode) as string[]).includes(code) ? (code as ProblemCode) : undefined;
}

/**
 * A problem+json body read without zod (the shell's startup must not load it): the fields of
 * `problemSchema` with the types it declares, or undefined when the body is not a problem.
 */
export function readProblem(data: unknown): Problem | undefined {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return undefined;
  const d = data as Record<string, unknown>;
  const str = (v: unknown) => v === undefined || typeof v === 'string';
  const int = (v: unknown) => typeof v === 'number' && Number.isSafeInteger(v);
  const strings = (v: unknown) => Array.isArray(v) && v.every((x) => typeof x === 'string');
  const record = (v: unknown) =>
    typeof v === 'object' &&
    v !== null &&
    !Array.isArray(v) &&
    Object.values(v).every((x) => typeof x === 'string');
  if (typeof d.type !== 'string' || typeof d.title !== 'string' || !int(d.status)) return undefined;
  if (![d.detail, d.instance, d.supportEmail, d.supportPhone, d.confirmationNumber].every(str))
    return undefined;
  if (d.errors !== undefined && !record(d.errors)) return undefined;
  if (d.reasons !== undefined && !strings(d.reasons)) return undefined;
  if (d.retryAfterSeconds !== undefined && !int(d.retryAfterSeconds)) return undefined;
  const known = [
    'type',
    'title',
    'status',
    'detail',
    'instance',
    'errors',
    'supportEmail',
    'supportPhone',
    'reasons',
    'retryAfterSeconds',
    'confirmationNumber',
  ] as const;
  const problem: Record<string, unknown> = {};
  for (const key of known) if (key in d) problem[key] = d[key];
  if (d.errors !== undefined) problem.errors = { ...(d.errors as Record<string, string>) };
  return problem as Problem;
}
