import { staffReasonBody } from '@efile/contracts';
import { TextInput } from '../../../ui/schema-form';
import { StaffForm, useStaffForm } from '../../ui/staff-form';

/**
 * Asks for a reason and sends it (disabling a member of staff, refusing an invitation), checked
 * with the server's reason rule: the field takes focus on opening and again when the reason is
 * refused; the server's refusal is shown above it.
 */
export function ReasonForm({
  id,
  label,
  confirm,
  cancel,
  send,
  onCancel,
}: {
  id: string;
  label: string;
  confirm: string;
  cancel: string;
  send: (reason: string) => Promise<void>;
  onCancel: () => void;
}) {
  const state = useStaffForm<{ reason: string }, { reason: string }>({
    schema: staffReasonBody,
    defaultValues: { reason: '' },
    focus: 'field',
    ids: () => id,
    send: ({ reason }) => send(reason),
  });
  return (
    <StaffForm state={state}>
      <TextInput name="reason" label={label} autoFocus />
      <button type="submit" className="usa-button usa-button--secondary" disabled={state.busy}>
        {confirm}
      </button>
      <button type="button" className="usa-button usa-button--outline" onClick={onCancel}>
        {cancel}
      </button>
    </StaffForm>
  );
}
