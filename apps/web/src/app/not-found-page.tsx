import { Link } from 'react-router';
import { paths } from '@efile/contracts/paths';
import { t } from '../i18n';
import { PageHeading } from '../ui/page';

/** `**`: and every route whose screen later work builds. */
export default function NotFoundPage() {
  return (
    <>
      <PageHeading>{t('notFound.title')}</PageHeading>
      <p>{t('notFound.body')}</p>
      <p>
        <Link to={paths.root}>{t('notFound.startOver')}</Link>
      </p>
    </>
  );
}
