import { useRef } from 'react';
import {
  staffMay,
  ruleDecisionBody,
  ruleRefusalBody,
  type MunicipalityValue,
  type RuleChange,
  type StaffMe,
} from '@efile/contracts';
import { Alert } from '../../../ui/alert';
import { TextInput } from '../../../ui/schema-form';
import { st } from '../../i18n';
import { StaffForm, useStaffForm } from '../../ui/staff-form';
import { decideChange, formatPercent, usePendingChanges } from './api';

const q = 'rules.pending';

type Installment = { cumulative: number; month: number; day: number; yearOffset: number };

/** What a rule's value sets, in words: the change's, or what is in force now. */
function summary(
  kind: RuleChange['kind'],
  key: string,
  year: number,
  value: Record<string, unknown>,
): string {
  switch (kind) {
    case 'municipality': {
      const v = value as MunicipalityValue;
      return st(`${q}.summary`, {
        city: v.name,
        rate: formatPercent(v.rate),
        factor: formatPercent(v.creditFactor),
        limit: formatPercent(v.creditLimit),
      });
    }
    case 'interest-rate':
      return st(`${q}.interest`, { rate: formatPercent(Number(value.rate)) });
    case 'due-date-override':
      return st(`${q}.dueDate`, { date: String(value.date) });
    case 'estimate-schedule':
      return st(`${q}.schedule`, {
        key,
        installments: (value.installments as Installment[])
          .map((i) =>
            st(`${q}.installment`, {
              share: formatPercent(i.cumulative),
              date: `${year + i.yearOffset}-${String(i.month).padStart(2, '0')}-${String(i.day).padStart(2, '0')}`,
            }),
          )
          .join('; '),
      });
    case 'feature-flag':
      return st(value.enabled ? `${q}.flagOn` : `${q}.flagOff`, { key });
    case 'inactivity':
      return st(`${q}.inactivity`, {
        warning: Math.round(Number(value.warningTime) / 60_000),
        logout: Math.round(Number(value.logoutTime) / 60_000),
      });
  }
}

/** Old → new for the approver (issue 28 item 7): what is in force now for the change's rule and year. */
function inForceNow(change: RuleChange): string {
  const now = change.inForce;
  if (!now) return st(`${q}.nowNone`);
  const what = summary(change.kind, change.key, change.year, now);
  return typeof now.fromYear === 'number'
    ? st(`${q}.nowFrom`, { year: now.fromYear, what })
    : st(`${q}.now`, { what });
}

type How = 'approve' | 'refuse';

/**
 * Approve or refuse, with a reason (required to refuse): never offered on one's own proposal. The
 * request is the server's for the button pressed (a refusal needs the reason in words).
 */
function Decision({ change, onDone }: { change: RuleChange; onDone: (message: string) => void }) {
  const pressed = useRef<How>('approve');
  const state = useStaffForm<{ reason: string; how: How }, { reason?: string }>({
    schema: ({ how }) => (how === 'refuse' ? ruleRefusalBody : ruleDecisionBody),
    defaultValues: { reason: '', how: 'approve' },
    request: ({ reason }) => (reason.trim() ? { reason } : {}),
    checks: ({ how, reason }) => ({
      reason: how === 'refuse' && !reason.trim() ? st(`${q}.refuseNeedsReason`) : undefined,
    }),
    focus: 'field',
    ids: () => `decision-${change.id}`,
    send: ({ reason }) => decideChange(change.id, pressed.current, reason ?? ''),
    onSent: () =>
      onDone(st(pressed.current === 'approve' ? `${q}.approved` : `${q}.refused`, { id: change.id })),
  });
  // The button pressed chooses the request (its schema and its route).
  const press = (how: How) => {
    pressed.current = how;
    state.form.setValue('how', how);
  };
  return (
    <StaffForm state={state}>
      <TextInput name="reason" label={st(`${q}.decisionReason`, { id: change.id })} maxLength={500} />
      <div className="usa-button-group margin-top-1">
        <button type="submit" className="usa-button" disabled={state.busy} onClick={() => press('approve')}>
          {st(`${q}.approve`, { id: change.id })}
        </button>
        <button
          type="submit"
          className="usa-button usa-button--secondary"
          disabled={state.busy}
          onClick={() => press('refuse')}
        >
          {st(`${q}.refuse`, { id: change.id })}
        </button>
      </div>
    </StaffForm>
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
                  #{change.id} {summary(change.kind, change.key, change.year, change.value)}
                  <br />
                  <span className="usa-hint" data-testid="in-force-now">
                    {inForceNow(change)}
                  </span>
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
                    ) : !change.rateBearing && !staffMay(me.role, 'administer') ? (
                      st(`${q}.administratorDecides`)
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
