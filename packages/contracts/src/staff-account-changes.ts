import { z } from 'zod';
import { staffReason, staffRole } from './staff';

/**
 * Changes to a member of staff's account (issue 28 item 6): re-enable a disabled account, change
 * its role, or reset its authenticator (the next sign-in enrols again). One administrator asks
 * with a reason; another, not linked to them and not the account, approves or refuses.
 */
export const staffAccountChangesApi = {
  list: '/api/staff/account-changes',
  request: '/api/staff/users/:id/changes',
  approve: '/api/staff/account-changes/:id/approve',
  refuse: '/api/staff/account-changes/:id/refuse',
} as const;

export const STAFF_ACCOUNT_CHANGE_KINDS = ['enable', 'role', 'reset-authenticator'] as const;
export type StaffAccountChangeKind = (typeof STAFF_ACCOUNT_CHANGE_KINDS)[number];

export const staffAccountChangeRequest = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('enable'), reason: staffReason }),
  z.strictObject({ kind: z.literal('role'), role: staffRole, reason: staffReason }),
  z.strictObject({ kind: z.literal('reset-authenticator'), reason: staffReason }),
]);
export type StaffAccountChangeRequest = z.infer<typeof staffAccountChangeRequest>;

const who = z.strictObject({ id: z.number().int(), username: z.string() });

export const staffAccountChange = z.strictObject({
  id: z.number().int(),
  account: who,
  kind: z.enum(STAFF_ACCOUNT_CHANGE_KINDS),
  /** The account's role now: while a role change is pending, from → to is `currentRole` → `role`. */
  currentRole: staffRole,
  role: staffRole.nullable(),
  reason: z.string(),
  requestedBy: who,
  requestedAt: z.string(),
  status: z.enum(['pending', 'approved', 'refused']),
  decidedBy: who.nullable(),
  decidedAt: z.string().nullable(),
  decisionReason: z.string().nullable(),
});
export type StaffAccountChange = z.infer<typeof staffAccountChange>;
export const staffAccountChangeList = z.strictObject({ changes: z.array(staffAccountChange) });
export type StaffAccountChangeList = z.infer<typeof staffAccountChangeList>;

export const staffAccountChangeIdParams = z.strictObject({
  id: z.coerce
    .number()
    .int()
    .min(1)
    .max(2 ** 53 - 1),
});
export const staffAccountChangeDecision = z.strictObject({ reason: staffReason.optional() });
