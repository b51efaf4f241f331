import { useState, type FormEvent } from 'react';
import { Alert } from '../../../ui/alert';
import { TextField } from '../../../ui/text-field';
import { staffProblemMessage } from '../../lib/api';

/**
 * Asks for a reason and sends it (disabling a member of staff, refusing an invitation): the field
 * takes focus; the server's refusal is shown above it.
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
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const reason = String(new FormData(event.currentTarget).get(id) ?? '').trim();
    try {
      await send(reason);
    } catch (caught) {
      setError(staffProblemMessage(caught));
    }
  };
  return (
    <form className="usa-form" onSubmit={(event) => void submit(event)}>
      {error && (
        <Alert type="error" slim>
          <p className="margin-0">{error}</p>
        </Alert>
      )}
      <TextField id={id} label={label} required minLength={3} autoFocus />
      <button type="submit" className="usa-button usa-button--secondary">
        {confirm}
      </button>
      <button type="button" className="usa-button usa-button--outline" onClick={onCancel}>
        {cancel}
      </button>
    </form>
  );
}
