import { useQuery, useQueryClient } from '@tanstack/react-query';
import { staffMay, type StaffTaxpayerAccount } from '@efile/contracts';
import { st } from '../../i18n';
import { staffProblemMessage } from '../../lib/api';
import { useStaffSession } from '../../lib/session';
import { FailureAlert } from '../../ui/staff-form';
import { AdjustmentCard } from './adjustment-card';
import { AdjustmentForm } from './adjustment-form';
import { taxpayerAdjustments } from './api';

/**
 * The adjustments of the account open in the console (issue 28 item 2): each with its details and,
 * for who may decide, its actions; and the form to ask for a new one (not the auditor). A change
 * reloads the account, so its figures follow the ledger.
 */
export function AdjustmentsSection({ data, reason }: { data: StaffTaxpayerAccount; reason: string }) {
  const id = data.taxpayer.taxpayerId;
  const session = useStaffSession();
  const queryClient = useQueryClient();
  const list = useQuery({
    queryKey: ['staff', 'adjustments', id, reason],
    queryFn: () => taxpayerAdjustments(id, reason),
  });
  const role = session?.staff.role;
  const changed = () => {
    void queryClient.invalidateQueries({ queryKey: ['staff', 'taxpayer', id] });
    void queryClient.invalidateQueries({ queryKey: ['staff', 'adjustments', id] });
  };
  return (
    <section aria-labelledby="adjustments-heading" className="margin-top-4" data-testid="section-adjustments">
      <h2 id="adjustments-heading">{st('adjustments.section')}</h2>
      {list.isError && <FailureAlert error={list.error}>{staffProblemMessage(list.error)}</FailureAlert>}
      {list.data?.adjustments.length === 0 && <p>{st('adjustments.sectionEmpty')}</p>}
      {list.data?.adjustments.map((a) => (
        <AdjustmentCard
          key={a.id}
          adjustment={a}
          reason={reason}
          canDecide={!!role && staffMay(role, 'decide')}
          me={session?.staff.username ?? null}
          onChanged={changed}
        />
      ))}
      {role && staffMay(role, 'act') && list.data && (
        <AdjustmentForm
          taxpayerId={id}
          forms={data.account.forms}
          entries={data.entries}
          limit={list.data.approvalLimitCents}
          onDone={changed}
        />
      )}
    </section>
  );
}
