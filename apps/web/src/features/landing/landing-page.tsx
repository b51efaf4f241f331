import { Link } from 'react-router';
import { paths } from '@efile/contracts';
import { t } from '../../i18n';
import { PageHeading } from '../../ui/page';
import { LandingContent } from './landing-content';

/** /landing: the landing page alone, with the way into the agreement. */
export default function LandingPage() {
  return (
    <>
      <PageHeading>{t('landing.title')}</PageHeading>
      <LandingContent />
      <p className="margin-top-4">
        <Link className="usa-button" to={paths.root}>
          {t('landing.start')}
        </Link>
      </p>
    </>
  );
}
