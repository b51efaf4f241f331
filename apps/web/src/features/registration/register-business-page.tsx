import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paths, registerBusinessRequest, type RegisterBusinessRequest } from '@efile/contracts';
import { t } from '../../i18n';
import { setNotice } from '../../lib/notice';
import { problemMessage } from '../../lib/problem-message';
import { setUser } from '../../lib/session';
import { Alert } from '../../ui/alert';
import { ErrorSummary } from '../../ui/form-steps/error-summary';
import { PageHeading } from '../../ui/page';
import { registerBusiness } from './api';
import { businessSections } from './fields';
import { serverFieldErrors, useFieldForm, validateForm } from './form';
import { FieldSections } from './form-fields';

/**
 * /auth/register-business (signed-in business user, ADR 0006): registers a business the agency
 * has no record of. The server links it and makes it the filing-as taxpayer; the stored user is
 * replaced with the one it returns and the dashboard opens with a notice. 409 shows the detail.
 */
export default function RegisterBusinessPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [general, setGeneral] = useState<string | undefined>();
  const register = useMutation({
    mutationFn: (request: RegisterBusinessRequest) => registerBusiness(request),
    onSuccess: async ({ taxpayerId, user }, request) => {
      setUser(user);
      // Everything loaded for the previous filing-as taxpayer is stale now.
      await queryClient.invalidateQueries();
      setNotice(t('registration.business.registered', { name: request.name1, taxpayerId }));
      navigate(paths.dashboard, { replace: true });
    },
    onError: (error) => {
      const fields = serverFieldErrors(error, form.fields);
      if (fields) form.showErrors(fields);
      else setGeneral(problemMessage(error));
    },
  });
  const busy = register.isPending || register.isSuccess;
  const form = useFieldForm(businessSections);

  function submit(event: FormEvent) {
    event.preventDefault();
    setGeneral(undefined);
    const { values } = form;
    const checked = validateForm(form.fields, values, registerBusinessRequest, {
      ein: values.ein.trim(),
      name1: values.name1,
      name2: values.name2.trim() || undefined,
      streetAddress: values.streetAddress,
      city: values.city,
      state: values.state,
      zip: values.zip,
      businessPhoneNumber: values.businessPhoneNumber.replace(/[\s().-]/g, ''),
    });
    if (!checked.ok) {
      form.showErrors(checked.errors);
      setGeneral(checked.general);
      return;
    }
    form.showErrors({});
    register.mutate(checked.request);
  }

  return (
    <>
      <PageHeading>{t('registration.business.title')}</PageHeading>
      <p className="usa-intro">{t('registration.business.intro')}</p>
      {general && (
        <Alert type="error">
          <p className="margin-0">{general}</p>
        </Alert>
      )}
      <ErrorSummary errors={form.summary} attempt={form.attempt} />
      <form className="usa-form usa-form--large" noValidate onSubmit={submit}>
        <p className="margin-0">{t('registration.form.allRequired')}</p>
        <FieldSections sections={businessSections} form={form} disabled={busy} />
        <ul className="usa-button-group margin-top-3">
          <li className="usa-button-group__item">
            <button className="usa-button" type="submit" disabled={busy}>
              {busy ? t('registration.form.submitting') : t('registration.business.submit')}
            </button>
          </li>
          <li className="usa-button-group__item">
            <Link className="usa-button usa-button--unstyled padding-105" to={paths.dashboard}>
              {t('registration.business.cancel')}
            </Link>
          </li>
        </ul>
      </form>
    </>
  );
}
