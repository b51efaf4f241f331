import { Link } from 'react-router';
import { z } from 'zod';
import { EMAIL_MAX_LENGTH, emailField, paths, resetPasswordEmailRequest } from '@efile/contracts';
import { t } from '../../i18n';
import { Alert } from '../../ui/alert';
import { PageHeading } from '../../ui/page';
import { SchemaForm, TextInput, useSchemaForm } from '../../ui/schema-form';
import { requestPasswordReset } from './api';
import { httpStatus, problemDetail } from './link-errors';

/**
 * The contract's reset-link request, its address named as the page names it ('Email Address is
 * required.'): the same rule (`emailField`) the server checks.
 */
const forgotRequest = () =>
  z.strictObject({ ...resetPasswordEmailRequest.shape, email: emailField(t('password.forgot.email')) });

/**
 * /auth/forgot-password (ours, ADR 0006): asks for a reset link. The server answers 202 whether
 * or not the address is known, so the page always says the same thing.
 */
export default function ForgotPasswordPage() {
  const state = useSchemaForm<{ email: string }, { email: string }>({
    schema: forgotRequest(),
    defaultValues: { email: '' },
    send: ({ email }) => requestPasswordReset(email),
  });
  const send = state.mutation;
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
            <SchemaForm state={state} className="usa-form">
              <TextInput
                name="email"
                label={t('password.forgot.email')}
                type="email"
                autoComplete="email"
                maxLength={EMAIL_MAX_LENGTH}
                required
                disabled={send.isPending}
              />
              <button className="usa-button margin-top-3" type="submit" disabled={send.isPending}>
                {send.isPending ? t('password.forgot.sending') : t('password.forgot.send')}
              </button>
            </SchemaForm>
          </>
        )}
        <p className="margin-top-4">
          <Link to={paths.login}>{t('password.forgot.returnToLogin')}</Link>
        </p>
      </div>
    </div>
  );
}
