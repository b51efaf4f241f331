import { useQuery, useQueryClient } from '@tanstack/react-query';
import { staffMay } from '@efile/contracts';
import { formatCents } from '../../../lib/money';
import { st } from '../../i18n';
import { useStaffSession } from '../../lib/session';
import { StaffPageHeading } from '../../ui/page-heading';
import { FailureAlert } from '../../ui/staff-form';
import { AdjustmentCard } from './adjustment-card';
import { waitingAdjustments } from './api';

/** The reason carried to a taxpayer's account from this page (its read is audited with it). */
const REASON = 'Deciding an adjustment waiting for approval';

/**
 * Adjustments waiting for a second person (issue 28 item 2, ADR 0059), oldest first, each with
 * what it changes before → after and the requester's note; a supervisor or administrator who did
 * not ask approves or refuses it here. A decided card stays until the list is read again.
 */
export default function WaitingPage() {
  const session = useStaffSession();
  const queryClient = useQueryClient();
  const list = useQuery({ queryKey: ['staff', 'adjustments', 'waiting'], queryFn: waitingAdjustments });
  const role = session?.staff.role;
  return (
    <>
      <StaffPageHeading>{st('adjustments.title')}</StaffPageHeading>
      {list.data && <p>{st('adjustments.intro', { limit: formatCents(list.data.approvalLimitCents) })}</p>}
      {list.isError && <FailureAlert error={list.error} />}
      {list.isPending && <p>{st('console.loading')}</p>}
      {list.data?.adjustments.length === 0 && <p>{st('adjustments.none')}</p>}
      {list.data?.adjustments.map((a) => (
        <AdjustmentCard
          key={a.id}
          adjustment={a}
          reason={REASON}
          canDecide={!!role && staffMay(role, 'decide')}
          me={session?.staff.username ?? null}
          onChanged={(updated) =>
            queryClient.invalidateQueries({ queryKey: ['staff', 'taxpayer', updated.taxpayerId] })
          }
        />
      ))}
    </>
  );
}
