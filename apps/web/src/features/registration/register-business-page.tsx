import { Link, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { paths, registerBusinessRequest, type RegisterBusinessRequest } from '@efile/contracts';
import { t } from '../../i18n';
import { setNotice } from '../../lib/notice';
import { problemMessage } from '../../lib/problem-message';
import { setUser } from '../../lib/session';
import { Alert } from '../../ui/alert';
import { PageHeading } from '../../ui/page';
import { SchemaForm } from '../../ui/schema-form';
import { registerBusiness } from './api';
import { businessSections } from './fields';
import { useRegistrationForm, type Values } from './form';
import { FieldSections } from './form-fields';

/** The request from the fields: the alternate name only when given, the phone as its digits. */
const request = (values: Values) => ({
  ein: values.ein?.trim(),
  name1: values.name1,
  name2: values.name2?.trim() || undefined,
  streetAddress: values.streetAddress,
  city: values.city,
  state: values.state,
  zip: values.zip,
  businessPhoneNumber: values.businessPhoneNumber?.replace(/[\s().-]/g, ''),
});

/**
 * /auth/register-business (signed-in business user, ADR 0006): registers a business the agency
 * has no record of. The server links it and makes it the filing-as taxpayer; the stored user is
 * replaced with the one it returns and the dashboard opens with a notice. 409 shows the detail.
 */
export default function RegisterBusinessPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const sections = businessSections();
  const state = useRegistrationForm(sections, {
    schema: registerBusinessRequest,
    request,
    send: (body: RegisterBusinessRequest) => registerBusiness(body),
    onSent: ({ taxpayerId, user }, body) => {
      setUser(user);
      // Everything loaded for the previous filing-as taxpayer is stale now.
      void queryClient.invalidateQueries().then(() => {
        setNotice(t('registration.business.registered', { name: body.name1, taxpayerId }));
        navigate(paths.dashboard, { replace: true });
      });
    },
  });
  const busy = state.busy || state.mutation.isSuccess;

  return (
    <>
      <PageHeading>{t('registration.business.title')}</PageHeading>
      <p className="usa-intro">{t('registration.business.intro')}</p>
      {state.failure && (
        <Alert type="error">
          <p className="margin-0">{problemMessage(state.failure)}</p>
        </Alert>
      )}
      <SchemaForm state={state}>
        <p className="margin-0">{t('registration.form.allRequired')}</p>
        <FieldSections sections={sections} disabled={busy} />
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
      </SchemaForm>
    </>
  );
}
