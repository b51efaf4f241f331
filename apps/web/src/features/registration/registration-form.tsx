import { useState, type FormEvent, type ReactNode } from 'react';
import type { z } from 'zod';
import { useMutation } from '@tanstack/react-query';
import type { RegistrationResult } from '@efile/contracts';
import { t } from '../../i18n';
import { problemMessage } from '../../lib/problem-message';
import { Alert } from '../../ui/alert';
import { ErrorSummary } from '../../ui/form-steps/error-summary';
import { PageHeading } from '../../ui/page';
import { serverFieldErrors, useFieldForm, validateForm, type FieldSection, type FieldValues } from './form';
import { FieldSections } from './form-fields';
import { CheckEmail } from './check-email';
import { StatusNotice } from './status-notice';

/**
 * A form that creates an eFile account (web account or new taxpayer). Answers: 201
 * AccountCreated → check your email (also when the address already has an account: only its
 * owner is told, by e-mail — issue 11); 200 any other status → its message and what to do; 400 with field messages → on the fields; other failures
 * → the problem's message (e.g. 'The information you entered does not match our records.').
 */
export function RegistrationForm<F extends string, T>({
  title,
  intro,
  sections,
  schema,
  toBody,
  send,
  taxpayerId,
}: {
  title: string;
  intro: ReactNode;
  sections: readonly FieldSection<F>[];
  schema: z.ZodType<T>;
  toBody: (values: FieldValues<F>) => unknown;
  send: (request: T) => Promise<RegistrationResult>;
  /** The taxpayer the form is about, so a status can offer to send its e-mail again. */
  taxpayerId?: string;
}) {
  const [general, setGeneral] = useState<string | undefined>();
  const register = useMutation({
    mutationFn: send,
    onError: (error) => {
      const fields = serverFieldErrors(error, form.fields);
      if (fields) form.showErrors(fields);
      else setGeneral(problemMessage(error));
    },
  });
  const busy = register.isPending;
  const form = useFieldForm(sections);
  const result = register.data;

  function submit(event: FormEvent) {
    event.preventDefault();
    setGeneral(undefined);
    const checked = validateForm(form.fields, form.values, schema, toBody(form.values));
    if (!checked.ok) {
      form.showErrors(checked.errors);
      setGeneral(checked.general);
      return;
    }
    form.showErrors({});
    register.mutate(checked.request);
  }

  if (result?.status === 'AccountCreated') {
    const email = (form.values as Record<string, string>).email?.trim() ?? '';
    return <CheckEmail email={email} newTaxpayerId={taxpayerId ? null : result.taxpayerId} />;
  }

  return (
    <>
      <PageHeading>{title}</PageHeading>
      {intro}
      {result && <StatusNotice status={result.status} taxpayerId={taxpayerId} />}
      {general && (
        <Alert type="error">
          <p className="margin-0">{general}</p>
        </Alert>
      )}
      <ErrorSummary errors={form.summary} attempt={form.attempt} />
      <form className="usa-form usa-form--large" noValidate onSubmit={submit}>
        <p className="margin-0">{t('registration.form.allRequired')}</p>
        <FieldSections sections={sections} form={form} disabled={busy} />
        <button className="usa-button margin-top-3" type="submit" disabled={busy}>
          {busy ? t('registration.form.submitting') : t('registration.form.submit')}
        </button>
      </form>
    </>
  );
}
