import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '@efile/contracts';
import { t } from '../../i18n';
import { Alert } from '../../ui/alert';
import { PageHeading } from '../../ui/page';
import { resetPassword } from './api';
import { httpStatus, linkErrorNotice, type ErrorNotice } from './link-errors';
import { useLinkParams } from './link-params';
import { PasswordErrorDialog } from './password-error-dialog';
import { SetPasswordForm, useSetPasswordForm } from './set-password-form';

/** The legacy page's modal pattern, in words that fit a password reset. */
const resetTexts = () => ({
  badRequestTitle: t('password.reset.badRequestTitle'),
  badRequestBody: t('password.reset.badRequestBody'),
  unauthorized: t('password.reset.unauthorized'),
  expired: t('password.reset.expired'),
});

/**
 * /auth/reset-password?email&token (ours, ADR 0006): the e-mailed link sets a new password; the
 * server signs out every other session of the account.
 */
export default function ResetPasswordPage() {
  const navigate = useNavigate();
  const { email, token } = useLinkParams();
  const [notice, setNotice] = useState<ErrorNotice | null>(null);
  const [linkDead, setLinkDead] = useState(false);
  const form = useSetPasswordForm({
    mismatch: t('password.reset.mismatch'),
    send: (password) => resetPassword({ email, token, password }),
    onFailed: (error) => {
      setNotice(linkErrorNotice(error, resetTexts()));
      const status = httpStatus(error);
      setLinkDead(status === 401 || status === 410);
    },
  });
  const reset = form.mutation;
  const close = () => setNotice(null);

  let body;
  if (reset.isSuccess) {
    body = (
      <Alert type="success">
        <p className="margin-0">{t('password.reset.success')}</p>
      </Alert>
    );
  } else if (!email || !token) {
    body = (
      <Alert type="error">
        <p className="margin-0">{t('password.reset.missingLink')}</p>
      </Alert>
    );
  } else {
    body = (
      <>
        <p>{t('password.reset.intro')}</p>
        <SetPasswordForm state={form} />
      </>
    );
  }

  return (
    <div className="grid-row">
      <div className="grid-col-12 tablet:grid-col-8 desktop:grid-col-6">
        <PageHeading>{t('password.reset.title')}</PageHeading>
        {body}
        <ul className="efile-inline-list margin-top-4 usa-list--unstyled">
          <li>
            <Link to={paths.login}>{t('password.reset.toLogin')}</Link>
          </li>
          {!reset.isSuccess && (
            <li>
              <Link to={paths.forgotPassword}>{t('password.reset.requestNew')}</Link>
            </li>
          )}
        </ul>
        <PasswordErrorDialog
          notice={notice}
          onClose={close}
          actions={
            linkDead
              ? [{ label: t('password.reset.requestNew'), onClick: () => navigate(paths.forgotPassword) }]
              : []
          }
        />
      </div>
    </div>
  );
}
