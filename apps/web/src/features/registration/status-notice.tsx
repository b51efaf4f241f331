import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { paths, type RegistrationStatus } from '@efile/contracts';
import { t } from '../../i18n';
import { useClientConfig } from '../../lib/client-config';
import { AGENCY_CONTACT, telHref } from '../../lib/site';
import { Alert } from '../../ui/alert';
import { sendExistingTaxpayerEmail } from './api';
import { ResendEmail } from './resend-email';

type Action = 'login' | 'registerNew' | 'registerWithId' | 'support' | 'resend';

/**
 * What each registration status offers beside its message (catalogue `registration.status`):
 * log in (with the forgotten-password link), register another way, reach support, or send the
 * confirmation e-mail again to the address on file.
 */
const STATUS_ACTIONS: Record<RegistrationStatus, readonly Action[]> = {
  NotRegisteredTaxpayer: ['registerNew'],
  NeedsToCreateWebAccount: ['registerWithId'],
  ReadyToLogin: ['login'],
  NotPrimaryTaxpayer: [],
  AccountInactive: ['support'],
  NeedsAccountMigration: ['resend'],
  PendingTaxpayerRegistration: ['resend'],
  DuplicateEmail: [],
  AccountCreated: [],
  TaxpayerAlreadyHasUser: ['login'],
  WebUserRequiresPassword: ['resend'],
};

const WARNINGS: ReadonlySet<RegistrationStatus> = new Set([
  'NotRegisteredTaxpayer',
  'NotPrimaryTaxpayer',
  'AccountInactive',
  'DuplicateEmail',
]);

/** The message of a registration status (one map, typed by the spec's enumeration). */
export const statusMessage = (status: RegistrationStatus) => t(`registration.status.${status}`);

/**
 * A registration status as a person reads it: its message and what to do next. It takes focus
 * when it appears, so keyboard and screen-reader users land on the answer.
 */
export function StatusNotice({ status, taxpayerId }: { status: RegistrationStatus; taxpayerId?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), [status]);
  const actions = STATUS_ACTIONS[status];
  // The agency's general line as configured (CONTACT_PHONE_GENERAL), the one the Contact Us page shows.
  const phone =
    useClientConfig()?.contactPhones.find(({ purpose }) => purpose === 'general')?.number ??
    AGENCY_CONTACT.phone;
  return (
    <div ref={ref} tabIndex={-1} className="margin-y-3" data-testid="registration-status">
      <Alert type={WARNINGS.has(status) ? 'warning' : 'info'}>
        <p className="margin-0">{statusMessage(status)}</p>
        {actions.includes('support') && (
          <p className="margin-bottom-0">
            {t('registration.actions.supportEmail')}{' '}
            <a href={`mailto:${AGENCY_CONTACT.email.support}`}>{AGENCY_CONTACT.email.support}</a>{' '}
            {t('registration.actions.supportPhone')} <a href={telHref(phone)}>{phone}</a>.
          </p>
        )}
      </Alert>
      {actions.includes('login') && (
        <ul className="usa-list usa-list--unstyled margin-top-2">
          <li>
            <Link to={paths.login}>{t('registration.actions.login')}</Link>
          </li>
          <li className="margin-top-1">
            <Link to={paths.forgotPassword}>{t('registration.actions.forgotPassword')}</Link>
          </li>
        </ul>
      )}
      {actions.includes('registerNew') && (
        <p>
          <Link to={paths.registerIndividual}>{t('registration.actions.registerNew')}</Link>
        </p>
      )}
      {actions.includes('registerWithId') && (
        <p>
          <Link to={paths.register}>{t('registration.actions.registerWithId')}</Link>
        </p>
      )}
      {actions.includes('resend') && taxpayerId && (
        // POST existing-taxpayer-registration-email: the same answer whatever the taxpayer (ADR 0006).
        <ResendEmail
          send={() => sendExistingTaxpayerEmail(taxpayerId)}
          sentText={t('registration.actions.resent')}
        />
      )}
    </div>
  );
}
