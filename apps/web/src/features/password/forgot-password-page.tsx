import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import { EMAIL_MAX_LENGTH, emailField, paths } from '@efile/contracts';
import { t } from '../../i18n';
import { Alert } from '../../ui/alert';
import { ErrorSummary } from '../../ui/form-steps/error-summary';
import { PageHeading } from '../../ui/page';
import { TextField } from '../../ui/text-field';
import { requestPasswordReset } from './api';
import { httpStatus, problemDetail } from './link-errors';

const emailSchema = emailField(t('password.forgot.email'));

/**
 * /auth/forgot-password (ours, ADR 0006): asks for a reset link. The server answers 202 whether
 * or not the address is known, so the page always says the same thing.
 */
export default function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  /** Failed submits so far: each one moves focus to the error summary's heading. */
  const [attempt, setAttempt] = useState(0);
  const send = useMutation({ mutationFn: (address: string) => requestPasswordReset(address) });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = emailSchema.safeParse(email);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      setAttempt((n) => n + 1);
      return;
    }
    setError(undefined);
    send.mutate(parsed.data);
  }

  const failure = send.isError
    ? ((httpStatus(send.error) === 429 || httpStatus(send.error) === 400) && problemDetail(send.error)) ||
      t('password.forgot.failed')
    : null;

  return (
    <div className="grid-row">
      <div className="grid-col-12 tablet:grid-col-8 desktop:grid-col-6">
        <PageHeading>{t('password.forgot.title')}</PageHeading>
        {send.isSuccess ? (
          <Alert type="success" heading={t('password.forgot.sentHeading')}>
            <p className="margin-0">{t('password.forgot.sent')}</p>
          </Alert>
        ) : (
          <>
            <p>{t('password.forgot.intro')}</p>
            {failure && (
              <Alert type="error">
                <p className="margin-0">{failure}</p>
              </Alert>
            )}
            <ErrorSummary errors={error ? [{ fieldId: 'email', message: error }] : []} attempt={attempt} />
            <form className="usa-form" noValidate onSubmit={onSubmit}>
              <TextField
                id="email"
                label={t('password.forgot.email')}
                error={error}
                type="email"
                autoComplete="email"
                maxLength={EMAIL_MAX_LENGTH}
                required
                value={email}
                disabled={send.isPending}
                onChange={(e) => setEmail(e.target.value)}
              />
              <button className="usa-button margin-top-3" type="submit" disabled={send.isPending}>
                {send.isPending ? t('password.forgot.sending') : t('password.forgot.send')}
              </button>
            </form>
          </>
        )}
        <p className="margin-top-4">
          <Link to={paths.login}>{t('password.forgot.returnToLogin')}</Link>
        </p>
      </div>
    </div>
  );
}
