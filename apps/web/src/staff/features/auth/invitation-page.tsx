import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../../ui/alert';
import { TextField } from '../../../ui/text-field';
import { st } from '../../i18n';
import { ApiError, staffProblemMessage } from '../../lib/api';
import { staffPaths } from '../../paths';
import { StaffPageHeading } from '../../ui/page-heading';
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
  const [errors, setErrors] = useState<string[]>([]);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const password = String(form.get('password') ?? '');
    if (password !== String(form.get('confirm') ?? '')) {
      setErrors([st('auth.invitation.mismatch')]);
      return;
    }
    setBusy(true);
    setErrors([]);
    try {
      await acceptInvitation(token, password);
      setDone(true);
    } catch (caught) {
      setErrors(refusal(caught));
    } finally {
      setBusy(false);
    }
  };
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
          <form className="usa-form" onSubmit={(event) => void submit(event)}>
            <TextField
              id="password"
              type="password"
              label={st('auth.invitation.password')}
              hint={st('auth.invitation.hint')}
              autoComplete="new-password"
              required
            />
            <TextField
              id="confirm"
              type="password"
              label={st('auth.invitation.confirm')}
              autoComplete="new-password"
              required
            />
            <button type="submit" className="usa-button" disabled={busy}>
              {st('auth.invitation.submit')}
            </button>
          </form>
        </>
      )}
    </>
  );
}
