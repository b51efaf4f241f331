import type { AuthUser, FeatureMap } from '@efile/contracts';
import { paths } from '@efile/contracts/paths';
import { FeatureName } from '@efile/contracts/shell';

export type Guard =
  'auth' | 'taxpayer' | 'agreement' | 'individualOnly' | 'businessOnly' | 'root' | { feature: FeatureName };

export interface GuardContext {
  user: AuthUser | null;
  disclaimerAccepted: boolean;
  /** undefined while the flags are loading. */
  features: FeatureMap | undefined;
  /** Path and query of the page asked for, for the return URL. */
  location: string;
}

/** `path?returnUrl=…`, or the path alone when there is nowhere to return to. */
export const withReturnUrl = (path: string, returnUrl: string | null): string =>
  returnUrl ? `${path}?returnUrl=${encodeURIComponent(returnUrl)}` : path;

/** The `returnUrl` query parameter of a path and query. */
export function returnUrlOf(location: string): string | null {
  const query = location.split('#')[0]?.split('?')[1];
  return query ? new URLSearchParams(query).get('returnUrl') : null;
}

/**
 * Where a visitor stopped by the agreement guard was going (spec §5): the login page's own
 * return URL, or the page itself. It rides along through the agreement so that I Agree and
 * sign-in end on it.
 */
function destinationOf(location: string): string | null {
  const path = location.split(/[?#]/)[0];
  return path === paths.login || path === paths.root ? returnUrlOf(location) : location;
}

/** `{ redirect }` to leave, `'wait'` until feature flags load, or null to let the page show. */
export type GuardDecision = { redirect: string } | 'wait' | null;

function check(guard: Guard, ctx: GuardContext): GuardDecision {
  const { user } = ctx;
  if (typeof guard === 'object') {
    if (!ctx.features) return 'wait';
    return ctx.features[guard.feature] ? null : { redirect: paths.root };
  }
  switch (guard) {
    case 'root':
      // Spec §2 "/": accepted + signed in → dashboard; accepted only → login (keeping where the
      // visitor was going); else stay.
      if (!ctx.disclaimerAccepted) return null;
      return { redirect: user ? paths.dashboard : withReturnUrl(paths.login, returnUrlOf(ctx.location)) };
    case 'auth':
      return user ? null : { redirect: withReturnUrl(paths.login, ctx.location) };
    case 'taxpayer':
      if (!user || user.taxpayerId) return null;
      if (!user.isBusinessUser) return { redirect: paths.root };
      // Spec §6: to Manage Business Accounts, which needs EinManagement; without it, to business
      // registration (Manage Business Accounts would send them to / and / back here: a loop).
      if (!ctx.features) return 'wait';
      return {
        redirect: ctx.features[FeatureName.EinManagement]
          ? paths.manageBusinessAccounts
          : paths.businessRegistration,
      };
    case 'agreement':
      return ctx.disclaimerAccepted || user
        ? null
        : { redirect: withReturnUrl(paths.root, destinationOf(ctx.location)) };
    case 'individualOnly':
      return user?.isBusinessUser ? { redirect: paths.dashboard } : null;
    case 'businessOnly':
      return user && !user.isBusinessUser ? { redirect: paths.dashboard } : null;
  }
}

/** Runs a route's guards in order; the first that does not pass decides. */
export function decide(guards: readonly Guard[], ctx: GuardContext): GuardDecision {
  for (const guard of guards) {
    const decision = check(guard, ctx);
    if (decision) return decision;
  }
  return null;
}

export const einManagement: Guard = { feature: FeatureName.EinManagement };
export const publicFaq: Guard = { feature: FeatureName.PublicFaq };
