import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  STAFF_ROLES,
  staffAccountChange,
  staffAccountChangeList,
  staffAccountChangeRequest,
  staffAccountChangesApi,
  type StaffAccountChange,
  type StaffListItem,
  type StaffRole,
} from '@efile/contracts';
import type { z } from 'zod';
import { Alert } from '../../../ui/alert';
import { SelectInput, TextInput } from '../../../ui/schema-form';
import { st, type StaffMessageKey } from '../../i18n';
import { pathOf, staffFetch, staffProblemMessage } from '../../lib/api';
import { StaffForm, useStaffForm } from '../../ui/staff-form';
import { ReasonForm } from './reason-form';

const q = 'staffUsers.changes';
const roleName = (role: StaffRole) => st(`console.roles.${role}` as StaffMessageKey);
const changesKey = ['staff', 'account-changes'] as const;

/** A change in words: "Re-enable staff.clerk", "Role of staff.clerk: Clerk → Supervisor", … */
function described(c: StaffAccountChange): string {
  if (c.kind === 'role')
    return st(`${q}.describeRole`, {
      username: c.account.username,
      from: roleName(c.currentRole),
      to: roleName(c.role!),
    });
  return st(c.kind === 'enable' ? `${q}.describeEnable` : `${q}.describeReset`, {
    username: c.account.username,
  });
}

type Ask = { kind: 'enable' | 'role' | 'reset-authenticator'; role: StaffRole; reason: string };

/**
 * One administrator asks for a change to another's account (issue 28 item 6): re-enable it (a
 * disabled one), change its role, or reset its authenticator; it waits for a second administrator.
 */
export function AskForChange({
  member,
  onDone,
  onCancel,
}: {
  member: StaffListItem;
  onDone: (message: string) => void;
  onCancel: () => void;
}) {
  const queries = useQueryClient();
  const kinds =
    member.status === 'disabled' ? (['enable'] as const) : (['role', 'reset-authenticator'] as const);
  const state = useStaffForm<Ask, z.input<typeof staffAccountChangeRequest>, StaffAccountChange>({
    schema: staffAccountChangeRequest,
    defaultValues: { kind: kinds[0], role: member.role, reason: '' },
    request: ({ kind, role, reason }) => (kind === 'role' ? { kind, role, reason } : { kind, reason }),
    focus: 'field',
    ids: (path) => `change-${member.id}-${path}`,
    send: (body) =>
      staffFetch(pathOf(staffAccountChangesApi.request, { id: member.id }), {
        method: 'POST',
        body,
        schema: staffAccountChange,
      }),
    onSent: (change) => {
      void queries.invalidateQueries({ queryKey: changesKey });
      onDone(st(`${q}.asked`, { change: described(change) }));
    },
  });
  const kind = state.form.watch('kind');
  return (
    <StaffForm state={state}>
      <SelectInput
        name="kind"
        label={st(`${q}.kind`, { username: member.username })}
        options={kinds.map((k) => ({ value: k, label: st(`${q}.kinds.${k}`) }))}
      />
      {kind === 'role' && (
        <SelectInput
          name="role"
          label={st(`${q}.newRole`)}
          options={STAFF_ROLES.map((role) => ({ value: role, label: roleName(role) }))}
        />
      )}
      <TextInput name="reason" label={st(`${q}.reason`)} />
      <button type="submit" className="usa-button usa-button--secondary" disabled={state.busy}>
        {st(`${q}.ask`)}
      </button>
      <button type="button" className="usa-button usa-button--outline" onClick={onCancel}>
        {st('staffUsers.disable.cancel')}
      </button>
    </StaffForm>
  );
}

/** The changes waiting for a second administrator: approve, or refuse with a reason. */
export function PendingAccountChanges({
  me,
  onDone,
}: {
  me: number | undefined;
  onDone: (message: string) => void;
}) {
  const queries = useQueryClient();
  const list = useQuery({
    queryKey: changesKey,
    queryFn: () => staffFetch(staffAccountChangesApi.list, { schema: staffAccountChangeList }),
  });
  const [refusing, setRefusing] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const decided = (message: string) => {
    setRefusing(null);
    void queries.invalidateQueries({ queryKey: changesKey });
    onDone(message);
  };
  const approve = async (change: StaffAccountChange) => {
    setError(null);
    try {
      await staffFetch(pathOf(staffAccountChangesApi.approve, { id: change.id }), {
        method: 'POST',
        body: {},
        schema: staffAccountChange,
      });
      decided(st(`${q}.approved`, { change: described(change) }));
    } catch (caught) {
      setError(staffProblemMessage(caught));
    }
  };
  const changes = list.data?.changes ?? [];
  return (
    <>
      <h2>{st(`${q}.heading`)}</h2>
      {error && (
        <Alert type="error" slim>
          <p className="margin-0">{error}</p>
        </Alert>
      )}
      {list.isSuccess && changes.length === 0 && <p>{st(`${q}.none`)}</p>}
      {changes.length > 0 && (
        <table className="usa-table usa-table--borderless width-full">
          <caption className="usa-sr-only">{st(`${q}.heading`)}</caption>
          <thead>
            <tr>
              <th scope="col">{st(`${q}.change`)}</th>
              <th scope="col">{st(`${q}.reason`)}</th>
              <th scope="col">{st(`${q}.askedBy`)}</th>
              <th scope="col">{st('staffUsers.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {changes.map((change) => (
              <tr key={change.id} data-testid={`account-change-${change.id}`}>
                <th scope="row">{described(change)}</th>
                <td>{change.reason}</td>
                <td>{change.requestedBy.username}</td>
                <td>
                  {change.requestedBy.id === me || change.account.id === me ? (
                    st(`${q}.notYours`)
                  ) : refusing === change.id ? (
                    <ReasonForm
                      id={`refuse-change-${change.id}`}
                      label={st(`${q}.refuseReason`, { change: described(change) })}
                      confirm={st(`${q}.confirmRefuse`)}
                      cancel={st('staffUsers.disable.cancel')}
                      send={async (reason) => {
                        await staffFetch(pathOf(staffAccountChangesApi.refuse, { id: change.id }), {
                          method: 'POST',
                          body: { reason },
                          schema: staffAccountChange,
                        });
                        decided(st(`${q}.refused`, { change: described(change) }));
                      }}
                      onCancel={() => setRefusing(null)}
                    />
                  ) : (
                    <div className="usa-button-group">
                      <button type="button" className="usa-button" onClick={() => void approve(change)}>
                        {st(`${q}.approve`, { change: described(change) })}
                      </button>
                      <button
                        type="button"
                        className="usa-button usa-button--unstyled"
                        onClick={() => setRefusing(change.id)}
                      >
                        {st(`${q}.refuse`, { change: described(change) })}
                      </button>
                    </div>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
