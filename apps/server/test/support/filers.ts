import { randomInt } from 'node:crypto';
import { hashToken, newToken } from '../../src/lib/tokens';
import { sessions, taxpayers, users, userTaxpayers } from '../../src/db/schema';
import { T0, type TestServer } from './test-app';

export interface Filer {
  userId: number;
  taxpayerId: string;
  /** A live bearer token of the filer's session (made directly: no password hashing per filer). */
  token: string;
}

/**
 * `count` unrelated filers, each a new taxpayer on the roll (individuals living in Cleveland, or
 * businesses) with its own web account and signed-in session. For concurrency and cross-user tests
 * that need many taxpayers without spending an argon2 verification on each sign-in.
 */
export async function addFilers(
  server: TestServer,
  count: number,
  options: { business?: boolean } = {},
): Promise<Filer[]> {
  const filers: Filer[] = [];
  // Account numbers above the agency's and the online registration's ranges, one run per call.
  const base = 6_000_000 + randomInt(0, 3_000_000);
  for (let i = 0; i < count; i++) {
    const taxpayerId = String(base + i);
    const suffix = taxpayerId;
    await server.db.insert(taxpayers).values({
      id: taxpayerId,
      type: options.business ? 2 : 0,
      name1: options.business ? `Filer ${suffix} LLC` : `Filer${suffix}`,
      name2: options.business ? null : 'Test',
      federalId: String(100_000_000 + Math.floor(Math.random() * 800_000_000)),
      streetAddress: '100 Superior Ave',
      city: 'Cleveland',
      state: 'OH',
      zip: '44114',
      birthDate: options.business ? null : '1975-01-01',
    });
    const username = `filer.${suffix}`;
    const [user] = await server.db
      .insert(users)
      .values({
        username,
        email: `${username}@example.test`,
        passwordHash: 'not-a-hash: signed in by session only',
        firstName: 'Filer',
        isBusinessUser: options.business ?? false,
        status: 'active',
      })
      .returning({ id: users.id });
    await server.db.insert(userTaxpayers).values({ userId: user!.id, taxpayerId });
    const token = newToken();
    await server.db.insert(sessions).values({
      tokenHash: hashToken(token),
      userId: user!.id,
      taxpayerId,
      createdAt: T0,
      idleExpiresAt: new Date(T0.getTime() + 3_600_000),
      absoluteExpiresAt: new Date(T0.getTime() + 8 * 3_600_000),
    });
    filers.push({ userId: user!.id, taxpayerId, token });
  }
  return filers;
}
