import { ProblemCode, problemCodeOf, SPEC_PROBLEMS, type SpecProblem } from '@efile/contracts/problem-codes';
import { catalogue, t } from '../i18n';
import { ApiError } from './http';

const spec = new Set<ProblemCode>(SPEC_PROBLEMS);

/** A message ends as a sentence does. */
const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

/** A field's name as people read it: the catalogue's, else its key in words ("businessName" → "Business name"). */
function fieldLabel(field: string): string {
  const key =
    field
      .split('.')
      .filter((part) => !/^\d+$/.test(part))
      .pop() ?? field;
  const known = (catalogue.problems.fields as Record<string, string>)[key];
  if (known) return known;
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * One field's message of a body with errors: a whole sentence ("EIN is not on file.") as it is;
 * a fragment ("must be a nine-digit number with no hyphens") after the field's name. Never the
 * raw key.
 */
function fieldMessage(field: string, message: string): string {
  if (field === '(body)' || /^[A-Z0-9]/.test(message)) return sentence(message);
  return sentence(`${fieldLabel(field)} ${message}`);
}

/**
 * What the server said about a failed call (spec §8), or undefined when it said nothing a
 * person can read: the catalogue text of a known problem type (account problems add how to
 * reach support); a body with errors, the first message per field; the response detail; a
 * string body as is.
 */
export function serverMessage(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
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
    if (code === ProblemCode.AlreadyFiled && problem?.confirmationNumber) {
      return `${message} ${t('problems.filedAs', { number: problem.confirmationNumber })}`;
    }
    return message;
  }
  if (problem?.errors && Object.keys(problem.errors).length > 0) {
    return Object.entries(problem.errors)
      .map(([field, message]) => fieldMessage(field, message))
      .join(' ');
  }
  if (problem?.detail) return problem.detail;
  if (typeof error.body === 'string' && error.body) return error.body;
  return undefined;
}

/** The message a person sees for a failed call: what the server said, else the generic message. */
export function problemMessage(error: unknown): string {
  return serverMessage(error) ?? t('problems.unexpected');
}

/**
 * The server's words followed by a generic sentence (spec §8 business management), or the
 * generic sentence alone when the server said nothing: never the same sentence twice.
 */
export function problemMessageThen(error: unknown, generic: string): string {
  const said = serverMessage(error);
  return said && said !== generic ? `${said} ${generic}` : generic;
}
