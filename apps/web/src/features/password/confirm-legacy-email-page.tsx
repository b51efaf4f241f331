import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '@efile/contracts';
import { t } from '../../i18n';
import { Alert } from '../../ui/alert';
import { PageHeading } from '../../ui/page';
import { confirmLegacyEmail } from './api';
import { linkErrorNotice, type ErrorNotice } from './link-errors';
import { useLinkParams } from './link-params';
import { PasswordErrorDialog } from './password-error-dialog';
import { SetPasswordForm, useSetPasswordForm } from './set-password-form';

/** Spec §8 "Legacy confirm": the modal's texts for each answer of the link. */
const legacyTexts = () => ({
  badRequestTitle: t('password.legacy.badRequestTitle'),
  badRequestBody: t('password.legacy.badRequestBody'),
  unauthorized: t('password.legacy.unauthorized'),
  expired: t('password.legacy.expired'),
});

/**
 * /confirm-legacy-email?email&token (spec §2): a legacy account confirms its address by setting
 * a new password; on success the person goes to /confirm-email?reason=legacy.
 */
export default function ConfirmLegacyEmailPage() {
  const navigate = useNavigate();
  const { email, token } = useLinkParams();
  const [notice, setNotice] = useState<ErrorNotice | null>(null);
  const form = useSetPasswordForm({
    mismatch: t('password.legacy.mismatch'),
    send: (password) => confirmLegacyEmail({ email, token, password }),
    onSent: () =>
      navigate(`${paths.confirmEmail}?reason=legacy`, { replace: true, state: { confirmed: true } }),
    onFailed: (error) => setNotice(linkErrorNotice(error, legacyTexts())),
  });

  return (
    <div className="grid-row">
      <div className="grid-col-12 tablet:grid-col-8 desktop:grid-col-6">
        <PageHeading>{t('password.legacy.title')}</PageHeading>
        {!email || !token ? (
          <Alert type="error">
            <p className="margin-0">{t('password.legacy.missingLink')}</p>
          </Alert>
        ) : (
          <>
            <p>{t('password.legacy.intro')}</p>
            <SetPasswordForm state={form} />
          </>
        )}
        <p className="margin-top-4">
          <Link to={paths.login}>{t('password.legacy.returnToLogin')}</Link>
        </p>
        <PasswordErrorDialog notice={notice} onClose={() => setNotice(null)} />
      </div>
    </div>
  );
}
