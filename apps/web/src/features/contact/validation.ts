import type { ContactRequest } from '@efile/contracts';

/** Spec §9: the contact failure toast stays 15 s. */
export const CONTACT_FAILURE_TOAST_MS = 15000;

/** What the contact form holds: the request's fields as typed (no type chosen yet). */
export type ContactValues = Record<keyof ContactRequest, string>;

export const EMPTY_CONTACT: ContactValues = {
  type: '',
  name: '',
  phoneNumber: '',
  emailAddress: '',
  message: '',
};
