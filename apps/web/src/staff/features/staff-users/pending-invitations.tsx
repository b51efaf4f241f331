import { useState } from 'react';
import {
  staffApi,
  staffDone,
  staffInvitationApproved,
  type StaffListItem,
  type StaffRole,
} from '@efile/contracts';
import { Alert } from '../../../ui/alert';
import { st, type StaffMessageKey } from '../../i18n';
import { pathOf, staffFetch, staffProblemMessage } from '../../lib/api';
import { ReasonForm } from './reason-form';

const roleName = (role: StaffRole) => st(`console.roles.${role}` as StaffMessageKey);
/** Whole hours (at least one) until an instant: how long the mailed link lasts. */
const hoursUntil = (iso: string) => Math.max(Math.round((Date.parse(iso) - Date.now()) / 3_600_000), 1);

/**
 * Invitations waiting for a second administrator (issue 23 item 2, ADR 0048): approve (the link is
 * mailed then) or refuse with a reason. The inviter sees theirs as waiting; the server refuses an
 * administrator linked to the inviter and says why.
 */
export function PendingInvitations({
  waiting,
  me,
  onDone,
}: {
  waiting: StaffListItem[];
  me: number | undefined;
  onDone: (message: string) => void;
}) {
  const [refusing, setRefusing] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const approve = async (member: StaffListItem) => {
    setError(null);
    try {
      const approved = await staffFetch(pathOf(staffApi.approveUser, { id: member.id }), {
        method: 'POST',
        body: {},
        schema: staffInvitationApproved,
      });
      onDone(
        st('staffUsers.pending.approved', {
          username: member.username,
          hours: hoursUntil(approved.inviteExpiresAt),
        }),
      );
    } catch (caught) {
      setError(staffProblemMessage(caught));
    }
  };
  return (
    <>
      <h2>{st('staffUsers.pending.heading')}</h2>
      <p>{st('staffUsers.pending.intro')}</p>
      {error && (
        <Alert type="error" slim>
          <p className="margin-0">{error}</p>
        </Alert>
      )}
      {waiting.length === 0 ? (
        <p>{st('staffUsers.pending.none')}</p>
      ) : (
        <table className="usa-table usa-table--borderless width-full">
          <thead>
            <tr>
              <th scope="col">{st('staffUsers.username')}</th>
              <th scope="col">{st('staffUsers.email')}</th>
              <th scope="col">{st('staffUsers.role')}</th>
              <th scope="col">{st('staffUsers.pending.invitedBy')}</th>
              <th scope="col">{st('staffUsers.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {waiting.map((member) => (
              <tr key={member.id}>
                <td>{member.username}</td>
                <td>{member.email}</td>
                <td>{roleName(member.role)}</td>
                <td>{member.invitedBy?.username ?? ''}</td>
                <td>
                  {refusing === member.id ? (
                    <ReasonForm
                      id={`refuse-${member.id}`}
                      label={st('staffUsers.pending.reason', { username: member.username })}
                      confirm={st('staffUsers.pending.confirmRefuse')}
                      cancel={st('staffUsers.disable.cancel')}
                      send={async (reason) => {
                        await staffFetch(pathOf(staffApi.refuseUser, { id: member.id }), {
                          method: 'POST',
                          body: { reason },
                          schema: staffDone,
                        });
                        setRefusing(null);
                        onDone(st('staffUsers.pending.refused', { username: member.username }));
                      }}
                      onCancel={() => setRefusing(null)}
                    />
                  ) : (
                    <>
                      {member.invitedBy?.id === me ? (
                        <p className="margin-y-05">{st('staffUsers.pending.yours')}</p>
                      ) : (
                        <button type="button" className="usa-button" onClick={() => void approve(member)}>
                          {st('staffUsers.pending.approve', { username: member.username })}
                        </button>
                      )}
                      <button
                        type="button"
                        className="usa-button usa-button--unstyled"
                        onClick={() => setRefusing(member.id)}
                      >
                        {st('staffUsers.pending.refuse', { username: member.username })}
                      </button>
                    </>
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
