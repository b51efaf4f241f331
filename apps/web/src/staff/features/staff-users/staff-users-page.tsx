import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { STAFF_ROLES, staffApi, staffDone, staffInvited, staffList, type StaffRole } from '@efile/contracts';
import { Alert } from '../../../ui/alert';
import { TextField } from '../../../ui/text-field';
import { st, type StaffMessageKey } from '../../i18n';
import { pathOf, staffFetch, staffProblemMessage } from '../../lib/api';
import { useStaffSession } from '../../lib/session';
import { StaffPageHeading } from '../../ui/page-heading';
import { PendingInvitations } from './pending-invitations';
import { ReasonForm } from './reason-form';

const roleName = (role: StaffRole) => st(`console.roles.${role}` as StaffMessageKey);

function InviteForm({ onDone }: { onDone: (message: string) => void }) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    setBusy(true);
    setError(null);
    try {
      const invited = await staffFetch(staffApi.users, {
        method: 'POST',
        body: {
          username: String(form.get('invite-username') ?? '').trim(),
          email: String(form.get('invite-email') ?? '').trim(),
          role: String(form.get('invite-role') ?? ''),
        },
        schema: staffInvited,
      });
      formElement.reset();
      onDone(st('staffUsers.invite.done', { username: invited.username }));
    } catch (caught) {
      setError(staffProblemMessage(caught));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="usa-form" onSubmit={(event) => void submit(event)}>
      {error && (
        <Alert type="error" slim>
          <p className="margin-0">{error}</p>
        </Alert>
      )}
      <TextField
        id="invite-username"
        label={st('staffUsers.invite.username')}
        hint={st('staffUsers.invite.usernameHint')}
        required
      />
      <TextField id="invite-email" type="email" label={st('staffUsers.invite.email')} required />
      <div className="usa-form-group">
        <label className="usa-label" htmlFor="invite-role">
          {st('staffUsers.invite.role')}
        </label>
        <select className="usa-select" id="invite-role" name="invite-role" defaultValue="clerk">
          {STAFF_ROLES.map((role) => (
            <option key={role} value={role}>
              {roleName(role)}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="usa-button" disabled={busy}>
        {st('staffUsers.invite.submit')}
      </button>
    </form>
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
  const outcome = useRef<HTMLDivElement>(null);
  const list = useQuery({
    queryKey: ['staff', 'users'],
    queryFn: () => staffFetch(staffApi.users, { schema: staffList }),
  });
  const done = (text: string) => {
    setMessage(text);
    setDisabling(null);
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
