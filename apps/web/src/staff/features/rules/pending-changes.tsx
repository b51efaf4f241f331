import { useState, type FormEvent } from 'react';
import type { MunicipalityValue, RuleChange, StaffMe } from '@efile/contracts';
import { Alert } from '../../../ui/alert';
import { TextField } from '../../../ui/text-field';
import { st } from '../../i18n';
import { staffProblemMessage } from '../../lib/api';
import { decideChange, formatPercent, usePendingChanges } from './api';

const q = 'rules.pending';

/** What a change sets, in words. */
function summary(change: RuleChange): string {
  if (change.kind === 'municipality') {
    const v = change.value as MunicipalityValue;
    return st(`${q}.summary`, {
      city: v.name,
      rate: formatPercent(v.rate),
      factor: formatPercent(v.creditFactor),
      limit: formatPercent(v.creditLimit),
    });
  }
  if (change.kind === 'interest-rate')
    return st(`${q}.interest`, { rate: formatPercent(Number(change.value.rate)) });
  return `${change.kind} ${change.key}: ${JSON.stringify(change.value)}`;
}

/** Approve or refuse, with a reason (required to refuse): never offered on one's own proposal. */
function Decision({ change, onDone }: { change: RuleChange; onDone: (message: string) => void }) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const how = submitter?.value === 'refuse' ? 'refuse' : 'approve';
    const reason = String(new FormData(event.currentTarget).get(`decision-${change.id}`) ?? '').trim();
    if (how === 'refuse' && !reason) {
      setError(st(`${q}.refuseNeedsReason`));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await decideChange(change.id, how, reason);
      onDone(st(how === 'approve' ? `${q}.approved` : `${q}.refused`, { id: change.id }));
    } catch (caught) {
      setError(staffProblemMessage(caught));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="usa-form" onSubmit={(event) => void submit(event)}>
      <TextField
        id={`decision-${change.id}`}
        label={st(`${q}.decisionReason`, { id: change.id })}
        error={error ?? undefined}
        announce
        maxLength={500}
      />
      <div className="usa-button-group margin-top-1">
        <button type="submit" name="how" value="approve" className="usa-button" disabled={busy}>
          {st(`${q}.approve`, { id: change.id })}
        </button>
        <button
          type="submit"
          name="how"
          value="refuse"
          className="usa-button usa-button--secondary"
          disabled={busy}
        >
          {st(`${q}.refuse`, { id: change.id })}
        </button>
      </div>
    </form>
  );
}

/** The changes waiting for a second person's decision. */
export function PendingChanges({
  me,
  deciding,
  onDone,
}: {
  me: StaffMe;
  deciding: boolean;
  onDone: (message: string) => void;
}) {
  const pending = usePendingChanges();
  const changes = pending.data?.changes ?? [];
  return (
    <>
      <h2>{st(`${q}.heading`)}</h2>
      {pending.isError && (
        <Alert type="error" slim>
          <p className="margin-0">{st('rules.loadFailed')}</p>
        </Alert>
      )}
      {pending.isSuccess && changes.length === 0 && <p>{st(`${q}.none`)}</p>}
      {changes.length > 0 && (
        <table className="usa-table">
          <caption className="usa-sr-only">{st(`${q}.caption`)}</caption>
          <thead>
            <tr>
              <th scope="col">{st(`${q}.change`)}</th>
              <th scope="col">{st(`${q}.year`)}</th>
              <th scope="col">{st(`${q}.proposedBy`)}</th>
              <th scope="col">{st(`${q}.reason`)}</th>
              {deciding && <th scope="col">{st(`${q}.decision`)}</th>}
            </tr>
          </thead>
          <tbody>
            {changes.map((change) => (
              <tr key={change.id} data-testid={`pending-change-${change.id}`}>
                <th scope="row">
                  #{change.id} {summary(change)}
                </th>
                <td>{change.year}</td>
                <td>{change.proposedBy.username}</td>
                <td>
                  {change.reason}
                  <br />
                  <span className="usa-hint">{change.source}</span>
                </td>
                {deciding && (
                  <td>
                    {change.proposedBy.id === me.id ? (
                      st(`${q}.own`)
                    ) : (
                      <Decision change={change} onDone={onDone} />
                    )}
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
