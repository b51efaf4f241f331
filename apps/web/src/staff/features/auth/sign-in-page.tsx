import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { StaffSession, StaffSignInTicket } from '@efile/contracts';
import { Alert } from '../../../ui/alert';
import { TextField } from '../../../ui/text-field';
import { st } from '../../i18n';
import { setStaffSession, signInNotice } from '../../lib/session';
import { staffPaths } from '../../paths';
import { StaffPageHeading } from '../../ui/page-heading';
import { secretOf, signInError, signInWithCode, signInWithPassword } from './api';

type Step =
  | { kind: 'password' }
  | { kind: 'code'; ticket: StaffSignInTicket }
  | { kind: 'codes'; session: StaffSession };

/** Only a console address is a place to go back to after sign-in. */
function nextPath(next: string | null): string {
  return next && next.startsWith('/staff') && !next.startsWith('//') ? next : staffPaths.home;
}

/**
 * Staff sign-in (ADR 0034, 0036): username and password, then the authenticator's code (or a
 * recovery code); on the first sign-in, the authenticator's setup (key for manual entry and the
 * otpauth URI) confirmed by a code, then the ten recovery codes shown once.
 */
export default function SignInPage() {
  const [step, setStep] = useState<Step>({ kind: 'password' });
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const finish = (session: StaffSession) => {
    setStaffSession({ token: session.token, staff: session.staff });
    void navigate(nextPath(params.get('next')), { replace: true });
  };
  if (step.kind === 'password') {
    return <PasswordStep onTicket={(ticket) => setStep({ kind: 'code', ticket })} />;
  }
  if (step.kind === 'code') {
    return (
      <CodeStep
        ticket={step.ticket}
        onRestart={() => setStep({ kind: 'password' })}
        onSession={(session) =>
          session.recoveryCodes?.length ? setStep({ kind: 'codes', session }) : finish(session)
        }
      />
    );
  }
  return (
    <>
      <StaffPageHeading>{st('auth.recoveryCodes.title')}</StaffPageHeading>
      <p>{st('auth.recoveryCodes.intro')}</p>
      <ul className="usa-list" data-testid="recovery-codes">
        {step.session.recoveryCodes?.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <button type="button" className="usa-button" onClick={() => finish(step.session)}>
        {st('auth.recoveryCodes.saved')}
      </button>
    </>
  );
}

function PasswordStep({ onTicket }: { onTicket: (ticket: StaffSignInTicket) => void }) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const notice = signInNotice();
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    try {
      onTicket(await signInWithPassword(String(form.get('username')), String(form.get('password'))));
    } catch (caught) {
      setError(signInError(caught, 'password'));
      setBusy(false);
    }
  };
  return (
    <>
      <StaffPageHeading>{st('auth.signIn.title')}</StaffPageHeading>
      {notice && !error && (
        <Alert type="info" slim>
          <p className="margin-0">{notice}</p>
        </Alert>
      )}
      <p>{st('auth.signIn.intro')}</p>
      {error && (
        <Alert type="error" slim>
          <p className="margin-0">{error}</p>
        </Alert>
      )}
      <form className="usa-form" onSubmit={(event) => void submit(event)}>
        <TextField id="username" label={st('auth.signIn.username')} autoComplete="username" required />
        <TextField
          id="password"
          type="password"
          label={st('auth.signIn.password')}
          autoComplete="current-password"
          required
        />
        <button type="submit" className="usa-button" disabled={busy}>
          {st('auth.signIn.submit')}
        </button>
      </form>
    </>
  );
}

function CodeStep({
  ticket,
  onSession,
  onRestart,
}: {
  ticket: StaffSignInTicket;
  onSession: (session: StaffSession) => void;
  onRestart: () => void;
}) {
  const [recovery, setRecovery] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [expired, setExpired] = useState(false);
  const [busy, setBusy] = useState(false);
  const enrol = ticket.next === 'enrol' ? ticket : null;
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = String(new FormData(event.currentTarget).get('code') ?? '').trim();
    setBusy(true);
    setError(null);
    try {
      onSession(
        await signInWithCode(
          ticket.ticket,
          recovery ? { recoveryCode: value } : { code: value.replace(/\s/g, '') },
        ),
      );
    } catch (caught) {
      const message = signInError(caught, 'code');
      setExpired(message === st('auth.totp.expired'));
      setError(message);
      setBusy(false);
    }
  };
  return (
    <>
      <StaffPageHeading>{st(enrol ? 'auth.enrol.title' : 'auth.totp.title')}</StaffPageHeading>
      <p>{st(enrol ? 'auth.enrol.intro' : 'auth.totp.intro')}</p>
      {enrol && (
        <dl className="efile-facts" data-testid="enrolment">
          <dt>{st('auth.enrol.secret')}</dt>
          <dd>
            <code data-testid="totp-secret">{secretOf(enrol.otpauthUri)}</code>
          </dd>
          <dt>{st('auth.enrol.uri')}</dt>
          <dd>
            <code style={{ overflowWrap: 'anywhere' }}>{enrol.otpauthUri}</code>
          </dd>
        </dl>
      )}
      {error && (
        <Alert type="error" slim>
          <p className="margin-0">{error}</p>
        </Alert>
      )}
      {expired ? (
        <button type="button" className="usa-button" onClick={onRestart}>
          {st('auth.totp.startAgain')}
        </button>
      ) : (
        <form className="usa-form" onSubmit={(event) => void submit(event)} key={recovery ? 'r' : 'c'}>
          <TextField
            id="code"
            label={st(recovery ? 'auth.totp.recovery' : 'auth.totp.code')}
            hint={st(recovery ? 'auth.totp.recoveryHint' : 'auth.totp.hint')}
            autoComplete="one-time-code"
            inputMode={recovery ? 'text' : 'numeric'}
            required
          />
          <button type="submit" className="usa-button" disabled={busy}>
            {st(enrol ? 'auth.enrol.submit' : 'auth.totp.submit')}
          </button>
          {!enrol && (
            <p>
              <button
                type="button"
                className="usa-button usa-button--unstyled"
                onClick={() => {
                  setRecovery(!recovery);
                  setError(null);
                }}
              >
                {st(recovery ? 'auth.totp.useCode' : 'auth.totp.useRecovery')}
              </button>
            </p>
          )}
        </form>
      )}
    </>
  );
}
