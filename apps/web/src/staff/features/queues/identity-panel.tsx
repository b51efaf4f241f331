import { Fragment, useEffect, useRef, useState } from 'react';
import type { PendingRegistration, RegistrationIdentity } from '@efile/contracts';
import { Alert, Spinner } from '../../../ui/alert';
import { st } from '../../i18n';
import { staffProblemMessage } from '../../lib/api';
import { TaxpayerLink } from '../../ui/taxpayer-link';
import { identityOf } from './api';

const t = (key: string, params?: Record<string, string | number>) =>
  st(`queues.registrations.identity.${key}` as Parameters<typeof st>[0], params);

function Facts({ rows }: { rows: [string, string | null][] }) {
  return (
    <dl className="efile-facts">
      {rows.map(([label, value]) => (
        <Fragment key={label}>
          <dt>{label}</dt>
          <dd>{value ?? st('queues.registrations.none')}</dd>
        </Fragment>
      ))}
    </dl>
  );
}

/**
 * What a registration says of the person, read before the decision (issue 28 item 3): the record
 * beside what was typed for the web account, where they differ, and other records that may be the
 * same person; the decision's buttons come after it. Its heading takes the focus when it opens.
 */
export function IdentityPanel({
  registration: r,
  reason,
  children,
}: {
  registration: PendingRegistration;
  reason: string;
  children: React.ReactNode;
}) {
  const [identity, setIdentity] = useState<RegistrationIdentity | null>(null);
  const [error, setError] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    let live = true;
    identityOf(r.taxpayerId, reason).then(
      (answer) => live && setIdentity(answer),
      (caught: unknown) => live && setError(staffProblemMessage(caught)),
    );
    return () => {
      live = false;
    };
  }, [r.taxpayerId, reason]);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section aria-labelledby={`identity-${r.taxpayerId}`} data-testid="registration-identity">
      <h3 id={`identity-${r.taxpayerId}`} ref={heading} tabIndex={-1} className="margin-top-0">
        {t('heading', { name: r.name, id: r.taxpayerId })}
      </h3>
      {error && (
        <Alert type="error" slim>
          <p className="margin-0">{error}</p>
        </Alert>
      )}
      {!identity && !error && <Spinner label={t('loading')} />}
      {identity && (
        <>
          <div className="grid-row grid-gap">
            <div className="tablet:grid-col-6">
              <h4>{t('record')}</h4>
              <Facts
                rows={[
                  [t('name'), identity.record.name],
                  [t('address'), identity.record.address],
                  [t('birthDate'), identity.record.birthDate],
                  [t('federalId'), identity.record.federalId],
                  [t('email'), identity.record.email],
                ]}
              />
            </div>
            <div className="tablet:grid-col-6">
              <h4>{t('typed')}</h4>
              {identity.account ? (
                <Facts
                  rows={[
                    [t('username'), identity.account.username],
                    [t('firstName'), identity.account.firstName],
                    [t('email'), identity.account.email],
                  ]}
                />
              ) : (
                <p>{t('noAccount')}</p>
              )}
            </div>
          </div>
          {identity.differences.length > 0 ? (
            <Alert type="warning" slim>
              <ul className="margin-0">
                {identity.differences.map((d) => (
                  <li key={d}>{t(`differences.${d}`)}</li>
                ))}
              </ul>
            </Alert>
          ) : (
            identity.account && <p>{t('matches')}</p>
          )}
          <h4>{t('similar')}</h4>
          {identity.similar.length === 0 ? (
            <p>{t('noSimilar')}</p>
          ) : (
            <ul className="usa-list" data-testid="similar-records">
              {identity.similar.map((s) => (
                <li key={s.taxpayerId}>
                  <TaxpayerLink id={s.taxpayerId} reason={reason}>
                    {s.taxpayerId}
                  </TaxpayerLink>{' '}
                  {t('similarItem', { name: s.name, city: s.city, why: t(`similarWhy.${s.why}`) })}
                </li>
              ))}
            </ul>
          )}
          <p className="text-bold">{t('decide')}</p>
          {children}
        </>
      )}
    </section>
  );
}
