import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import { EMAIL_MAX_LENGTH, paths } from '@efile/contracts';
import { t } from '../../i18n';
import { ApiError } from '../../lib/http';
import { Alert } from '../../ui/alert';
import { Dialog } from '../../ui/dialog';
import { PageHeading } from '../../ui/page';
import { TextField } from '../../ui/text-field';
import { requestEmailChange } from './api';
import { validateChangeEmail } from './validation';

type Field = 'email' | 'confirm';
const INPUT_ID: Record<Field, string> = { email: 'new-email', confirm: 'confirm-new-email' };

/** Spec §8 "Change email": 400 is the duplicate address; anything else went wrong. */
type Failure = 'duplicate' | 'failed';

/**
 * /change-email (spec §2, §5, §8): New Email Address and Confirm New Email Address, checked as
 * they are typed (a field's message shows once it has been left), Submit disabled while invalid.
 * 202 → the link is on its way to the new address; errors open the spec's modals.
 */
export default function ChangeEmailPage() {
  const [email, setEmail] = useState('');
  const [confirm, setConfirm] = useState('');
  const [touched, setTouched] = useState<Record<Field, boolean>>({ email: false, confirm: false });
  const [failure, setFailure] = useState<Failure | null>(null);
  const change = useMutation({
    mutationFn: (address: string) => requestEmailChange(address),
    onError: (error) =>
      setFailure(error instanceof ApiError && error.status === 400 ? 'duplicate' : 'failed'),
  });
  const { errors, address } = validateChangeEmail(email, confirm);
  const shown = (field: Field) => (touched[field] ? errors[field] : undefined);
  const busy = change.isPending;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!address) {
      setTouched({ email: true, confirm: true });
      document.getElementById(INPUT_ID[errors.email ? 'email' : 'confirm'])?.focus();
      return;
    }
    change.mutate(address);
  }

  // After a refusal the new address is typed again: focus goes there once the modal has closed.
  const refocus = useRef(false);
  useEffect(() => {
    if (failure !== null || !refocus.current) return;
    refocus.current = false;
    document.getElementById(INPUT_ID.email)?.focus();
  }, [failure]);
  function closeDialog() {
    refocus.current = true;
    setFailure(null);
  }

  return (
    <div className="grid-row">
      <div className="grid-col-12 tablet:grid-col-8 desktop:grid-col-6">
        <PageHeading>{t('email.change.title')}</PageHeading>
        {change.isSuccess ? (
          <Sent address={change.variables} />
        ) : (
          <>
            <p>{t('email.change.intro')}</p>
            <form className="usa-form" noValidate onSubmit={submit}>
              <TextField
                id={INPUT_ID.email}
                label={t('email.change.newEmail')}
                error={shown('email')}
                type="email"
                autoComplete="email"
                maxLength={EMAIL_MAX_LENGTH}
                required
                value={email}
                disabled={busy}
                onChange={(e) => setEmail(e.target.value)}
                onBlur={() => setTouched((current) => ({ ...current, email: true }))}
              />
              <TextField
                id={INPUT_ID.confirm}
                label={t('email.change.confirmEmail')}
                error={shown('confirm')}
                type="email"
                autoComplete="email"
                maxLength={EMAIL_MAX_LENGTH}
                required
                value={confirm}
                disabled={busy}
                onChange={(e) => setConfirm(e.target.value)}
                onBlur={() => setTouched((current) => ({ ...current, confirm: true }))}
              />
              {!address && <p className="usa-hint margin-top-2">{t('email.change.disabledHint')}</p>}
              <button className="usa-button margin-top-2" type="submit" disabled={!address || busy}>
                {busy ? t('email.change.submitting') : t('email.change.submit')}
              </button>
            </form>
          </>
        )}
        <p className="margin-top-4">
          <Link to={paths.dashboard}>{t('email.change.toDashboard')}</Link>
        </p>
      </div>
      <Dialog
        open={failure !== null}
        heading={failure === 'duplicate' ? t('email.change.duplicateTitle') : t('email.change.failedTitle')}
        onClose={closeDialog}
        actions={[{ label: t('email.change.close'), onClick: closeDialog }]}
      >
        <p>{failure === 'duplicate' ? t('email.change.duplicate') : t('email.change.failed')}</p>
      </Dialog>
    </div>
  );
}

/** 202: the link is on its way. The message takes focus so it is read out. */
function Sent({ address }: { address: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} tabIndex={-1}>
      <Alert type="success" heading={t('email.change.sentHeading')}>
        <p className="margin-0">{t('email.change.sent', { email: address })}</p>
      </Alert>
    </div>
  );
}
