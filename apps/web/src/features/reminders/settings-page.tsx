import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { paths, type ReminderSetting } from '@efile/contracts';
import { t } from '../../i18n';
import { useUser } from '../../lib/session';
import { Alert, Spinner } from '../../ui/alert';
import { PageHeading } from '../../ui/page';
import { fetchReminderSettings, saveReminderSettings } from './api';

/**
 * /reminders/settings (ADR 0042, signed in): a checkbox per reminder kind that concerns whom the
 * user files as now — an individual's own, or the Current Taxpayer's when filing for a business —
 * read and saved through /api/reminders/settings (the session decides whose).
 */
export default function ReminderSettingsPage() {
  const user = useUser();
  const client = useQueryClient();
  const key = ['reminder-settings', user?.taxpayerId, user?.isBusinessUser];
  const settings = useQuery({ queryKey: key, queryFn: fetchReminderSettings, refetchOnMount: 'always' });
  // What the person changed and has not saved yet, over what the server holds.
  const [edits, setEdits] = useState<Partial<Record<ReminderSetting['kind'], boolean>>>({});
  const choices =
    settings.data?.kinds.map((c) => ({ ...c, subscribed: edits[c.kind] ?? c.subscribed })) ?? null;
  const status = useRef<HTMLDivElement>(null);
  const save = useMutation({
    mutationFn: saveReminderSettings,
    onSuccess: (saved) => {
      client.setQueryData(key, saved);
      setEdits({});
    },
    onSettled: () => status.current?.focus(),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (choices) save.mutate(choices);
  };
  const toggle = (kind: ReminderSetting['kind'], subscribed: boolean) => {
    save.reset();
    setEdits((current) => ({ ...current, [kind]: subscribed }));
  };

  return (
    <>
      <PageHeading>{t('reminders.settings.title')}</PageHeading>
      <p>{t('reminders.settings.intro')}</p>
      <div ref={status} tabIndex={-1} aria-live="polite">
        {save.isSuccess && (
          <Alert type="success" heading={t('reminders.settings.savedHeading')}>
            <p className="margin-0">{t('reminders.settings.saved')}</p>
          </Alert>
        )}
        {save.isError && (
          <Alert type="error" heading={t('reminders.settings.failedHeading')}>
            <p className="margin-0">{t('reminders.settings.failed')}</p>
          </Alert>
        )}
      </div>
      {settings.isError && (
        <Alert type="error">
          <p className="margin-0">{t('reminders.settings.loadFailed')}</p>
        </Alert>
      )}
      {!choices && !settings.isError && <Spinner label={t('app.loading')} />}
      {choices && (
        <form className="usa-form usa-form--large" onSubmit={submit}>
          <fieldset className="usa-fieldset">
            <legend className="usa-legend">{t('reminders.settings.legend')}</legend>
            {choices.map(({ kind, subscribed }) => (
              <div className="usa-checkbox" key={kind}>
                <input
                  className="usa-checkbox__input usa-checkbox__input--tile"
                  id={`reminder-${kind}`}
                  type="checkbox"
                  checked={subscribed}
                  onChange={(e) => toggle(kind, e.target.checked)}
                />
                <label className="usa-checkbox__label" htmlFor={`reminder-${kind}`}>
                  {t(`reminders.kinds.${kind}`)}
                  <span className="usa-checkbox__label-description">{t(`reminders.hints.${kind}`)}</span>
                </label>
              </div>
            ))}
          </fieldset>
          <button type="submit" className="usa-button margin-top-3" disabled={save.isPending}>
            {save.isPending ? t('reminders.settings.saving') : t('reminders.settings.save')}
          </button>
        </form>
      )}
      <p className="margin-top-4">
        <Link to={paths.account}>{t('reminders.settings.toAccount')}</Link>
      </p>
    </>
  );
}
