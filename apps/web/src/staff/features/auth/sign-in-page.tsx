import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import {
  staffSignInRequest,
  staffTotpRequest,
  type StaffSession,
  type StaffSignInTicket,
} from '@efile/contracts';
import { Alert } from '../../../ui/alert';
import { PasswordInput, TextInput } from '../../../ui/schema-form';
import { st } from '../../i18n';
import { setStaffSession, signInNotice } from '../../lib/session';
import { staffPaths } from '../../paths';
import { StaffPageHeading } from '../../ui/page-heading';
import { FailureAlert, StaffForm, useStaffForm } from '../../ui/staff-form';
import { secretOf, signInError, signInWithCode, signInWithPassword } from './api';
import { QrCode } from './qr-code';
import { RecoveryCodeActions } from './recovery-code-actions';

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
      <RecoveryCodeActions codes={step.session.recoveryCodes ?? []} username={step.session.staff.username} />
      <button type="button" className="usa-button" onClick={() => finish(step.session)}>
        {st('auth.recoveryCodes.saved')}
      </button>
    </>
  );
}

function PasswordStep({ onTicket }: { onTicket: (ticket: StaffSignInTicket) => void }) {
  const notice = signInNotice();
  type Request = { username: string; password: string };
  const state = useStaffForm<Request, Request, StaffSignInTicket>({
    schema: staffSignInRequest,
    defaultValues: { username: '', password: '' },
    send: ({ username, password }) => signInWithPassword(username, password),
    onSent: (next) => onTicket(next),
  });
  const error = state.mutation.isError ? signInError(state.mutation.error, 'password') : null;
  return (
    <>
      <StaffPageHeading>{st('auth.signIn.title')}</StaffPageHeading>
      {notice && !error && (
        <Alert type="info" slim>
          <p className="margin-0">{notice}</p>
        </Alert>
      )}
      <p>{st('auth.signIn.intro')}</p>
      {state.failure && <FailureAlert error={state.failure}>{error}</FailureAlert>}
      <StaffForm state={{ ...state, failure: null }}>
        <TextInput name="username" label={st('auth.signIn.username')} autoComplete="username" />
        <PasswordInput name="password" label={st('auth.signIn.password')} autoComplete="current-password" />
        <button type="submit" className="usa-button" disabled={state.busy}>
          {st('auth.signIn.submit')}
        </button>
      </StaffForm>
    </>
  );
}

/** What the code step holds: the authenticator's code, or a recovery code (one is sent). */
interface CodeValues {
  code: string;
  recoveryCode: string;
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
  const enrol = ticket.next === 'enrol' ? ticket : null;
  // The server's request (staffTotpRequest): the ticket and the one answer given.
  const state = useStaffForm<
    CodeValues,
    Parameters<typeof signInWithCode>[1] & { ticket: string },
    StaffSession
  >({
    schema: staffTotpRequest,
    defaultValues: { code: '', recoveryCode: '' },
    request: ({ code, recoveryCode }) => ({
      ticket: ticket.ticket,
      ...(recovery ? { recoveryCode } : { code: code.replace(/\s/g, '') }),
    }),
    labels: { code: st('auth.totp.code'), recoveryCode: st('auth.totp.recovery') },
    ids: () => 'code',
    send: ({ ticket: sent, ...answer }) => signInWithCode(sent, answer),
    onSent: (session) => onSession(session),
  });
  const error = state.mutation.isError ? signInError(state.mutation.error, 'code') : null;
  const expired = error === st('auth.totp.expired');
  return (
    <>
      <StaffPageHeading>{st(enrol ? 'auth.enrol.title' : 'auth.totp.title')}</StaffPageHeading>
      <p>{st(enrol ? 'auth.enrol.intro' : 'auth.totp.intro')}</p>
      {enrol && (
        <dl className="efile-facts" data-testid="enrolment">
          <dt>{st('auth.enrol.qr')}</dt>
          <dd>
            <QrCode text={enrol.otpauthUri} label={st('auth.enrol.qrImage')} />
          </dd>
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
      {state.failure && <FailureAlert error={state.failure}>{error}</FailureAlert>}
      {expired ? (
        <button type="button" className="usa-button" onClick={onRestart}>
          {st('auth.totp.startAgain')}
        </button>
      ) : (
        <StaffForm state={{ ...state, failure: null }}>
          {recovery ? (
            <TextInput
              key="recovery"
              name="recoveryCode"
              label={st('auth.totp.recovery')}
              hint={st('auth.totp.recoveryHint')}
              autoComplete="one-time-code"
              inputMode="text"
            />
          ) : (
            <TextInput
              key="code"
              name="code"
              label={st('auth.totp.code')}
              hint={st('auth.totp.hint')}
              autoComplete="one-time-code"
              inputMode="numeric"
            />
          )}
          <button type="submit" className="usa-button" disabled={state.busy}>
            {st(enrol ? 'auth.enrol.submit' : 'auth.totp.submit')}
          </button>
          {!enrol && (
            <p>
              <button
                type="button"
                className="usa-button usa-button--unstyled"
                onClick={() => {
                  setRecovery(!recovery);
                  state.form.clearErrors();
                  state.mutation.reset();
                }}
              >
                {st(recovery ? 'auth.totp.useCode' : 'auth.totp.useRecovery')}
              </button>
            </p>
          )}
        </StaffForm>
      )}
    </>
  );
}
