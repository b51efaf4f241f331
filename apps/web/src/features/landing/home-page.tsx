import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths } from '@efile/contracts';
import { list, t } from '../../i18n';
import { acceptDisclaimer } from '../../lib/cookies';
import { safeReturnUrl } from '../../lib/return-url';
import { useUser } from '../../lib/session';
import { AGENCY_SITE_URL } from '../../lib/site';
import { PageHeading } from '../../ui/page';
import { LandingContent } from './landing-content';

/**
 * `/` (and `/disclaimer`): the landing page and the Web Filing Agreement. I Agree sets the
 * `disclaimer` cookie and goes on to login or the dashboard; I Disagree alerts, then closes the
 * window or leaves for the agency site (spec §4 "Disclaimer"). A first-time visitor sent here
 * from a deep link (`?returnUrl=`, spec §5) goes on to that page instead, whose guards send them
 * through login and back to it.
 */
export default function HomePage() {
  const navigate = useNavigate();
  const user = useUser();
  const [params] = useSearchParams();

  function agree() {
    acceptDisclaimer();
    const next = safeReturnUrl(params.get('returnUrl'), window.location.origin);
    navigate(next ?? (user ? paths.dashboard : paths.login));
  }

  function disagree() {
    window.alert(t('agreement.disagreeAlert'));
    window.close();
    // A window the script did not open stays open: leave for the agency's site instead.
    window.location.assign(AGENCY_SITE_URL);
  }

  return (
    <>
      <PageHeading>{t('landing.title')}</PageHeading>
      <p>
        <Link className="usa-button usa-button--outline" to="#agreement-heading">
          {t('landing.toAgreement')}
        </Link>
      </p>
      <LandingContent />
      <section aria-labelledby="agreement-heading" className="margin-top-4">
        <h2 id="agreement-heading">{t('agreement.title')}</h2>
        <p>{t('agreement.intro')}</p>
        <div
          className="efile-agreement usa-prose"
          tabIndex={0}
          role="region"
          aria-label={t('agreement.title')}
        >
          <ol>
            {list('agreement.terms').map((term) => (
              <li key={term}>{term}</li>
            ))}
          </ol>
        </div>
        <ul className="usa-button-group margin-top-3">
          <li className="usa-button-group__item">
            <button type="button" className="usa-button" onClick={agree}>
              {t('agreement.agree')}
            </button>
          </li>
          <li className="usa-button-group__item">
            <button type="button" className="usa-button usa-button--outline" onClick={disagree}>
              {t('agreement.disagree')}
            </button>
          </li>
        </ul>
      </section>
    </>
  );
}
