import { z } from 'zod';

/** Spec §3: a map of name to boolean. */
export const featureMap = z.record(z.string(), z.boolean());
export type FeatureMap = z.infer<typeof featureMap>;

export const inactivityConfig = z.object({
  warningTime: z.number().int().positive(),
  logoutTime: z.number().int().positive(),
});
export type InactivityConfig = z.infer<typeof inactivityConfig>;

/** What each of the agency's phone lines is for (spec §1: the contact page gives its phones). */
export const ContactPhonePurpose = ['individual', 'business', 'general'] as const;
export type ContactPhonePurpose = (typeof ContactPhonePurpose)[number];

/** The client configuration (spec §7: "a client configuration path exists"). */
export const clientConfig = z.object({
  /** The tax year being filed, from the server's clock (spec §9). */
  taxYear: z.number().int(),
  /** Today in the agency's time zone (YYYY-MM-DD), from the same clock: forms default to it. */
  today: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  /** The agency's phones, each with what it is for, in the order the contact page lists them. */
  contactPhones: z.array(z.object({ purpose: z.enum(ContactPhonePurpose), number: z.string() })),
  /**
   * An external identity provider's pages (spec §2 "/authentication/register and
   * /authentication/profile: redirect to external identity pages"; ADR 0021). Null: the
   * portal's own registration and account pages.
   */
  identity: z.object({ registerUrl: z.string().nullable(), profileUrl: z.string().nullable() }),
});
export type ClientConfig = z.infer<typeof clientConfig>;
