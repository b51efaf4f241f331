import { useEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  STAFF_ROLES,
  staffApi,
  staffDone,
  staffInviteRequest,
  staffInvited,
  staffList,
  type StaffRole,
} from '@efile/contracts';
import { Alert } from '../../../ui/alert';
import { SelectInput, TextInput } from '../../../ui/schema-form';
import { st, type StaffMessageKey } from '../../i18n';
import { pathOf, staffFetch, staffProblemMessage } from '../../lib/api';
import { useStaffSession } from '../../lib/session';
import { StaffPageHeading } from '../../ui/page-heading';
import { StaffForm, useStaffForm } from '../../ui/staff-form';
import { AskForChange, PendingAccountChanges } from './account-changes';
import { PendingInvitations } from './pending-invitations';
import { ReasonForm } from './reason-form';

const roleName = (role: StaffRole) => st(`console.roles.${role}` as StaffMessageKey);

type Invite = z.input<typeof staffInviteRequest>;
const emptyInvite: Invite = { username: '', email: '', role: 'clerk' };

/** Invite a member of staff: the request the server checks (staffInviteRequest), then it waits for approval. */
function InviteForm({ onDone }: { onDone: (message: string) => void }) {
  const state = useStaffForm<Invite, Invite, z.infer<typeof staffInvited>>({
    schema: staffInviteRequest,
    defaultValues: emptyInvite,
    labels: { username: st('staffUsers.invite.username'), email: st('staffUsers.invite.email') },
    ids: (path) => `invite-${path}`,
    send: (body) => staffFetch(staffApi.users, { method: 'POST', body, schema: staffInvited }),
    onSent: (invited) => {
      state.form.reset(emptyInvite);
      onDone(st('staffUsers.invite.done', { username: invited.username }));
    },
  });
  return (
    <StaffForm state={state}>
      <TextInput
        name="username"
        label={st('staffUsers.invite.username')}
        hint={st('staffUsers.invite.usernameHint')}
      />
      <TextInput name="email" type="email" label={st('staffUsers.invite.email')} />
      <SelectInput
        name="role"
        label={st('staffUsers.invite.role')}
        options={STAFF_ROLES.map((role) => ({ value: role, label: roleName(role) }))}
      />
      <button type="submit" className="usa-button" disabled={state.busy}>
        {st('staffUsers.invite.submit')}
      </button>
    </StaffForm>
  );
}

/**
 * The administrator's staff page (issue 16; issue 23 item 2): invitations waiting for a second
 * administrator, everyone, invite, disable. After an action its outcome takes focus.
 */
export default function StaffUsersPage() {
  const session = useStaffSession();
  const queryClient = useQueryClient();
  const [message, setMessage] = useState<string | null>(null);
  const [disabling, setDisabling] = useState<number | null>(null);
  const [changing, setChanging] = useState<number | null>(null);
  const outcome = useRef<HTMLDivElement>(null);
  const list = useQuery({
    queryKey: ['staff', 'users'],
    queryFn: () => staffFetch(staffApi.users, { schema: staffList }),
  });
  const done = (text: string) => {
    setMessage(text);
    setDisabling(null);
    setChanging(null);
    void queryClient.invalidateQueries({ queryKey: ['staff', 'users'] });
  };
  useEffect(() => {
    if (message) outcome.current?.focus();
  }, [message]);
  return (
    <>
      <StaffPageHeading>{st('staffUsers.title')}</StaffPageHeading>
      <div ref={outcome} tabIndex={-1}>
        {message && (
          <Alert type="success" slim>
            <p className="margin-0">{message}</p>
          </Alert>
        )}
      </div>
      {list.data && (
        <PendingInvitations
          waiting={list.data.staff.filter((m) => m.status === 'awaiting-approval')}
          me={session?.staff.id}
          onDone={done}
        />
      )}
      <PendingAccountChanges me={session?.staff.id} onDone={done} />
      <h2>{st('staffUsers.list')}</h2>
      {list.isError && (
        <Alert type="error" slim>
          <p className="margin-0">{staffProblemMessage(list.error)}</p>
        </Alert>
      )}
      {list.data && (
        <table className="usa-table usa-table--borderless width-full">
          <thead>
            <tr>
              <th scope="col">{st('staffUsers.username')}</th>
              <th scope="col">{st('staffUsers.email')}</th>
              <th scope="col">{st('staffUsers.role')}</th>
              <th scope="col">{st('staffUsers.status')}</th>
              <th scope="col">{st('staffUsers.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {list.data.staff.map((member) => (
              <tr key={member.id}>
                <td>{member.username}</td>
                <td>{member.email}</td>
                <td>{roleName(member.role)}</td>
                <td>{st(`staffUsers.statuses.${member.status}` as StaffMessageKey)}</td>
                <td>
                  {member.id !== session?.staff.id &&
                    (member.status === 'active' || member.status === 'disabled') &&
                    (changing === member.id ? (
                      <AskForChange member={member} onDone={done} onCancel={() => setChanging(null)} />
                    ) : (
                      <button
                        type="button"
                        className="usa-button usa-button--unstyled margin-right-2"
                        onClick={() => setChanging(member.id)}
                      >
                        {st('staffUsers.changes.open', { username: member.username })}
                      </button>
                    ))}
                  {(member.status === 'active' || member.status === 'invited') &&
                    member.id !== session?.staff.id &&
                    (disabling === member.id ? (
                      <ReasonForm
                        id={`disable-${member.id}`}
                        label={st('staffUsers.disable.reason', { username: member.username })}
                        confirm={st('staffUsers.disable.confirm')}
                        cancel={st('staffUsers.disable.cancel')}
                        send={async (reason) => {
                          await staffFetch(pathOf(staffApi.disableUser, { id: member.id }), {
                            method: 'POST',
                            body: { reason },
                            schema: staffDone,
                          });
                          done(st('staffUsers.disable.done', { username: member.username }));
                        }}
                        onCancel={() => setDisabling(null)}
                      />
                    ) : (
                      <button
                        type="button"
                        className="usa-button usa-button--unstyled"
                        onClick={() => setDisabling(member.id)}
                      >
                        {st('staffUsers.disable.button', { username: member.username })}
                      </button>
                    ))}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <h2>{st('staffUsers.invite.heading')}</h2>
      <InviteForm onDone={done} />
    </>
  );
}
