import { useState } from 'react';
import { Link } from 'react-router';
import { useMutation, useQuery } from '@tanstack/react-query';
import { paths } from '@efile/contracts';
import { t } from '../../i18n';
import { Alert, Spinner } from '../../ui/alert';
import { PageHeading } from '../../ui/page';
import { useToast } from '../../ui/toasts';
import { resendConfirmation } from '../../lib/resend-confirmation';
import { confirmRegistration, getEmailConfirmationStatus } from './api';
import { httpStatus, passwordReasons, problemDetail, type ErrorNotice } from './link-errors';
import { useLinkParams } from './link-params';
import { PasswordErrorDialog } from './password-error-dialog';
import { SetPasswordForm, useSetPasswordForm } from './set-password-form';

/** Spec §9: the resend toasts last 10000 ms. */
export const RESEND_TOAST_MS = 10_000;

/** Spec §8 "Registration confirmation": the status check's failure texts. */
function statusFailure(error: unknown): string {
  switch (httpStatus(error)) {
    case 400:
      return problemDetail(error) ?? t('password.registration.statusFailed');
    case 410:
      return t('password.registration.expired');
    default:
      return t('password.registration.statusFailed');
  }
}

/** Spec §8: the submit's failure texts (403 goes to the modal instead). */
function submitFailure(error: unknown): { message: string; retry: boolean } {
  switch (httpStatus(error)) {
    case 400:
      return { message: t('password.registration.submitBadRequest'), retry: true };
    case 401:
      return { message: t('password.registration.submitUnauthorized'), retry: false };
    case 410:
      return { message: t('password.registration.expired'), retry: false };
    default:
      return { message: t('password.registration.submitUnknown'), retry: true };
  }
}

/**
 * /confirm-registration?email&token (spec §2, §4): loading → failed | already confirmed | the
 * set-password form → success, or failed with a way to resend the confirmation e-mail.
 */
export default function ConfirmRegistrationPage() {
  const { email, token } = useLinkParams();
  const toast = useToast();
  const missing = !email
    ? t('password.registration.missingEmail')
    : !token
      ? t('password.registration.missingToken')
      : null;
  const status = useQuery({
    queryKey: ['email-confirmation-status', email, token],
    queryFn: () => getEmailConfirmationStatus({ email, token }),
    enabled: missing === null,
    retry: false,
    staleTime: Infinity,
  });
  const [notice, setNotice] = useState<ErrorNotice | null>(null);
  const form = useSetPasswordForm({
    mismatch: t('password.registration.mismatch'),
    send: (password) => confirmRegistration({ email, token, password }),
    onFailed: (error) => {
      if (httpStatus(error) === 403) {
        setNotice({
          heading: t('password.errors.invalidPasswordTitle'),
          body: t('password.errors.invalidPasswordIntro'),
          reasons: passwordReasons(error),
        });
      }
    },
  });
  const submit = form.mutation;
  const resend = useMutation({
    mutationFn: () => resendConfirmation(email),
    onSuccess: () => toast('success', t('password.registration.resendSuccess'), RESEND_TOAST_MS),
    onError: () => toast('danger', t('password.registration.resendFailed'), RESEND_TOAST_MS),
  });

  const submitError = submit.isError && httpStatus(submit.error) !== 403 ? submitFailure(submit.error) : null;
  const failure = missing ?? (status.isError ? statusFailure(status.error) : submitError?.message);
  const alreadyConfirmed = status.data?.emailConfirmed === true && !status.data.canSetPassword;
  const canSetPassword = status.data?.canSetPassword === true && (!submitError || submitError.retry);

  // A person new to the agency: the address is confirmed, the agency still decides (ADR 0047).
  const pendingReview = submit.data?.pendingReview === true;
  const title = pendingReview
    ? t('password.registration.pendingReviewTitle')
    : submit.isSuccess
      ? t('password.registration.successTitle')
      : failure
        ? t('password.registration.failedTitle')
        : alreadyConfirmed
          ? t('password.registration.alreadyRegisteredTitle')
          : t('password.registration.title');

  const returnToLogin = (
    <p className="margin-top-4">
      <Link to={paths.login}>{t('password.registration.returnToLogin')}</Link>
    </p>
  );

  let body;
  if (pendingReview) {
    body = (
      <Alert type="info">
        <p className="margin-0">{t('password.registration.pendingReview')}</p>
      </Alert>
    );
  } else if (submit.isSuccess) {
    body = (
      <Alert type="success">
        <p className="margin-0">{t('password.registration.success')}</p>
      </Alert>
    );
  } else if (status.isPending && missing === null) {
    body = <Spinner label={t('password.registration.loading')} />;
  } else if (alreadyConfirmed) {
    body = (
      <Alert type="info">
        <p className="margin-0">{t('password.registration.alreadyConfirmed')}</p>
      </Alert>
    );
  } else {
    body = (
      <>
        {failure && (
          <Alert type="error">
            <p className="margin-0">{failure}</p>
          </Alert>
        )}
        {canSetPassword && (
          <>
            <p>{t('password.registration.intro')}</p>
            <SetPasswordForm state={form} />
          </>
        )}
        {failure && email && (
          <button
            className="usa-button usa-button--outline margin-top-3"
            type="button"
            disabled={resend.isPending}
            onClick={() => resend.mutate()}
          >
            {resend.isPending ? t('password.registration.resending') : t('password.registration.resend')}
          </button>
        )}
      </>
    );
  }

  return (
    <div className="grid-row">
      <div className="grid-col-12 tablet:grid-col-8 desktop:grid-col-6">
        <PageHeading
          {...(submit.isSuccess && !pendingReview
            ? { title: t('password.registration.successDocumentTitle') }
            : {})}
        >
          {title}
        </PageHeading>
        {body}
        {returnToLogin}
        <PasswordErrorDialog notice={notice} onClose={() => setNotice(null)} />
      </div>
    </div>
  );
}
