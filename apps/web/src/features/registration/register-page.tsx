import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import { checkRegistrationRequest, paths } from '@efile/contracts';
import { t } from '../../i18n';
import { ApiError } from '../../lib/http';
import { problemMessage } from '../../lib/problem-message';
import { Alert } from '../../ui/alert';
import { ErrorSummary } from '../../ui/form-steps/error-summary';
import { PageHeading } from '../../ui/page';
import { checkRegistration } from './api';
import { serverFieldErrors, useFieldForm, validateForm, type FieldSection } from './form';
import { FieldSections } from './form-fields';
import { StatusNotice } from './status-notice';

const sections = [
  {
    fields: [
      {
        name: 'taxpayerId',
        label: t('registration.start.taxpayerId'),
        hint: t('registration.start.taxpayerIdHint'),
        inputMode: 'numeric',
        autoComplete: 'off',
        maxLength: 12,
        width: 'md',
      },
    ],
  },
] as const satisfies readonly FieldSection<'taxpayerId'>[];

/**
 * /authentication/register: how to register. With a taxpayer ID from the agency, its
 * registration status decides the next step (a taxpayer on file without an account goes on to
 * create one); a person new to the agency registers as a new taxpayer; a business
 * representative creates their own account and links businesses after signing in.
 */
export default function RegisterPage() {
  const navigate = useNavigate();
  const [general, setGeneral] = useState<string | undefined>();
  const check = useMutation({
    mutationFn: (taxpayerId: string) => checkRegistration(taxpayerId),
    onSuccess: ({ status }, taxpayerId) => {
      if (status === 'NeedsToCreateWebAccount') {
        navigate(`${paths.registerWebAccount}?${new URLSearchParams({ taxpayerId }).toString()}`);
      }
    },
    onError: (error) => {
      const fields = serverFieldErrors(error, form.fields);
      if (fields) form.showErrors(fields);
      else
        setGeneral(error instanceof ApiError ? problemMessage(error) : t('registration.start.checkFailed'));
    },
  });
  const form = useFieldForm(sections);
  const answer = check.data && check.data.status !== 'NeedsToCreateWebAccount' ? check.data.status : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    setGeneral(undefined);
    const checked = validateForm(form.fields, form.values, checkRegistrationRequest, {
      taxpayerId: form.values.taxpayerId,
    });
    if (!checked.ok) {
      form.showErrors(checked.errors);
      return;
    }
    form.showErrors({});
    check.mutate(checked.request.taxpayerId);
  }

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
        <ErrorSummary errors={form.summary} attempt={form.attempt} />
        <form className="usa-form" noValidate onSubmit={submit}>
          <FieldSections sections={sections} form={form} disabled={check.isPending} />
          <button className="usa-button margin-top-3" type="submit" disabled={check.isPending}>
            {check.isPending ? t('registration.start.checking') : t('registration.start.check')}
          </button>
        </form>
        {answer && check.variables && <StatusNotice status={answer} taxpayerId={check.variables} />}
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
