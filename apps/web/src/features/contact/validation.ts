import { contactRequest, type ContactRequest } from '@efile/contracts';
import { ApiError } from '../../lib/http';

/** Spec §9: the contact failure toast stays 15 s. */
export const CONTACT_FAILURE_TOAST_MS = 15000;

/** The form's fields, in the order they appear (the error summary lists them so). */
export const CONTACT_FIELDS = ['type', 'name', 'phoneNumber', 'emailAddress', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactValues = Record<ContactField, string>;
export type ContactErrors = Partial<Record<ContactField, string>>;

export const EMPTY_CONTACT: ContactValues = {
  type: '',
  name: '',
  phoneNumber: '',
  emailAddress: '',
  message: '',
};

const isField = (key: string): key is ContactField => (CONTACT_FIELDS as readonly string[]).includes(key);

/**
 * Spec §5 "Contact form": every field required, a valid e-mail (and phone). The shared schema
 * is the server's own, so its messages ('{Field name} is required.', '… is invalid.') are the
 * same on both sides. Gives the trimmed request, or the first message per field.
 */
export function validateContact(
  values: ContactValues,
): { ok: true; request: ContactRequest } | { ok: false; errors: ContactErrors } {
  const result = contactRequest.safeParse(values);
  if (result.success) return { ok: true, request: result.data };
  const errors: ContactErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (isField(field)) errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

/** The server's 400 field messages (problem+json `errors`), or null if it named none of ours. */
export function serverFieldErrors(error: unknown): ContactErrors | null {
  if (!(error instanceof ApiError) || error.status !== 400 || !error.problem?.errors) return null;
  const errors: ContactErrors = {};
  for (const [key, message] of Object.entries(error.problem.errors)) {
    if (isField(key)) errors[key] ??= message;
  }
  return Object.keys(errors).length > 0 ? errors : null;
}
