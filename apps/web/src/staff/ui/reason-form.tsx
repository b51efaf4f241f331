import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { isStaffReason, staffReasonBody } from '@efile/contracts';
import { TextInput } from '../../ui/schema-form';
import { st } from '../i18n';
import { StaffForm, useStaffForm } from './staff-form';

/**
 * The reason for looking, in the page's address (`?reason=`) as the taxpayer search keeps it, so
 * Back and reload keep it too; null until a valid one is given.
 */
export function useReasonParam(): { reason: string | null; setReason: (reason: string | null) => void } {
  const [params, setParams] = useSearchParams();
  const given = params.get('reason') ?? '';
  return {
    reason: isStaffReason(given) ? given.trim() : null,
    setReason: (reason) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (reason === null) next.delete('reason');
        else next.set('reason', reason);
        return next;
      }),
  };
}

/**
 * Asks why, before a page shows taxpayer data (ADR 0046): the reason field and a button, checked
 * with the contracts' reason rule (the server's); a reason without words is refused under the
 * field, which takes focus.
 */
export function ReasonForm({
  id = 'reason',
  submit,
  onReason,
}: {
  id?: string;
  submit?: string;
  onReason: (reason: string) => void;
}) {
  const state = useStaffForm<{ reason: string }, { reason: string }>({
    schema: staffReasonBody,
    defaultValues: { reason: '' },
    focus: 'field',
    ids: () => id,
    // Nothing is sent: the reason goes into the address, and each call carries it.
    send: async (request) => request,
    onSent: (_sent, request) => onReason(request.reason),
  });
  return (
    <StaffForm state={state} testId="reason-form">
      <TextInput
        name="reason"
        label={st('console.reason.label')}
        hint={st('console.reason.hint')}
        autoComplete="off"
      />
      <button type="submit" className="usa-button">
        {submit ?? st('console.reason.show')}
      </button>
    </StaffForm>
  );
}

/**
 * A page part that shows taxpayer data only once a reason is given: the form until then, then
 * the reason given (with a way to change it) and `children(reason)`.
 */
export function ReasonGate({ children }: { children: (reason: string) => ReactNode }) {
  const { reason, setReason } = useReasonParam();
  if (!reason) return <ReasonForm onReason={setReason} />;
  return (
    <>
      <p data-testid="reason-given">
        {st('console.reason.given', { reason })}{' '}
        <button type="button" className="usa-button usa-button--unstyled" onClick={() => setReason(null)}>
          {st('console.reason.change')}
        </button>
      </p>
      {children(reason)}
    </>
  );
}
