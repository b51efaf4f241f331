import { z } from 'zod';

export const FeatureName = { EinManagement: 'EinManagement', PublicFaq: 'Public.FAQ' } as const;
export type FeatureName = (typeof FeatureName)[keyof typeof FeatureName];

/** Spec §3: a map of name to boolean. */
export const featureMap = z.record(z.string(), z.boolean());
export type FeatureMap = z.infer<typeof featureMap>;

export const inactivityConfig = z.object({
  warningTime: z.number().int().positive(),
  logoutTime: z.number().int().positive(),
});
export type InactivityConfig = z.infer<typeof inactivityConfig>;

/** Spec §9 defaults. */
export const DEFAULT_INACTIVITY: InactivityConfig = { warningTime: 900_000, logoutTime: 1_200_000 };
export const FEATURE_REFRESH_MS = 300_000;

/** The client configuration (spec §7: "a client configuration path exists"). */
export const clientConfig = z.object({
  /** The tax year being filed, from the server's clock (spec §9). */
  taxYear: z.number().int(),
});
export type ClientConfig = z.infer<typeof clientConfig>;
