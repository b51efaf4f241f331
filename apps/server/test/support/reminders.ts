import { eq } from 'drizzle-orm';
import { fixedClock } from '@efile/tax';
import { users } from '../../src/db/schema';
import type { TestServer } from './test-app';

export const DAY = 86_400_000;

/**
 * Agency today 2026-04-05, ten days before 2026-04-15 (the 2025 annual returns, the first 2026
 * installments, a monthly employer's March return): the 14-day reminder of REMINDER_DAYS_BEFORE=14,3.
 */
export const AT = new Date('2026-04-05T15:00:00.000Z');

/** The reminder job's settings in these tests: reminders 14 and 3 days ahead. */
const env = { REMINDER_DAYS_BEFORE: '14,3', PUBLIC_URL: 'https://efile.example.test' };

/** An app of `server` whose clock stands at `at`, with the reminder settings. */
export const reminderApp = (server: TestServer, at: Date) => server.build({ clock: fixedClock(at), env });

/** A new web account (TestServer.addUser) whose address was confirmed at AT; returns its address. */
export async function confirmedUser(
  server: TestServer,
  prefix: string,
  options: Parameters<TestServer['addUser']>[1],
): Promise<string> {
  const username = await server.addUser(prefix, options);
  await server.db.update(users).set({ emailConfirmedAt: AT }).where(eq(users.username, username));
  return `${username}@example.test`;
}
