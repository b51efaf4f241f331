import { useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useMutation, useQuery } from '@tanstack/react-query';
import { paths, reminderUnsubscribeQuery, type ReminderKind } from '@efile/contracts';
import { t } from '../../i18n';
import { Alert, Spinner } from '../../ui/alert';
import { PageHeading } from '../../ui/page';
import { reminderTokenState, resubscribeReminders, unsubscribeReminders } from './api';

const kindName = (kind: ReminderKind) => t(`reminders.kinds.${kind}`);

/**
 * /reminders/unsubscribe?token=… (ADR 0042, public, no sign-in): the link of every reminder
 * e-mail. Opening it only reads which kind the token stops (a mail scanner that opens links
 * unsubscribes no one); the person's click posts the unsubscribe, and the page then offers to
 * resubscribe with the same link. A link already used (or the mail client's one-click) shows the
 * stopped state at once.
 */
export default function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const valid = reminderUnsubscribeQuery.safeParse({ token }).success;
  const state = useQuery({
    queryKey: ['reminder-token', token],
    queryFn: () => reminderTokenState(token),
    enabled: valid,
    retry: false,
  });
  // The button pressed goes away with the answer: focus moves to what the page now says.
  const result = useRef<HTMLDivElement>(null);
  const answered = async () => {
    await state.refetch();
    result.current?.focus();
  };
  const stop = useMutation({ mutationFn: () => unsubscribeReminders(token), onSuccess: answered });
  const undo = useMutation({ mutationFn: () => resubscribeReminders(token), onSuccess: answered });
  const busy = stop.isPending || undo.isPending || state.isFetching;
  const failed = stop.isError || undo.isError;

  let body;
  if (!valid || state.isError) {
    body = (
      <Alert type="error" heading={t('reminders.unsubscribe.invalidHeading')}>
        <p className="margin-0">{t('reminders.unsubscribe.invalid')}</p>
      </Alert>
    );
  } else if (!state.data) {
    body = (
      <p>
        <Spinner label={t('reminders.unsubscribe.loading')} /> {t('reminders.unsubscribe.loading')}
      </p>
    );
  } else {
    const kind = kindName(state.data.kind);
    body = state.data.unsubscribed ? (
      <>
        <Alert type="success" heading={t('reminders.unsubscribe.stoppedHeading')}>
          <p className="margin-0">{t('reminders.unsubscribe.stopped', { kind })}</p>
        </Alert>
        <button
          type="button"
          className="usa-button usa-button--outline margin-top-3"
          disabled={busy}
          onClick={() => undo.mutate()}
        >
          {undo.isPending ? t('reminders.unsubscribe.working') : t('reminders.unsubscribe.resubscribe')}
        </button>
      </>
    ) : (
      <>
        {undo.isSuccess && (
          <Alert type="success" heading={t('reminders.unsubscribe.resubscribedHeading')}>
            <p className="margin-0">{t('reminders.unsubscribe.resubscribed', { kind })}</p>
          </Alert>
        )}
        <p>{t('reminders.unsubscribe.ask', { kind })}</p>
        <button type="button" className="usa-button" disabled={busy} onClick={() => stop.mutate()}>
          {stop.isPending ? t('reminders.unsubscribe.working') : t('reminders.unsubscribe.confirm')}
        </button>
      </>
    );
  }

  return (
    <>
      <PageHeading>{t('reminders.unsubscribe.title')}</PageHeading>
      <div aria-live="polite" ref={result} tabIndex={-1} data-testid="reminder-unsubscribe">
        {failed && (
          <Alert type="error" heading={t('reminders.unsubscribe.failedHeading')}>
            <p className="margin-0">{t('reminders.unsubscribe.failed')}</p>
          </Alert>
        )}
        {body}
      </div>
      <p className="margin-top-4">
        <Link to={paths.reminderSettings}>{t('reminders.unsubscribe.toSettings')}</Link>
      </p>
    </>
  );
}
