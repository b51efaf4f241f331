import { ProblemCode, problemCodeOf, SPEC_PROBLEMS, type SpecProblem } from '@efile/contracts';
import { t } from '../i18n';
import { ApiError } from './http';

const spec = new Set<ProblemCode>(SPEC_PROBLEMS);

/**
 * The message a person sees for a failed call (spec §8): the catalogue text of a known problem
 * type (account problems add how to reach support); a string body as is; a body with errors,
 * the first message per field; otherwise the response detail, or the generic message.
 */
export function problemMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return t('problems.unexpected');
  const problem = error.problem;
  const code = problemCodeOf(problem?.type);
  if (code && spec.has(code)) {
    const message = t(`problems.${code as SpecProblem}`);
    if (
      (code === ProblemCode.MisconfiguredAccount || code === ProblemCode.InactiveAccount) &&
      problem?.supportEmail
    ) {
      return `${message} ${t('problems.contactSupport', { email: problem.supportEmail, phone: problem.supportPhone ?? '' })}`;
    }
    return message;
  }
  if (problem?.errors && Object.keys(problem.errors).length > 0) {
    return Object.entries(problem.errors)
      .map(([field, message]) => (field === '(body)' ? message : `${field} ${message}`))
      .join(' ');
  }
  if (problem?.detail) return problem.detail;
  if (typeof error.body === 'string' && error.body) return error.body;
  return t('problems.unexpected');
}
