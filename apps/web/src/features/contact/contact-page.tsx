import { Fragment } from 'react';
import {
  ContactType,
  contactRequest,
  contactTypeName,
  EMAIL_MAX_LENGTH,
  type ContactRequest,
} from '@efile/contracts';
import { currentLanguage, t } from '../../i18n';
import { useClientConfig } from '../../lib/client-config';
import { AGENCY_CONTACT, telHref } from '../../lib/site';
import { Alert } from '../../ui/alert';
import { fieldErrorsOf } from '../../ui/form-steps/server-errors';
import { PageHeading } from '../../ui/page';
import { RadioInput, SchemaForm, TextAreaInput, TextInput, useSchemaForm } from '../../ui/schema-form';
import { useToast } from '../../ui/toasts';
import { sendContactRequest } from './api';
import { CONTACT_FAILURE_TOAST_MS, EMPTY_CONTACT, type ContactValues } from './validation';

/**
 * Spec §2 "Contact us" and §4 "Contact form": a public form (type, name, phone, e-mail, message)
 * beside the agency's address, phones and e-mail links, checked by the contract's
 * `contactRequest` (the server's own: '{Field name} is required.', '… is invalid.'). Sending →
 * sent (form reset) or a 15 s danger toast; the server's field messages show on the fields. After
 * a failed submit the error summary above the form lists each message as a link to its field,
 * and its heading takes focus; from then on the messages follow the fields.
 */
export default function ContactPage() {
  const toast = useToast();
  const state = useSchemaForm<ContactValues, ContactRequest>({
    schema: contactRequest,
    defaultValues: EMPTY_CONTACT,
    send: sendContactRequest,
    onSent: () => state.form.reset(EMPTY_CONTACT),
    // The server's field messages are on the fields; anything else is the spec's toast.
    onFailed: (error) => {
      if (!fieldErrorsOf(error)) toast('danger', t('contact.failed'), CONTACT_FAILURE_TOAST_MS);
    },
  });
  const sending = state.busy;
  const send = state.mutation;

  return (
    <>
      <PageHeading>{t('contact.title')}</PageHeading>
      <p className="usa-intro">{t('contact.intro')}</p>
      <p>{t('contact.responseTime')}</p>
      <div className="efile-contact">
        <section aria-labelledby="contact-form-heading">
          <h2 id="contact-form-heading">{t('contact.formHeading')}</h2>
          {send.isSuccess && (
            <Alert type="success" slim>
              <p className="margin-0">{t('contact.sent')}</p>
            </Alert>
          )}
          <SchemaForm state={state}>
            <p className="margin-0">{t('contact.allRequired')}</p>
            <fieldset className="usa-fieldset" disabled={sending}>
              <RadioInput
                name="type"
                legend={t('contact.type')}
                options={ContactType.map((type) => ({
                  value: type,
                  label: contactTypeName(type, currentLanguage()),
                  description: t(`contact.types.${type}`),
                }))}
              />
              <TextInput name="name" label={t('contact.name')} autoComplete="name" maxLength={100} />
              <TextInput
                name="phoneNumber"
                label={t('contact.phoneNumber')}
                type="tel"
                autoComplete="tel"
                maxLength={20}
              />
              <TextInput
                name="emailAddress"
                label={t('contact.emailAddress')}
                type="email"
                autoComplete="email"
                maxLength={EMAIL_MAX_LENGTH}
              />
              <TextAreaInput name="message" label={t('contact.message')} maxLength={4000} />
            </fieldset>
            <button className="usa-button margin-top-3" type="submit" disabled={sending}>
              {sending ? t('contact.sending') : t('contact.send')}
            </button>
          </SchemaForm>
        </section>
        <AgencyContact />
      </div>
    </>
  );
}

/** Spec §1: the agency address, its phones (each with what it is for) and fax, and the three e-mail links. */
function AgencyContact() {
  const { addressLines, fax, email } = AGENCY_CONTACT;
  const phones = useClientConfig()?.contactPhones;
  return (
    <section className="efile-contact__agency" aria-labelledby="contact-agency-heading">
      <h2 id="contact-agency-heading">{t('contact.otherWays')}</h2>
      <h3>{t('contact.addressHeading')}</h3>
      <address>
        {addressLines.map((line) => (
          <span key={line}>{line}</span>
        ))}
      </address>
      <h3>{t('contact.phonesHeading')}</h3>
      <dl className="efile-facts" data-testid="agency-phones">
        {phones?.map(({ purpose, number }) => (
          <Fragment key={purpose}>
            <dt>{t(`contact.phones.${purpose}`)}</dt>
            <dd>
              <a href={telHref(number)}>{number}</a>
            </dd>
          </Fragment>
        ))}
        <dt>{t('contact.fax')}</dt>
        <dd>{fax}</dd>
      </dl>
      <h3>{t('contact.emailHeading')}</h3>
      <ul className="usa-list usa-list--unstyled">
        {(['individual', 'netProfit', 'support'] as const).map((which) => (
          <li key={which}>
            <span>{t(`contact.emails.${which}`)}</span>
            <a href={`mailto:${email[which]}`}>{email[which]}</a>
          </li>
        ))}
      </ul>
    </section>
  );
}
