import { Fragment, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { ContactType, EMAIL_MAX_LENGTH, type ContactRequest } from '@efile/contracts';
import { t } from '../../i18n';
import { useClientConfig } from '../../lib/client-config';
import { AGENCY_CONTACT, telHref } from '../../lib/site';
import { Alert } from '../../ui/alert';
import { ErrorSummary } from '../../ui/form-steps/error-summary';
import { PageHeading } from '../../ui/page';
import { TextField } from '../../ui/text-field';
import { useToast } from '../../ui/toasts';
import { sendContactRequest } from './api';
import {
  CONTACT_FAILURE_TOAST_MS,
  CONTACT_FIELDS,
  EMPTY_CONTACT,
  serverFieldErrors,
  validateContact,
  type ContactErrors,
  type ContactField,
  type ContactValues,
} from './validation';

/** The element a field's error links to (the first radio for the type). */
const fieldId = (field: ContactField) => (field === 'type' ? 'contact-type-0' : `contact-${field}`);

/**
 * Spec §2 "Contact us" and §4 "Contact form": a public form (type, name, phone, e-mail, message)
 * beside the agency's address, phones and e-mail links. Sending → sent (form reset) or a 15 s
 * danger toast; the server's field messages show on the fields. After a failed submit the error
 * summary above the form lists each message as a link to its field, and its heading takes focus.
 */
export default function ContactPage() {
  const toast = useToast();
  const [values, setValues] = useState<ContactValues>(EMPTY_CONTACT);
  const [errors, setErrors] = useState<ContactErrors>({});
  /** After the first submit, messages follow the fields as they change. */
  const [checking, setChecking] = useState(false);
  /** Failed submits so far: each one moves focus to the error summary's heading. */
  const [attempt, setAttempt] = useState(0);
  const send = useMutation({
    mutationFn: (request: ContactRequest) => sendContactRequest(request),
    onSuccess: () => {
      setValues(EMPTY_CONTACT);
      setErrors({});
      setChecking(false);
    },
    onError: (error) => {
      const fields = serverFieldErrors(error);
      if (fields) {
        setErrors(fields);
        setAttempt((n) => n + 1);
      } else {
        toast('danger', t('contact.failed'), CONTACT_FAILURE_TOAST_MS);
      }
    },
  });
  const sending = send.isPending;

  function update(field: ContactField, value: string) {
    const next = { ...values, [field]: value };
    setValues(next);
    if (checking) {
      const result = validateContact(next);
      setErrors(result.ok ? {} : result.errors);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setChecking(true);
    const result = validateContact(values);
    if (!result.ok) {
      setErrors(result.errors);
      setAttempt((n) => n + 1);
      return;
    }
    setErrors({});
    send.mutate(result.request);
  }

  const summary = CONTACT_FIELDS.flatMap((field) => {
    const message = errors[field];
    return message ? [{ fieldId: fieldId(field), message }] : [];
  });
  const describedBy = (field: ContactField) => (errors[field] ? `contact-${field}-error` : undefined);

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
          <ErrorSummary errors={summary} attempt={attempt} />
          <form className="usa-form usa-form--large" noValidate onSubmit={submit}>
            <p className="margin-0">{t('contact.allRequired')}</p>
            <fieldset className="usa-fieldset" disabled={sending}>
              <fieldset
                className={`usa-fieldset usa-form-group${errors.type ? ' usa-form-group--error' : ''}`}
              >
                <legend className="usa-legend">{t('contact.type')}</legend>
                {errors.type && (
                  <span className="usa-error-message" id="contact-type-error">
                    {errors.type}
                  </span>
                )}
                {ContactType.map((type, index) => (
                  <div className="usa-radio" key={type}>
                    <input
                      className="usa-radio__input"
                      id={`contact-type-${index}`}
                      type="radio"
                      name="type"
                      value={type}
                      checked={values.type === type}
                      aria-describedby={describedBy('type')}
                      onChange={() => update('type', type)}
                    />
                    <label className="usa-radio__label" htmlFor={`contact-type-${index}`}>
                      {type}
                      <span className="usa-radio__label-description">{t(`contact.types.${type}`)}</span>
                    </label>
                  </div>
                ))}
              </fieldset>
              <TextField
                id="contact-name"
                label={t('contact.name')}
                error={errors.name}
                autoComplete="name"
                maxLength={100}
                value={values.name}
                onChange={(e) => update('name', e.target.value)}
              />
              <TextField
                id="contact-phoneNumber"
                label={t('contact.phoneNumber')}
                error={errors.phoneNumber}
                type="tel"
                autoComplete="tel"
                maxLength={20}
                value={values.phoneNumber}
                onChange={(e) => update('phoneNumber', e.target.value)}
              />
              <TextField
                id="contact-emailAddress"
                label={t('contact.emailAddress')}
                error={errors.emailAddress}
                type="email"
                autoComplete="email"
                maxLength={EMAIL_MAX_LENGTH}
                value={values.emailAddress}
                onChange={(e) => update('emailAddress', e.target.value)}
              />
              <div className={`usa-form-group${errors.message ? ' usa-form-group--error' : ''}`}>
                <label className="usa-label" htmlFor="contact-message">
                  {t('contact.message')}
                </label>
                {errors.message && (
                  <span className="usa-error-message" id="contact-message-error">
                    {errors.message}
                  </span>
                )}
                <textarea
                  className={`usa-textarea${errors.message ? ' usa-input--error' : ''}`}
                  id="contact-message"
                  name="message"
                  maxLength={4000}
                  value={values.message}
                  aria-invalid={!!errors.message}
                  aria-describedby={describedBy('message')}
                  onChange={(e) => update('message', e.target.value)}
                />
              </div>
            </fieldset>
            <button className="usa-button margin-top-3" type="submit" disabled={sending}>
              {sending ? t('contact.sending') : t('contact.send')}
            </button>
          </form>
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
