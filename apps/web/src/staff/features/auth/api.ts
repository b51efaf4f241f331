import {
  staffApi,
  staffDone,
  staffSession,
  staffSignInTicket,
  type StaffSession,
  type StaffSignInTicket,
} from '@efile/contracts';
import { ProblemCode, problemCodeOf } from '@efile/contracts/problem-codes';
import { ApiError, staffFetch, staffProblemMessage } from '../../lib/api';
import { st } from '../../i18n';

/** Step 1: the password. */
export const signInWithPassword = (username: string, password: string): Promise<StaffSignInTicket> =>
  staffFetch(staffApi.signIn, {
    method: 'POST',
    body: { username, password },
    schema: staffSignInTicket,
    anonymous: true,
  });

/** Step 2: a TOTP code or a recovery code for the ticket. */
export const signInWithCode = (
  ticket: string,
  answer: { code: string } | { recoveryCode: string },
): Promise<StaffSession> =>
  staffFetch(staffApi.signInTotp, {
    method: 'POST',
    body: { ticket, ...answer },
    schema: staffSession,
    anonymous: true,
  });

export const acceptInvitation = (token: string, password: string) =>
  staffFetch(staffApi.acceptInvitation, {
    method: 'POST',
    // The server checks the policy and lists every rule the password breaks (403 reasons).
    body: { token, password },
    schema: staffDone,
    anonymous: true,
  });

/** The base32 secret of an otpauth:// URI, for manual entry. */
export function secretOf(otpauthUri: string): string {
  try {
    return new URL(otpauthUri).searchParams.get('secret') ?? '';
  } catch {
    return '';
  }
}

/** What a sign-in step's failure means to the person. */
export function signInError(error: unknown, step: 'password' | 'code'): string {
  const code = error instanceof ApiError ? problemCodeOf(error.problem?.type) : undefined;
  if (code === ProblemCode.TooManyAttempts) return st('auth.signIn.tooMany');
  if (code === ProblemCode.Unauthenticated) return st('auth.totp.expired');
  if (code === ProblemCode.InvalidCredentials || (error instanceof ApiError && error.status === 400)) {
    return step === 'password' ? st('auth.signIn.invalid') : st('auth.totp.invalid');
  }
  return staffProblemMessage(error);
}
