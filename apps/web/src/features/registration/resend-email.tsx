import { useMutation } from '@tanstack/react-query';
import { t } from '../../i18n';
import { Alert } from '../../ui/alert';

/**
 * "Did not get the email?" and a button that sends it again; once sent, `sentText` in its place.
 * Beside a registration status (to the address on file) and on "Check Your Email".
 */
export function ResendEmail({ send, sentText }: { send: () => Promise<unknown>; sentText: string }) {
  const resend = useMutation({ mutationFn: send });
  if (resend.isSuccess) {
    return (
      <Alert type="success" slim>
        <p className="margin-0">{sentText}</p>
      </Alert>
    );
  }
  return (
    <div className="margin-top-2">
      <p>{t('registration.actions.resendIntro')}</p>
      {resend.isError && (
        <Alert type="error" slim>
          <p className="margin-0">{t('registration.actions.resendFailed')}</p>
        </Alert>
      )}
      <button
        className="usa-button usa-button--outline margin-top-1"
        type="button"
        disabled={resend.isPending}
        onClick={() => resend.mutate()}
      >
        {resend.isPending ? t('registration.actions.resending') : t('registration.actions.resend')}
      </button>
    </div>
  );
}
