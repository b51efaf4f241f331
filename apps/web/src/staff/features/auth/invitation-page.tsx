import { Link, useSearchParams } from 'react-router';
import { staffAcceptInvitation } from '@efile/contracts';
import { Alert } from '../../../ui/alert';
import { PasswordInput } from '../../../ui/schema-form';
import { st } from '../../i18n';
import { ApiError, staffProblemMessage } from '../../lib/api';
import { staffPaths } from '../../paths';
import { StaffPageHeading } from '../../ui/page-heading';
import { StaffForm, useStaffForm } from '../../ui/staff-form';
import { acceptInvitation } from './api';

/** The reasons a password was refused (403 invalid-password), else the server's message. */
function refusal(error: unknown): string[] {
  const reasons = error instanceof ApiError ? error.problem?.reasons : undefined;
  return Array.isArray(reasons) && reasons.length > 0 ? reasons.map(String) : [staffProblemMessage(error)];
}

/**
 * The invitation link's page (`/staff/invitation?token=…`, ADR 0034): the invitee sets a
 * password; the second factor is set up at the first sign-in.
 */
export default function InvitationPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  // The server's request (the token and a password its policy accepts) and the repeated password.
  const state = useStaffForm<{ password: string; confirm: string }, { token: string; password: string }>({
    schema: staffAcceptInvitation,
    defaultValues: { password: '', confirm: '' },
    request: ({ password }) => ({ token, password }),
    checks: ({ password, confirm }) => ({
      confirm: password === confirm ? undefined : st('auth.invitation.mismatch'),
    }),
    labels: { password: st('auth.invitation.password') },
    send: ({ token: sent, password }) => acceptInvitation(sent, password),
  });
  const done = state.mutation.isSuccess;
  const errors = state.failure ? refusal(state.failure) : [];
  return (
    <>
      <StaffPageHeading>{st('auth.invitation.title')}</StaffPageHeading>
      {done ? (
        <>
          <Alert type="success" slim>
            <p className="margin-0">{st('auth.invitation.done')}</p>
          </Alert>
          <p>
            <Link to={staffPaths.signIn}>{st('auth.signIn.title')}</Link>
          </p>
        </>
      ) : token.length < 16 ? (
        <Alert type="error" slim>
          <p className="margin-0">{st('auth.invitation.missingToken')}</p>
        </Alert>
      ) : (
        <>
          <p>{st('auth.invitation.intro')}</p>
          {errors.length > 0 && (
            <Alert type="error">
              <ul className="margin-0" data-testid="invitation-errors">
                {errors.map((error) => (
                  <li key={error}>{error}</li>
                ))}
              </ul>
            </Alert>
          )}
          <StaffForm state={{ ...state, failure: null }}>
            <PasswordInput
              name="password"
              label={st('auth.invitation.password')}
              hint={st('auth.invitation.hint')}
              autoComplete="new-password"
            />
            <PasswordInput name="confirm" label={st('auth.invitation.confirm')} autoComplete="new-password" />
            <button type="submit" className="usa-button" disabled={state.busy}>
              {st('auth.invitation.submit')}
            </button>
          </StaffForm>
        </>
      )}
    </>
  );
}
