import { ApiError } from '../../lib/http';

/**
 * The field errors of a problem+json 400 (`errors`: first message per request path, e.g.
 * `ein` or `lines.0.amount`), or null when the failure is not about fields.
 */
export function fieldErrorsOf(error: unknown): Record<string, string> | null {
  if (!(error instanceof ApiError)) return null;
  const errors = error.problem?.errors;
  return errors && Object.keys(errors).length > 0 ? errors : null;
}

/**
 * Places a server's field errors on a react-hook-form form by request path (`setError` accepts the
 * dotted path as is) and returns them, so the step can list them in its error summary.
 */
export function placeServerErrors(
  error: unknown,
  setError: (path: never, error: { type: string; message: string }) => void,
): Record<string, string> | null {
  const errors = fieldErrorsOf(error);
  if (!errors) return null;
  for (const [path, message] of Object.entries(errors)) setError(path as never, { type: 'server', message });
  return errors;
}
