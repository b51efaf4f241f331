import type { ReactNode } from 'react';
import type { z } from 'zod';
import type { RegistrationResult } from '@efile/contracts';
import { t } from '../../i18n';
import { problemMessage } from '../../lib/problem-message';
import { Alert } from '../../ui/alert';
import { PageHeading } from '../../ui/page';
import { SchemaForm } from '../../ui/schema-form';
import type { FieldSection } from './fields';
import { useRegistrationForm, type Values } from './form';
import { FieldSections } from './form-fields';
import { CheckEmail } from './check-email';
import { StatusNotice } from './status-notice';

/**
 * A form that creates an eFile account (web account or new taxpayer). Answers: 201
 * AccountCreated → check your email (also when the address already has an account: only its
 * owner is told, by e-mail — issue 11); 200 any other status → its message and what to do; 400 with field messages → on the fields; other failures
 * → the problem's message (e.g. 'The information you entered does not match our records.').
 */
export function RegistrationForm<T extends { email: string }>({
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
  sections: readonly FieldSection[];
  schema: z.ZodType;
  /** The request from the fields (their keys kept, so messages land on them). */
  toBody: (values: Values) => unknown;
  send: (request: T) => Promise<RegistrationResult>;
  /** The taxpayer the form is about, so a status can offer to send its e-mail again. */
  taxpayerId?: string;
}) {
  const state = useRegistrationForm<T, RegistrationResult>(sections, { schema, request: toBody, send });
  const { busy, failure } = state;
  const result = state.mutation.data;

  if (result?.status === 'AccountCreated') {
    const email = state.mutation.variables?.email ?? '';
    return <CheckEmail email={email} newTaxpayerId={taxpayerId ? null : result.taxpayerId} />;
  }

  return (
    <>
      <PageHeading>{title}</PageHeading>
      {intro}
      {result && <StatusNotice status={result.status} taxpayerId={taxpayerId} />}
      {failure && (
        <Alert type="error">
          <p className="margin-0">{problemMessage(failure)}</p>
        </Alert>
      )}
      <SchemaForm state={state}>
        <p className="margin-0">{t('registration.form.allRequired')}</p>
        <FieldSections sections={sections} disabled={busy} />
        <button className="usa-button margin-top-3" type="submit" disabled={busy}>
          {busy ? t('registration.form.submitting') : t('registration.form.submit')}
        </button>
      </SchemaForm>
    </>
  );
}
