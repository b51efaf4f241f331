import { ApiError } from '../../lib/http';
import { fieldMessage } from '../schema-form/resolver';

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
 * dotted path as is), a field's name from `labels` put in front of a lower-case message ('is
 * invalid'), and returns them, so the form can list them in its error summary. Only the paths
 * the form shows (`shows`) are placed: a summary link must land on a field; null when none is.
 */
export function placeServerErrors(
  error: unknown,
  setError: (path: never, error: { type: string; message: string }) => void,
  labels: Readonly<Record<string, string>> = {},
  shows: (path: string) => boolean = () => true,
): Record<string, string> | null {
  const server = fieldErrorsOf(error);
  if (!server) return null;
  const placed = Object.fromEntries(
    Object.entries(server)
      .filter(([path]) => shows(path))
      .map(([path, message]) => {
        const label = labels[path];
        return [path, label ? fieldMessage(label, message) : message];
      }),
  );
  if (Object.keys(placed).length === 0) return null;
  for (const [path, message] of Object.entries(placed)) setError(path as never, { type: 'server', message });
  return placed;
}
