import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { paths, signInRequest, type SignInRequest } from '@efile/contracts';
import { t } from '../../i18n';
import { forgetOtherDrafts } from '../../lib/draft';
import { safeReturnUrl } from '../../lib/return-url';
import { setUser } from '../../lib/session';
import { signInResult, type SignInResult } from '../../lib/sign-in';
import { Alert } from '../../ui/alert';
import { PageHeading } from '../../ui/page';
import { passwordTooLong, ShowPassword } from '../../ui/password-field';
import { PasswordInput, SchemaForm, TextInput, useSchemaForm } from '../../ui/schema-form';
import { postSignIn } from './api';
import { openInSettledLanguage } from './language';

/** The shell's parts only a signed-in person sees (app/signed-in.tsx), fetched while the form is filled. */
const signedInParts = () => import('../../app/signed-in').catch(() => undefined);

export default function LoginPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const [failure, setFailure] = useState<string | null>(null);
  const [shown, setShown] = useState(false);
  /** Refused sign-ins so far: each one moves focus to the message (issue 24 item 4: on a phone). */
  const [refusals, setRefusals] = useState(0);
  const failureRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (refusals > 0) failureRef.current?.focus();
  }, [refusals]);
  useEffect(() => {
    void signedInParts();
  }, []);

  // The contract's sign-in request (issue 25 item 2); a password past the limit says so at once.
  const state = useSchemaForm<SignInRequest, SignInRequest, SignInResult>({
    schema: signInRequest,
    defaultValues: { username: '', password: '' },
    checks: ({ password }) => ({ password: passwordTooLong(password) }),
    send: async (request) => {
      setFailure(null);
      const outcome = await postSignIn(request).then(
        (body) => ({ kind: 'response' as const, body }),
        (error: unknown) => ({ kind: 'error' as const, error }),
      );
      return signInResult(outcome, safeReturnUrl(params.get('returnUrl'), window.location.origin));
    },
    onSent: (result) => {
      if (result.result === 'Fail') {
        setFailure(result.message);
        state.form.setValue('password', '');
        setRefusals((n) => n + 1);
        return;
      }
      void (async () => {
        // The shell's signed-in parts are in before the session starts: the inactivity timers
        // start with it (spec §4).
        await signedInParts();
        setUser(result.user);
        forgetOtherDrafts();
        // Spec §4: features are reloaded after sign-in. Issue 26: the page and the account settle
        // their language first (a choice made signed out goes to the account, else the page
        // follows the account's).
        await queryClient.invalidateQueries({ queryKey: ['features'] });
        await openInSettledLanguage(result.next, (to) => navigate(to, { replace: true }));
      })();
    },
  });
  const { busy } = state;

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
        <SchemaForm state={state} className="usa-form">
          <TextInput name="username" label={t('login.username')} autoComplete="username" maxLength={50} />
          <PasswordInput
            name="password"
            label={t('login.password')}
            live={passwordTooLong}
            autoComplete="current-password"
            shown={shown}
          />
          <ShowPassword controls={['password']} shown={shown} onToggle={setShown} />
          <button className="usa-button margin-top-3" type="submit" disabled={busy}>
            {busy ? t('login.submitting') : t('login.submit')}
          </button>
        </SchemaForm>
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
