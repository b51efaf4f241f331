import { useQuery } from '@tanstack/react-query';
import {
  ADJUSTMENT_LINES,
  ADJUSTMENT_SOURCE,
  accountEntries,
  api,
  isAdjustmentReason,
  type AdjustmentReason,
  type LedgerEntryDto,
} from '@efile/contracts';
import { t, type MessageKey } from '../../i18n';
import { longDayOf } from '../../lib/dates';
import { apiFetch } from '../../lib/http';
import { formatCents } from '../../lib/money';
import { useUser } from '../../lib/session';

/** Each reason code's plain words (a credit moved has one line leaving its year and one arriving). */
const WORDS: Record<AdjustmentReason, MessageKey> = {
  'penalty-abated-reasonable-cause': 'account.adjustments.lines.penaltyReasonableCause',
  'penalty-abated-agency-error': 'account.adjustments.lines.penaltyAgencyError',
  'penalty-abated-first-failure': 'account.adjustments.lines.penaltyFirstFailure',
  'interest-abated-agency-error': 'account.adjustments.lines.interestAgencyError',
  'interest-abated-agency-delay': 'account.adjustments.lines.interestAgencyDelay',
  'assessment-corrected': 'account.adjustments.lines.assessmentCorrected',
  'assessment-corrected-amended-return': 'account.adjustments.lines.assessmentAmendedReturn',
  'check-returned': 'account.adjustments.lines.checkReturned',
  'payment-reversed-in-error': 'account.adjustments.lines.paymentInError',
  'credit-moved': 'account.adjustments.lines.creditMovedOut',
};

/** An entry's words: its reason code's, the arriving half of a credit moved its own. */
export const adjustmentWords = (e: LedgerEntryDto): string | null => {
  if (e.source.type !== ADJUSTMENT_SOURCE || !isAdjustmentReason(e.reason)) return null;
  if (e.source.line === ADJUSTMENT_LINES.creditIn) return t('account.adjustments.lines.creditMovedIn');
  return t(WORDS[e.reason]);
};

/**
 * The changes the agency made to the account (issue 28 item 2, ADR 0059), in plain words: each
 * ledger entry of an adjustment with its reason, newest first. Nothing shows when there are none.
 */
export function AdjustmentsSection() {
  const user = useUser();
  const query = useQuery({
    queryKey: ['account-entries', user?.taxpayerId],
    queryFn: () => apiFetch(api.accountEntries, { schema: accountEntries }),
    enabled: !!user?.taxpayerId,
  });
  const rows = (query.data?.entries ?? [])
    .flatMap((e) => {
      const words = adjustmentWords(e);
      return words ? [{ e, words }] : [];
    })
    .reverse();
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby="account-adjustments-heading">
      <h2 id="account-adjustments-heading">{t('account.adjustments.heading')}</h2>
      <p>{t('account.adjustments.intro')}</p>
      <table className="usa-table usa-table--borderless width-full" data-testid="account-adjustments">
        <caption className="usa-sr-only">{t('account.adjustments.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('account.adjustments.date')}</th>
            <th scope="col">{t('account.adjustments.year')}</th>
            <th scope="col">{t('account.adjustments.what')}</th>
            <th scope="col">{t('account.adjustments.amount')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ e, words }) => (
            <tr key={e.id} data-testid="account-adjustment">
              <th scope="row">{longDayOf(e.occurredAt)}</th>
              <td>{e.taxYear}</td>
              <td>{words}</td>
              <td className="efile-money">{formatCents(e.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
