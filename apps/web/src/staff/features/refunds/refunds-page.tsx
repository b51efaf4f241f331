import { Link, useSearchParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  REFUND_CLAIM_STATUSES,
  staffMay,
  type RefundClaimStatus,
  type StaffRefundClaim,
  type StaffRefundClaimList,
} from '@efile/contracts';
import { Alert, Spinner } from '../../../ui/alert';
import { formatCents } from '../../../lib/money';
import { st } from '../../i18n';
import { staffProblemMessage } from '../../lib/api';
import { useStaffSession } from '../../lib/session';
import { StaffPageHeading } from '../../ui/page-heading';
import { ReasonGate } from '../../ui/reason-form';
import { refundClaims } from './api';
import { CLAIMS_KEY, RefundBatches } from './batches';
import { ClaimCard } from './claim-card';

const isStatus = (value: string | null): value is RefundClaimStatus =>
  (REFUND_CLAIM_STATUSES as readonly (string | null)[]).includes(value);

/** The status shown, in the address (`?status=`) beside the reason, so Back and reload keep it. */
function useStatusParam() {
  const [params] = useSearchParams();
  const given = params.get('status');
  const status: RefundClaimStatus = isStatus(given) ? given : 'received';
  const hrefOf = (next: RefundClaimStatus) => {
    const query = new URLSearchParams(params);
    query.set('status', next);
    return `?${query}`;
  };
  return { status, hrefOf };
}

/**
 * The claims of one status: links to each status (the current one marked), then each claim. An
 * action's answer (the claim as it is now) replaces the claim where it is, so it stays in view
 * with its outcome until the list is opened again.
 */
function RefundQueue({ reason }: { reason: string }) {
  const session = useStaffSession();
  const client = useQueryClient();
  const { status, hrefOf } = useStatusParam();
  const key = [...CLAIMS_KEY, reason, status] as const;
  const claims = useQuery({ queryKey: key, queryFn: () => refundClaims(reason, status) });
  if (!session) return null;
  const canAct = staffMay(session.staff.role, 'act');
  const canDecide = staffMay(session.staff.role, 'decide');
  const replace = (claim: StaffRefundClaim) =>
    client.setQueryData<StaffRefundClaimList>(key, (list) =>
      list ? { ...list, claims: list.claims.map((c) => (c.id === claim.id ? claim : c)) } : list,
    );

  return (
    <>
      {!canAct && <p>{st('queues.readOnly')}</p>}
      <nav aria-label={st('refunds.statusNav')}>
        <ul className="usa-button-group usa-button-group--segmented margin-bottom-2">
          {REFUND_CLAIM_STATUSES.map((s) => (
            <li key={s} className="usa-button-group__item">
              <Link
                to={hrefOf(s)}
                className={`usa-button${s === status ? '' : ' usa-button--outline'}`}
                aria-current={s === status ? 'page' : undefined}
              >
                {st(`refunds.statuses.${s}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {claims.data && <p>{st('refunds.limit', { limit: formatCents(claims.data.approvalLimitCents) })}</p>}
      {claims.isPending && <Spinner label={st('console.loading')} />}
      {claims.isError && (
        <Alert type="error" slim>
          <p className="margin-0">{staffProblemMessage(claims.error)}</p>
        </Alert>
      )}
      {claims.data?.claims.length === 0 && (
        <p data-testid="queue-empty">
          {st('refunds.empty', { status: st(`refunds.statuses.${status}`).toLowerCase() })}
        </p>
      )}
      {claims.data?.claims.map((c) => (
        <ClaimCard
          key={c.id}
          claim={c}
          reason={reason}
          canAct={canAct}
          canDecide={canDecide}
          onChanged={replace}
        />
      ))}
    </>
  );
}

/**
 * The refund queue (issue 27 item 3, ADR 0058): claims by status, reviewed with notes, approved
 * (a second person above the limit) or refused with a reason; and the batches that pay them.
 * The claims show taxpayer data: they open once the reason for looking is given (ADR 0046).
 */
export default function RefundsPage() {
  const session = useStaffSession();
  return (
    <>
      <StaffPageHeading>{st('refunds.title')}</StaffPageHeading>
      <p>{st('refunds.intro')}</p>
      <ReasonGate>{(reason) => <RefundQueue reason={reason} />}</ReasonGate>
      {session && staffMay(session.staff.role, 'readExports') && (
        <RefundBatches canIssue={staffMay(session.staff.role, 'decide')} />
      )}
    </>
  );
}
