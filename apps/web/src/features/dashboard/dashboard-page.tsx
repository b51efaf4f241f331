import { Link } from 'react-router';
import { FeatureName, paths, type AccountLedger } from '@efile/contracts';
import { t, type MessageKey } from '../../i18n';
import { upcomingText, useAccount, useUpcoming } from '../../lib/account';
import { longDayOf } from '../../lib/dates';
import { formatCents } from '../../lib/money';
import { useFeatures } from '../../lib/features';
import { useUser } from '../../lib/session';
import { useTaxYear } from '../../lib/tax-year';
import { PageHeading } from '../../ui/page';
import { PayablesTable } from '../../ui/payables';
import { dashboardTiles, tileStanding, type Tile } from './tiles';

/**
 * Issue 15: above the tiles, what the taxpayer (or the business filed as) owes today, with a link
 * to My Account, and what is due next and when (computed by the server from the tax rules).
 */
function AccountSummary() {
  const account = useAccount();
  const upcoming = useUpcoming();
  // Nothing to say when neither could be read; while they load, the box keeps its place
  // (efile-summary's min-height) so the tiles below do not move when it fills (CLS, issue 14).
  if (!account.data && !upcoming.data && !account.isPending && !upcoming.isPending) return null;
  const loading = !account.data && !upcoming.data;
  // What is due by today: installments not yet due are listed below, payable early, not owed yet.
  const owed = account.data?.total.dueNow ?? 0;
  const payables = account.data?.payables.filter((p) => p.target.kind !== 'year') ?? [];
  const next = upcoming.data?.items.slice(0, 3) ?? [];
  return (
    <section
      className="usa-summary-box efile-summary margin-bottom-3"
      aria-labelledby="dashboard-summary-heading"
      aria-busy={loading}
    >
      <div className="usa-summary-box__body">
        <h2 className="usa-summary-box__heading" id="dashboard-summary-heading">
          {t('account.summary.heading')}
        </h2>
        {loading && <p>{t('app.loading')}</p>}
        {account.data && (
          <p data-testid="total-owed">
            {owed > 0
              ? t('account.summary.owed', { amount: formatCents(owed) })
              : t('account.summary.nothingOwed')}{' '}
            <Link to={paths.account}>{t('account.summary.toAccount')}</Link>
          </p>
        )}
        {payables.length > 0 && <PayablesTable items={payables} />}
        {upcoming.data && (
          <>
            <h3 className="margin-bottom-1">{t('account.dueNext.heading')}</h3>
            {next.length === 0 ? (
              <p className="margin-0">{t('account.dueNext.nothing')}</p>
            ) : (
              <ul className="usa-list margin-0" data-testid="due-next">
                {next.map((item) => (
                  <li key={`${item.kind}-${item.taxYear}-${item.period ?? ''}`}>
                    {item.overdue && <strong>{t('account.dueNext.overdue')}: </strong>}
                    {upcomingText(item)}
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </div>
    </section>
  );
}

/** Under a form's tile: where its latest filing stands, from the account model (issue 22 item 4). */
function TileStanding({ tile, account, taxYear }: { tile: Tile; account?: AccountLedger; taxYear?: number }) {
  const form = tileStanding(tile, account, taxYear);
  if (!form) return null;
  return (
    <p className="margin-top-1" data-testid="tile-standing">
      {t('account.standing.tileFiled', { date: longDayOf(form.filedAt) })}{' '}
      {form.payToday > 0
        ? t('account.standing.tileOwed', { amount: formatCents(form.payToday) })
        : t('account.standing.tilePaid')}
    </p>
  );
}

/**
 * Spec §2 "Dashboard tiles": by user kind, and Manage Business Accounts with EinManagement. A form
 * already filed for the year says where it stands, and its tile opens it instead of Start.
 */
export default function DashboardPage() {
  const user = useUser();
  const features = useFeatures();
  const account = useAccount();
  const taxYear = useTaxYear();
  if (!user) return null;
  const tiles = dashboardTiles(user.isBusinessUser, !!features?.[FeatureName.EinManagement]);
  return (
    <>
      <PageHeading>{t('dashboard.title')}</PageHeading>
      <AccountSummary />
      <p>{t('dashboard.intro')}</p>
      <ul className="efile-tiles" aria-label={t('dashboard.title')}>
        {tiles.map((tile) => {
          const title = t(`tiles.${tile.id}.title` as MessageKey);
          const start = tile.start && !tileStanding(tile, account.data, taxYear);
          return (
            <li key={tile.id} className="usa-card" data-testid="dashboard-tile">
              <div className="usa-card__container">
                <div className="usa-card__header">
                  <h2 className="usa-card__heading">{title}</h2>
                </div>
                <div className="usa-card__body">
                  <p>{t(`tiles.${tile.id}.text` as MessageKey)}</p>
                  <TileStanding tile={tile} account={account.data} taxYear={taxYear} />
                </div>
                <div className="usa-card__footer">
                  <Link
                    className="usa-button"
                    to={tile.path}
                    aria-label={`${start ? t('dashboard.start') : t('dashboard.open')} ${title}`}
                  >
                    {start ? t('dashboard.start') : t('dashboard.open')}
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
