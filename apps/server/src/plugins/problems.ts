import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { PROBLEM_CONTENT_TYPE, ProblemCode, problemTypeUri, type Problem } from '@efile/contracts';
import { MissingInterestRateError } from '@efile/tax';
import { isDatabaseUnavailable, loggableError } from '../lib/db-errors';
import {
  currentLanguage,
  DEFAULT_LANGUAGE,
  render,
  text,
  translate,
  wordsOf,
  type Language,
  type Text,
} from '../lib/i18n';

/** How long a client should wait before retrying while the database is unreachable. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** Titles (and default details) of each problem type, in English (the catalogue's `titles`). */
export const problemTitles: Readonly<Record<ProblemCode, string>> = wordsOf(DEFAULT_LANGUAGE).titles;

/**
 * What a problem adds to its type: `detail` and `errors` as catalogue texts; a string there, and each
 * of `reasons`, is a contract's message code (or words already), rendered when sent.
 */
export type ProblemExtra = Omit<Partial<Problem>, 'detail' | 'errors'> & {
  detail?: string | Text;
  errors?: Readonly<Record<string, string | Text>>;
};

/** Throw one of these from a handler or service to answer with a problem+json. */
export class ProblemError extends Error {
  constructor(
    readonly status: number,
    readonly code: ProblemCode,
    readonly extra: ProblemExtra = {},
  ) {
    super(extra.detail ? render(DEFAULT_LANGUAGE, extra.detail) : problemTitles[code]);
  }
}

export function sendProblem(
  reply: FastifyReply,
  status: number,
  code: ProblemCode,
  extra: ProblemExtra = {},
) {
  // The reader's language (issue 26): the request's, where it runs.
  const lang: Language = currentLanguage();
  const title = wordsOf(lang).titles[code];
  const { detail, errors, reasons, ...rest } = extra;
  const body: Problem = {
    type: problemTypeUri(code),
    title,
    status,
    detail: detail === undefined ? title : render(lang, detail),
    ...rest,
    ...(reasons ? { reasons: reasons.map((reason) => render(lang, reason)) } : {}),
    ...(errors
      ? { errors: Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, render(lang, v)])) }
      : {}),
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
      for (const key of item.params.keys)
        errors[base ? `${base}.${key}` : key] ??= translate(currentLanguage(), 'problems.fieldNotAllowed');
      continue;
    }
    errors[base || '(body)'] ??= item.message ?? translate(currentLanguage(), 'problems.fieldInvalid');
  }
  return errors;
}

/**
 * ORC 718.27: interest reaching into a year the agency has entered no rate for is never guessed
 * (packages/tax interest-rates.ts); the person is told which year and whom to ask.
 */
function missingInterestRate(reply: FastifyReply, year: number) {
  return sendProblem(reply, 422, ProblemCode.MissingInterestRate, {
    detail: text('problems.interestRateNotPublished', { year }),
  });
}

function onError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof ProblemError) return sendProblem(reply, error.status, error.code, error.extra);
  if (error instanceof MissingInterestRateError) return missingInterestRate(reply, error.year);
  if (hasZodFastifySchemaValidationErrors(error)) {
    const errors = fieldErrors(error.validation as ValidationItem[]);
    const where = error.validationContext ?? 'body';
    return sendProblem(reply, 400, ProblemCode.Validation, {
      detail: text('problems.invalidInput', { where, fields: Object.keys(errors).join(', ') }),
      errors,
    });
  }
  const status = error.statusCode ?? 500;
  if (status === 429) return sendProblem(reply, 429, ProblemCode.TooManyAttempts);
  if (status >= 400 && status < 500) {
    // Malformed JSON, wrong content type, body too large, …: say what, never a 500.
    return sendProblem(reply, status, ProblemCode.Validation, {
      title: translate(currentLanguage(), 'problems.requestUnreadable'),
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
