import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { paths } from '@efile/contracts';
import { t } from '../../i18n';
import { forgetOtherDrafts } from '../../lib/draft';
import { safeReturnUrl } from '../../lib/return-url';
import { setUser } from '../../lib/session';
import { signInResult } from '../../lib/sign-in';
import { Alert } from '../../ui/alert';
import { ErrorSummary } from '../../ui/form-steps/error-summary';
import { PageHeading } from '../../ui/page';
import { PasswordField, passwordTooLong, ShowPassword } from '../../ui/password-field';
import { TextField } from '../../ui/text-field';
import { postSignIn } from './api';

interface FieldErrors {
  username?: string;
  password?: string;
}

export default function LoginPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [shown, setShown] = useState(false);
  /** Failed submits so far: each one moves focus to the error summary's heading. */
  const [attempt, setAttempt] = useState(0);
  /** Refused sign-ins so far: each one moves focus to the message (issue 24 item 4: on a phone). */
  const [refusals, setRefusals] = useState(0);
  const failureRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (refusals > 0) failureRef.current?.focus();
  }, [refusals]);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const found: FieldErrors = {};
    if (!username.trim()) found.username = t('login.usernameRequired');
    if (!password) found.password = t('login.passwordRequired');
    else if (passwordTooLong(password)) found.password = passwordTooLong(password);
    setErrors(found);
    if (found.username || found.password) {
      setAttempt((n) => n + 1);
      return;
    }
    setBusy(true);
    setFailure(null);
    const outcome = await postSignIn({ username: username.trim(), password }).then(
      (body) => ({ kind: 'response' as const, body }),
      (error: unknown) => ({ kind: 'error' as const, error }),
    );
    const result = signInResult(outcome, safeReturnUrl(params.get('returnUrl'), window.location.origin));
    setBusy(false);
    if (result.result === 'Fail') {
      setFailure(result.message);
      setPassword('');
      setRefusals((n) => n + 1);
      return;
    }
    setUser(result.user);
    forgetOtherDrafts();
    // Spec §4: features are reloaded after sign-in.
    await queryClient.invalidateQueries({ queryKey: ['features'] });
    navigate(result.next, { replace: true });
  }

  // The empty fields, as the error summary lists them (a refused sign-in is one message, below).
  const summary = [
    ...(errors.username ? [{ fieldId: 'username', message: errors.username }] : []),
    ...(errors.password
      ? [{ fieldId: 'password', message: passwordTooLong(password) ?? errors.password }]
      : []),
  ];

  return (
    <div className="grid-row">
      <div className="grid-col-12 tablet:grid-col-8 desktop:grid-col-6">
        <PageHeading>{t('login.title')}</PageHeading>
        <div ref={failureRef} tabIndex={-1}>
          {failure && (
            <Alert type="error" heading={t('login.failed')}>
              <p className="margin-0">{failure}</p>
            </Alert>
          )}
        </div>
        <ErrorSummary errors={summary} attempt={attempt} />
        <form className="usa-form" noValidate onSubmit={onSubmit}>
          <TextField
            id="username"
            label={t('login.username')}
            error={errors.username}
            autoComplete="username"
            maxLength={50}
            value={username}
            onChange={(e) => setUsername(e.target.value)}
          />
          <PasswordField
            id="password"
            label={t('login.password')}
            error={passwordTooLong(password) ?? errors.password}
            autoComplete="current-password"
            shown={shown}
            value={password}
            onChange={setPassword}
          />
          <ShowPassword controls={['password']} shown={shown} onToggle={setShown} />
          <button className="usa-button margin-top-3" type="submit" disabled={busy}>
            {busy ? t('login.submitting') : t('login.submit')}
          </button>
        </form>
        <p className="margin-top-3">
          <Link to={paths.forgotPassword}>{t('password.login.forgot')}</Link>
        </p>
        <p className="margin-top-4">
          {t('login.noAccount')} <Link to={paths.register}>{t('password.login.register')}</Link>
        </p>
        <p>
          <a href={paths.contactUs}>{t('footer.contact')}</a>
        </p>
      </div>
    </div>
  );
}
