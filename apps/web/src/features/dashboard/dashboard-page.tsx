import { Link } from 'react-router';
import { FeatureName } from '@efile/contracts';
import { t, type MessageKey } from '../../i18n';
import { useFeatures } from '../../lib/features';
import { useUser } from '../../lib/session';
import { PageHeading } from '../../ui/page';
import { dashboardTiles } from './tiles';

/** Spec §2 "Dashboard tiles": by user kind, and Manage Business Accounts with EinManagement. */
export default function DashboardPage() {
  const user = useUser();
  const features = useFeatures();
  if (!user) return null;
  const tiles = dashboardTiles(user.isBusinessUser, !!features?.[FeatureName.EinManagement]);
  return (
    <>
      <PageHeading>{t('dashboard.title')}</PageHeading>
      <p>{t('dashboard.intro')}</p>
      <ul className="efile-tiles" aria-label={t('dashboard.title')}>
        {tiles.map((tile) => {
          const title = t(`dashboard.tiles.${tile.id}.title` as MessageKey);
          return (
            <li key={tile.id} className="usa-card" data-testid="dashboard-tile">
              <div className="usa-card__container">
                <div className="usa-card__header">
                  <h2 className="usa-card__heading">{title}</h2>
                </div>
                <div className="usa-card__body">
                  <p>{t(`dashboard.tiles.${tile.id}.text` as MessageKey)}</p>
                </div>
                <div className="usa-card__footer">
                  <Link
                    className="usa-button"
                    to={tile.path}
                    aria-label={`${tile.start ? t('dashboard.start') : t('dashboard.open')} ${title}`}
                  >
                    {tile.start ? t('dashboard.start') : t('dashboard.open')}
                  </Link>
                </div>
              </div>
            </li>
          );
        })}
      </ul>
    </>
  );
}
