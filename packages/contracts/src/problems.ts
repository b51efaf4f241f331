import { z } from 'zod';

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

export const problemSchema = z.object({
  type: z.string(),
  title: z.string(),
  status: z.number().int(),
  detail: z.string().optional(),
  instance: z.string().optional(),
  /** Validation problems: first message per field. */
  errors: z.record(z.string(), z.string()).optional(),
  /** Account problems: where to reach support. */
  supportEmail: z.string().optional(),
  supportPhone: z.string().optional(),
  /** Invalid password: every policy rule the password fails. */
  reasons: z.array(z.string()).optional(),
  /** Too many attempts: when to try again. */
  retryAfterSeconds: z.number().int().optional(),
});
export type Problem = z.infer<typeof problemSchema>;

export const PROBLEM_CONTENT_TYPE = 'application/problem+json';

/** Reads the problem code back from a `type` URI; undefined for foreign types. */
export function problemCodeOf(type: string | undefined): ProblemCode | undefined {
  if (!type?.startsWith('/problems/')) return undefined;
  const code = type.slice('/problems/'.length);
  return (Object.values(ProblemCode) as string[]).includes(code) ? (code as ProblemCode) : undefined;
}
