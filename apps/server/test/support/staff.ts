import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { staffApi, type StaffRole } from '@efile/contracts';
import { staffUsers } from '../../src/db/schema';
import { STAFF_DEMO_PASSWORD, demoStaff } from '../../src/db/staff-seed';
import { hashPassword } from '../../src/lib/passwords';
import { encryptSecret, newTotpSecret, totpCode } from '../../src/lib/totp';
import { latestMail, linkQuery } from './mail';
import { T0, testConfig, type Client, type TestServer } from './test-app';

export { STAFF_DEMO_PASSWORD, demoStaff };

export const demoStaffOf = (role: StaffRole) => demoStaff.find((s) => s.role === role)!;

/**
 * Signs a member of staff in through both steps with the code of `at` (the app's clock: T0
 * unless the client's app was built at another time). Each step's code works once per user.
 */
export async function staffSignIn(
  client: Client,
  username: string,
  secret: string,
  at = T0,
  password = STAFF_DEMO_PASSWORD,
): Promise<string> {
  const first = await client.post(staffApi.signIn, { username, password });
  expect(first.statusCode, first.body).toBe(200);
  const { ticket, next } = first.json<{ ticket: string; next: string }>();
  expect(next).toBe('totp');
  const second = await client.post(staffApi.signInTotp, { ticket, code: totpCode(secret, at) });
  expect(second.statusCode, second.body).toBe(200);
  return second.json<{ token: string }>().token;
}

/** A new member of staff (demo password), enrolled with a fresh secret unless `enrolled: false`. */
export async function addStaff(
  server: TestServer,
  role: StaffRole,
  options: { enrolled?: boolean } = {},
): Promise<{ id: number; username: string; secret: string }> {
  const username = `staff.${role}.${randomBytes(4).toString('hex')}`;
  const secret = newTotpSecret();
  const enrolled = options.enrolled ?? true;
  const [row] = await server.db
    .insert(staffUsers)
    .values({
      username,
      email: `${username}@cca.example.gov`,
      passwordHash: await hashPassword(STAFF_DEMO_PASSWORD),
      role,
      ...(enrolled
        ? { totpSecretEnc: encryptSecret(testConfig().staff.totpKey, secret), totpConfirmedAt: T0 }
        : {}),
    })
    .returning({ id: staffUsers.id });
  return { id: row!.id, username, secret };
}

/** A password the invitees of the tests set (no context words, not a demo password). */
export const INVITEE_PASSWORD = 'Lantern orbit 7 moss!';

/**
 * The invitee's side: the e-mailed link, a password, the first sign-in enrolling a new
 * authenticator; returns the session's token and the new member of staff's id.
 */
export async function acceptAndEnrol(
  server: TestServer,
  client: Client,
  email: string,
): Promise<{ id: number; token: string }> {
  const mail = await latestMail(server.db, email, 'staffInvitation');
  const { token } = linkQuery(mail, '/staff/invitation');
  const accepted = await client.post(staffApi.acceptInvitation, { token, password: INVITEE_PASSWORD });
  expect(accepted.statusCode, accepted.body).toBe(200);
  const [row] = await server.db
    .select({ id: staffUsers.id, username: staffUsers.username })
    .from(staffUsers)
    .where(sql`lower(${staffUsers.email}) = lower(${email})`);
  const first = await client.post(staffApi.signIn, { username: row!.username, password: INVITEE_PASSWORD });
  expect(first.statusCode, first.body).toBe(200);
  const { ticket, otpauthUri } = first.json<{ ticket: string; otpauthUri: string }>();
  const secret = new URL(otpauthUri).searchParams.get('secret')!;
  const done = await client.post(staffApi.signInTotp, { ticket, code: totpCode(secret, T0) });
  expect(done.statusCode, done.body).toBe(200);
  return { id: row!.id, token: done.json<{ token: string }>().token };
}

/** A new account invited by an administrator of its own, waiting for another's approval (ADR 0048). */
export async function awaitingApproval(server: TestServer, role: StaffRole = 'clerk'): Promise<number> {
  const inviter = await addStaff(server, 'administrator');
  const username = `invited.${role}.${randomBytes(4).toString('hex')}`;
  const [row] = await server.db
    .insert(staffUsers)
    .values({ username, email: `${username}@cca.example.gov`, role, invitedBy: inviter.id })
    .returning({ id: staffUsers.id });
  return row!.id;
}
