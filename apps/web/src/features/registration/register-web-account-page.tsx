import { Link, Navigate, useSearchParams } from 'react-router';
import { paths, registerWebRequest } from '@efile/contracts';
import { t } from '../../i18n';
import { registerWeb } from './api';
import { webBusinessSections, webIndividualSections } from './fields';
import { RegistrationForm } from './registration-form';

const TAXPAYER_ID = /^\d{1,12}$/;

/**
 * /register/web-account (ADR 0006): `?taxpayerId=…` creates the account of a taxpayer the agency
 * has on file, proven by its federal ID and ZIP code; `?type=business` creates a business
 * representative's account. Without either, registration starts over.
 */
export default function RegisterWebAccountPage() {
  const [params] = useSearchParams();
  const taxpayerId = params.get('taxpayerId')?.trim() ?? '';

  if (params.get('type') === 'business') {
    return (
      <RegistrationForm
        title={t('registration.web.businessTitle')}
        intro={<p className="usa-intro">{t('registration.web.businessIntro')}</p>}
        sections={webBusinessSections()}
        schema={registerWebRequest}
        toBody={(values) => ({
          accountType: 'business',
          firstName: values.firstName,
          lastName: values.lastName,
          username: values.username,
          email: values.email,
        })}
        send={registerWeb}
      />
    );
  }
  if (!TAXPAYER_ID.test(taxpayerId)) return <Navigate to={paths.register} replace />;

  return (
    <RegistrationForm
      title={t('registration.web.title')}
      intro={
        <>
          <p className="usa-intro">{t('registration.web.intro')}</p>
          <p>
            <strong>{t('registration.web.forTaxpayer', { taxpayerId })}</strong>{' '}
            <Link to={paths.register}>{t('registration.web.otherId')}</Link>
          </p>
        </>
      }
      sections={webIndividualSections()}
      schema={registerWebRequest}
      toBody={(values) => ({
        accountType: 'individual',
        taxpayerId,
        federalId: values.federalId?.trim(),
        zip: values.zip,
        firstName: values.firstName,
        username: values.username,
        email: values.email,
      })}
      send={registerWeb}
      taxpayerId={taxpayerId}
    />
  );
}
