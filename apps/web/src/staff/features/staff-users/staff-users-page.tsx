import { useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  STAFF_ROLES,
  staffApi,
  staffDone,
  staffInvited,
  staffList,
  type StaffListItem,
  type StaffRole,
} from '@efile/contracts';
import { Alert } from '../../../ui/alert';
import { TextField } from '../../../ui/text-field';
import { st, type StaffMessageKey } from '../../i18n';
import { pathOf, staffFetch, staffProblemMessage } from '../../lib/api';
import { useStaffSession } from '../../lib/session';
import { StaffPageHeading } from '../../ui/page-heading';

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
      const hours = Math.round((Date.parse(invited.inviteExpiresAt) - Date.now()) / 3_600_000);
      formElement.reset();
      onDone(st('staffUsers.invite.done', { username: invited.username, hours: Math.max(hours, 1) }));
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

function DisableForm({
  member,
  onDone,
  onCancel,
}: {
  member: StaffListItem;
  onDone: (m: string) => void;
  onCancel: () => void;
}) {
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const reason = String(new FormData(event.currentTarget).get(`disable-${member.id}`) ?? '').trim();
    try {
      await staffFetch(pathOf(staffApi.disableUser, { id: member.id }), {
        method: 'POST',
        body: { reason },
        schema: staffDone,
      });
      onDone(st('staffUsers.disable.done', { username: member.username }));
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
      <TextField
        id={`disable-${member.id}`}
        label={st('staffUsers.disable.reason', { username: member.username })}
        required
        minLength={3}
        autoFocus
      />
      <button type="submit" className="usa-button usa-button--secondary">
        {st('staffUsers.disable.confirm')}
      </button>
      <button type="button" className="usa-button usa-button--outline" onClick={onCancel}>
        {st('staffUsers.disable.cancel')}
      </button>
    </form>
  );
}

/** The administrator's staff page (issue 16): everyone, invite, disable (existing routes). */
export default function StaffUsersPage() {
  const session = useStaffSession();
  const queryClient = useQueryClient();
  const [message, setMessage] = useState<string | null>(null);
  const [disabling, setDisabling] = useState<number | null>(null);
  const list = useQuery({
    queryKey: ['staff', 'users'],
    queryFn: () => staffFetch(staffApi.users, { schema: staffList }),
  });
  const done = (text: string) => {
    setMessage(text);
    setDisabling(null);
    void queryClient.invalidateQueries({ queryKey: ['staff', 'users'] });
  };
  return (
    <>
      <StaffPageHeading>{st('staffUsers.title')}</StaffPageHeading>
      {message && (
        <Alert type="success" slim>
          <p className="margin-0">{message}</p>
        </Alert>
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
                  {member.status !== 'disabled' &&
                    member.id !== session?.staff.id &&
                    (disabling === member.id ? (
                      <DisableForm member={member} onDone={done} onCancel={() => setDisabling(null)} />
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
