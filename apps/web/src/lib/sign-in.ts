import type { AuthUser } from '@efile/contracts';
import { paths } from '@efile/contracts/paths';
import { ProblemCode, problemCodeOf } from '@efile/contracts/problem-codes';
import { t } from '../i18n';
import { ApiError } from './http';
import { problemMessage } from './problem-message';

/** What the sign-in call came back with. */
export type SignInOutcome = { kind: 'response'; body: AuthUser | null } | { kind: 'error'; error: unknown };

export type SignInResult =
  | { result: 'Success'; user: AuthUser; missingTaxpayer: boolean; next: string }
  | { result: 'Fail'; message: string; problem?: ProblemCode };

/**
 * Spec §4 "Sign-in": with a taxpayerId the user is signed in and goes on (to the return URL or
 * the dashboard); a business user without one is signed in, flagged as missing a taxpayer, and
 * sent to Manage Business Accounts; a non-business user without one fails; a null response is
 * treated as migration required.
 */
export function signInResult(outcome: SignInOutcome, returnUrl: string | null): SignInResult {
  if (outcome.kind === 'error') {
    const problem =
      outcome.error instanceof ApiError ? problemCodeOf(outcome.error.problem?.type) : undefined;
    const wait = outcome.error instanceof ApiError ? outcome.error.problem?.retryAfterSeconds : undefined;
    // Issue 24 item 4: the lockout says how long (the server's Retry-After, from its configuration)
    // and that resetting the password unlocks the account now.
    const message =
      problem === ProblemCode.TooManyAttempts && wait !== undefined
        ? t('login.locked', { minutes: Math.max(1, Math.ceil(wait / 60)) })
        : problemMessage(outcome.error);
    return { result: 'Fail', message, ...(problem ? { problem } : {}) };
  }
  const user = outcome.body;
  if (!user) {
    return {
      result: 'Fail',
      message: t('problems.account-migration-required'),
      problem: ProblemCode.AccountMigrationRequired,
    };
  }
  if (user.taxpayerId) {
    return { result: 'Success', user, missingTaxpayer: false, next: returnUrl ?? paths.dashboard };
  }
  if (user.isBusinessUser) {
    return { result: 'Success', user, missingTaxpayer: true, next: paths.manageBusinessAccounts };
  }
  return {
    result: 'Fail',
    message: t('problems.misconfigured-account'),
    problem: ProblemCode.MisconfiguredAccount,
  };
}
