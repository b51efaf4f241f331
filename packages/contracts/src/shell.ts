import type { AuthUser } from './auth';
import type { FeatureMap, InactivityConfig } from './features';

// What the SPA shell needs before sign-in, without zod (issue 14: a fast first visit). The
// modules with the schemas re-export these, so `@efile/contracts` still offers all of them.
// Each reader accepts exactly what its schema accepts (shell.test.ts checks them side by side).

export const AUTH_USER_STORAGE_KEY = 'auth_user';
export const DISCLAIMER_COOKIE = 'disclaimer';
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** The languages the taxpayer app, its e-mails and its PDFs speak (issue 26); English is the reference. */
export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];

export const FeatureName = { EinManagement: 'EinManagement', PublicFaq: 'Public.FAQ' } as const;
export type FeatureName = (typeof FeatureName)[keyof typeof FeatureName];

/** Spec §9 defaults. */
export const DEFAULT_INACTIVITY: InactivityConfig = { warningTime: 900_000, logoutTime: 1_200_000 };
export const FEATURE_REFRESH_MS = 300_000;

/** Something that reads an unknown value into a T or throws, as a zod schema's `parse` does. */
export interface Reader<T> {
  parse(data: unknown): T;
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const stringOrNull = (v: unknown) => v === null || typeof v === 'string';
const positiveInt = (v: unknown) => typeof v === 'number' && Number.isSafeInteger(v) && v > 0;

function reader<T>(what: string, read: (data: unknown) => T | undefined): Reader<T> {
  return {
    parse(data) {
      const value = read(data);
      if (value === undefined) throw new TypeError(`not ${what}`);
      return value;
    },
  };
}

const AUTH_USER_KEYS = ['token', 'username', 'firstName', 'taxpayerId', 'isBusinessUser'];

/** `authUser` (a strict object): exactly the spec's five fields. */
// not-user-facing: what a malformed stored value is not, in a TypeError for the console log.
export const authUserReader = reader<AuthUser>('a signed-in user', (d) =>
  isRecord(d) &&
  Object.keys(d).every((k) => AUTH_USER_KEYS.includes(k)) &&
  typeof d.token === 'string' &&
  typeof d.username === 'string' &&
  stringOrNull(d.firstName) &&
  stringOrNull(d.taxpayerId) &&
  typeof d.isBusinessUser === 'boolean'
    ? {
        token: d.token,
        username: d.username,
        firstName: d.firstName as string | null,
        taxpayerId: d.taxpayerId as string | null,
        isBusinessUser: d.isBusinessUser,
      }
    : undefined,
);

/** `featureMap`: a map of name to boolean. */
// not-user-facing: what a malformed stored value is not, in a TypeError for the console log.
export const featureMapReader = reader<FeatureMap>('a feature map', (d) =>
  isRecord(d) && Object.values(d).every((v) => typeof v === 'boolean') ? { ...(d as FeatureMap) } : undefined,
);

/** `inactivityConfig`: two positive whole numbers of milliseconds (other keys dropped). */
// not-user-facing: what a malformed stored value is not, in a TypeError for the console log.
export const inactivityConfigReader = reader<InactivityConfig>('an inactivity configuration', (d) =>
  isRecord(d) && positiveInt(d.warningTime) && positiveInt(d.logoutTime)
    ? { warningTime: d.warningTime as number, logoutTime: d.logoutTime as number }
    : undefined,
);
