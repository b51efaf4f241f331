import { Link } from 'react-router';
import { paths, registerIndividualRequest } from '@efile/contracts';
import { t } from '../../i18n';
import { registerIndividual } from './api';
import { individualSections } from './fields';
import { RegistrationForm } from './registration-form';

/**
 * /register/individual (ADR 0006): a person the agency has no record of registers as a new
 * taxpayer and gets an account; the answer gives the new taxpayer ID and the check-your-email text.
 */
export default function RegisterIndividualPage() {
  return (
    <RegistrationForm
      title={t('registration.individual.title')}
      intro={
        <p className="usa-intro">
          {t('registration.individual.intro')}{' '}
          <Link to={paths.register}>{t('registration.actions.registerWithId')}</Link>
        </p>
      }
      sections={individualSections()}
      schema={registerIndividualRequest}
      toBody={(values) => ({
        firstName: values.firstName,
        middleInitial: values.middleInitial?.trim() || undefined,
        lastName: values.lastName,
        federalId: values.federalId?.trim(),
        birthDate: values.birthDate,
        streetAddress: values.streetAddress,
        city: values.city,
        state: values.state,
        zip: values.zip,
        username: values.username,
        email: values.email,
      })}
      send={registerIndividual}
    />
  );
}
