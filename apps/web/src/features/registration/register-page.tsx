import { Link, useNavigate } from 'react-router';
import { checkRegistrationRequest, paths } from '@efile/contracts';
import { t } from '../../i18n';
import { ApiError } from '../../lib/http';
import { problemMessage } from '../../lib/problem-message';
import { Alert } from '../../ui/alert';
import { PageHeading } from '../../ui/page';
import { SchemaForm } from '../../ui/schema-form';
import { checkRegistration } from './api';
import { taxpayerIdSections } from './fields';
import { useRegistrationForm } from './form';
import { FieldSections } from './form-fields';
import { StatusNotice } from './status-notice';

/**
 * /authentication/register: how to register. With a taxpayer ID from the agency, its
 * registration status decides the next step (a taxpayer on file without an account goes on to
 * create one); a person new to the agency registers as a new taxpayer; a business
 * representative creates their own account and links businesses after signing in.
 */
export default function RegisterPage() {
  const navigate = useNavigate();
  const sections = taxpayerIdSections();
  const check = useRegistrationForm(sections, {
    schema: checkRegistrationRequest,
    send: ({ taxpayerId }: { taxpayerId: string }) => checkRegistration(taxpayerId),
    onSent: ({ status }, { taxpayerId }) => {
      if (status === 'NeedsToCreateWebAccount') {
        navigate(`${paths.registerWebAccount}?${new URLSearchParams({ taxpayerId }).toString()}`);
      }
    },
  });
  const { data, variables } = check.mutation;
  const answer = data && data.status !== 'NeedsToCreateWebAccount' ? data.status : null;
  const general = check.failure
    ? check.failure instanceof ApiError
      ? problemMessage(check.failure)
      : t('registration.start.checkFailed')
    : undefined;

  return (
    <>
      <PageHeading>{t('registration.start.title')}</PageHeading>
      <p className="usa-intro">{t('registration.start.intro')}</p>

      <section aria-labelledby="have-id-heading" className="margin-top-4">
        <h2 id="have-id-heading">{t('registration.start.haveIdHeading')}</h2>
        <p>{t('registration.start.haveIdText')}</p>
        {general && (
          <Alert type="error">
            <p className="margin-0">{general}</p>
          </Alert>
        )}
        <SchemaForm state={check} className="usa-form">
          <FieldSections sections={sections} disabled={check.busy} />
          <button className="usa-button margin-top-3" type="submit" disabled={check.busy}>
            {check.busy ? t('registration.start.checking') : t('registration.start.check')}
          </button>
        </SchemaForm>
        {answer && variables && <StatusNotice status={answer} taxpayerId={variables.taxpayerId} />}
      </section>

      <section aria-labelledby="new-heading" className="margin-top-5">
        <h2 id="new-heading">{t('registration.start.newHeading')}</h2>
        <p>{t('registration.start.newText')}</p>
        <p>
          <Link className="usa-button usa-button--outline" to={paths.registerIndividual}>
            {t('registration.start.newLink')}
          </Link>
        </p>
      </section>

      <section aria-labelledby="business-heading" className="margin-top-5">
        <h2 id="business-heading">{t('registration.start.businessHeading')}</h2>
        <p>{t('registration.start.businessText')}</p>
        <p>
          <Link className="usa-button usa-button--outline" to={`${paths.registerWebAccount}?type=business`}>
            {t('registration.start.businessLink')}
          </Link>
        </p>
      </section>

      <p className="margin-top-5">
        {t('registration.start.haveAccount')} <Link to={paths.login}>{t('registration.actions.login')}</Link>
      </p>
    </>
  );
}
