import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { PROBLEM_CONTENT_TYPE, ProblemCode, problemTypeUri, type Problem } from '@efile/contracts';
import { MissingInterestRateError } from '@efile/tax';
import { isDatabaseUnavailable, loggableError } from '../lib/db-errors';

/** How long a client should wait before retrying while the database is unreachable. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** Titles (and default details) of each problem type; spec §8 texts where the spec gives one. */
export const problemTitles: Record<ProblemCode, string> = {
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

/** Throw one of these from a handler or service to answer with a problem+json. */
export class ProblemError extends Error {
  constructor(
    readonly status: number,
    readonly code: ProblemCode,
    readonly extra: Partial<Problem> = {},
  ) {
    super(extra.detail ?? problemTitles[code]);
  }
}

export function sendProblem(
  reply: FastifyReply,
  status: number,
  code: ProblemCode,
  extra: Partial<Problem> = {},
) {
  const body: Problem = {
    type: problemTypeUri(code),
    title: problemTitles[code],
    status,
    detail: problemTitles[code],
    ...extra,
  };
  if (extra.retryAfterSeconds) reply.header('retry-after', String(extra.retryAfterSeconds));
  return reply.code(status).type(PROBLEM_CONTENT_TYPE).send(body);
}

interface ValidationItem {
  keyword?: string;
  instancePath?: string;
  message?: string;
  params?: { keys?: string[] };
}

/** First message per field; unexpected keys are named as fields too. */
export function fieldErrors(items: readonly ValidationItem[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const item of items) {
    const base = (item.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
    if (item.keyword === 'unrecognized_keys' && item.params?.keys?.length) {
      for (const key of item.params.keys) errors[base ? `${base}.${key}` : key] ??= 'is not allowed';
      continue;
    }
    errors[base || '(body)'] ??= item.message ?? 'is invalid';
  }
  return errors;
}

/**
 * ORC 718.27: interest reaching into a year the agency has entered no rate for is never guessed
 * (packages/tax interest-rates.ts); the person is told which year and whom to ask.
 */
function missingInterestRate(reply: FastifyReply, year: number) {
  return sendProblem(reply, 422, ProblemCode.MissingInterestRate, {
    detail:
      `The interest rate for ${year} has not been published yet, so interest into ${year} cannot be ` +
      'calculated. Please contact CCA support.',
  });
}

function onError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof ProblemError) return sendProblem(reply, error.status, error.code, error.extra);
  if (error instanceof MissingInterestRateError) return missingInterestRate(reply, error.year);
  if (hasZodFastifySchemaValidationErrors(error)) {
    const errors = fieldErrors(error.validation as ValidationItem[]);
    const where = error.validationContext ?? 'body';
    return sendProblem(reply, 400, ProblemCode.Validation, {
      detail: `Invalid ${where}: ${Object.keys(errors).join(', ')}`,
      errors,
    });
  }
  const status = error.statusCode ?? 500;
  if (status === 429) return sendProblem(reply, 429, ProblemCode.TooManyAttempts);
  if (status >= 400 && status < 500) {
    // Malformed JSON, wrong content type, body too large, …: say what, never a 500.
    return sendProblem(reply, status, ProblemCode.Validation, {
      title: 'The request could not be read.',
      detail: error.message,
      errors: { '(body)': error.message },
    });
  }
  if (isDatabaseUnavailable(error)) {
    request.log.warn({ error: loggableError(error) }, 'database unavailable');
    return sendProblem(reply, 503, ProblemCode.ServiceUnavailable, {
      retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS,
    });
  }
  // Never `err: error`: a query error's message and fields hold the SQL parameters.
  request.log.error({ error: loggableError(error) }, 'unhandled error');
  return sendProblem(reply, 500, ProblemCode.Internal);
}

export default fp(
  async function problems(app: FastifyInstance) {
    app.setErrorHandler(onError);
  },
  { name: 'problems' },
);
