import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { isStaffReason } from '@efile/contracts';
import { TextField } from '../../ui/text-field';
import { st } from '../i18n';

/** The error a reason field shows, or nothing when the text is a reason (the contracts' one rule). */
export const reasonError = (text: string): string | undefined =>
  isStaffReason(text) ? undefined : st('console.reason.invalid');

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
 * Asks why, before a page shows taxpayer data (ADR 0046): the reason field and a button; a reason
 * without words is refused here with the same rule the server applies.
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
  const [error, setError] = useState<string | undefined>();
  const form = useRef<HTMLFormElement>(null);
  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = String(new FormData(event.currentTarget).get(id) ?? '').trim();
    const problem = reasonError(text);
    setError(problem);
    if (problem) form.current?.querySelector<HTMLInputElement>(`#${id}`)?.focus();
    else onReason(text);
  };
  return (
    <form ref={form} className="usa-form" noValidate onSubmit={send} data-testid="reason-form">
      <TextField
        id={id}
        name={id}
        label={st('console.reason.label')}
        hint={st('console.reason.hint')}
        error={error}
        autoComplete="off"
      />
      <button type="submit" className="usa-button">
        {submit ?? st('console.reason.show')}
      </button>
    </form>
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
