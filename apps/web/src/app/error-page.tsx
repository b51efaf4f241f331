import { Link } from 'react-router';
import { paths } from '@efile/contracts/paths';
import { t } from '../i18n';
import { useRouteCrash } from '../lib/client-errors';
import { OfficialBanner } from '../ui/official-banner';
import { PageHeading } from '../ui/page';
import NotFoundPage from './not-found-page';

/**
 * A page that crashed (ADR 0045, issue 22 item 6): plain words, Try again and a way back, inside
 * the shell (header, menu, footer); the error goes to the server, never a stack to the person.
 */
export function RouteErrorPage() {
  const { notFound } = useRouteCrash('taxpayer');
  if (notFound) return <NotFoundPage />;
  return (
    <>
      <PageHeading>{t('errorPage.title')}</PageHeading>
      <p>{t('errorPage.body')}</p>
      <p>{t('errorPage.saved')}</p>
      <ul className="usa-button-group">
        <li className="usa-button-group__item">
          <button type="button" className="usa-button" onClick={() => window.location.reload()}>
            {t('errorPage.retry')}
          </button>
        </li>
        <li className="usa-button-group__item">
          <Link className="usa-button usa-button--outline" to={paths.root}>
            {t('errorPage.back')}
          </Link>
        </li>
      </ul>
    </>
  );
}

/** When the shell itself fails: the same page in a bare frame (banner and header, no menu). */
export function AppErrorPage() {
  return (
    <>
      <a className="usa-skipnav" href="#main-content">
        {t('app.skipToMain')}
      </a>
      <OfficialBanner />
      <header className="efile-header">
        <div className="efile-header__inner">
          <a className="efile-header__brand" href={paths.root}>
            <img src="/logo.svg" alt="" width={40} height={40} />
            <span>{t('app.title')}</span>
          </a>
        </div>
      </header>
      <div className="efile-main">
        <main id="main-content">
          <RouteErrorPage />
        </main>
      </div>
    </>
  );
}
