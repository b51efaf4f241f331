import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { changeEmailRequest, EMAIL_MAX_LENGTH, paths } from '@efile/contracts';
import { t } from '../../i18n';
import { ApiError } from '../../lib/http';
import { Alert } from '../../ui/alert';
import { Dialog } from '../../ui/dialog';
import { PageHeading } from '../../ui/page';
import { SchemaForm, TextInput, useSchemaForm } from '../../ui/schema-form';
import { requestEmailChange } from './api';
import { confirmEmailCheck, type ChangeEmailValues } from './validation';

/** Spec §8 "Change email": 400 is the duplicate address; anything else went wrong. */
type Failure = 'duplicate' | 'failed';

/**
 * /change-email (spec §2, §5, §8): New Email Address (the contract's `changeEmailRequest`) and
 * Confirm New Email Address, checked as they are typed (a field's message shows once it has been
 * left), Submit disabled while invalid. 202 → the link is on its way to the new address; errors
 * open the spec's modals.
 */
export default function ChangeEmailPage() {
  const [failure, setFailure] = useState<Failure | null>(null);
  const state = useSchemaForm<ChangeEmailValues, { email: string }>({
    schema: changeEmailRequest,
    defaultValues: { email: '', confirm: '' },
    request: ({ email }) => ({ email }),
    checks: confirmEmailCheck,
    mode: 'onTouched',
    send: ({ email }) => requestEmailChange(email),
    onFailed: (error) =>
      setFailure(error instanceof ApiError && error.status === 400 ? 'duplicate' : 'failed'),
  });
  const change = state.mutation;
  const valid = state.form.formState.isValid;
  const { busy } = state;

  // After a refusal the new address is typed again: focus goes there once the modal has closed.
  const refocus = useRef(false);
  const { setFocus } = state.form;
  useEffect(() => {
    if (failure !== null || !refocus.current) return;
    refocus.current = false;
    setFocus('email');
  }, [failure, setFocus]);
  function closeDialog() {
    refocus.current = true;
    setFailure(null);
  }

  return (
    <div className="grid-row">
      <div className="grid-col-12 tablet:grid-col-8 desktop:grid-col-6">
        <PageHeading>{t('email.change.title')}</PageHeading>
        {change.isSuccess ? (
          <Sent address={change.variables.email} />
        ) : (
          <>
            <p>{t('email.change.intro')}</p>
            <SchemaForm state={state} className="usa-form">
              <TextInput
                name="email"
                label={t('email.change.newEmail')}
                type="email"
                autoComplete="email"
                maxLength={EMAIL_MAX_LENGTH}
                required
                disabled={busy}
              />
              <TextInput
                name="confirm"
                label={t('email.change.confirmEmail')}
                type="email"
                autoComplete="email"
                maxLength={EMAIL_MAX_LENGTH}
                required
                disabled={busy}
              />
              {!valid && <p className="usa-hint margin-top-2">{t('email.change.disabledHint')}</p>}
              <button className="usa-button margin-top-2" type="submit" disabled={!valid || busy}>
                {busy ? t('email.change.submitting') : t('email.change.submit')}
              </button>
            </SchemaForm>
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
