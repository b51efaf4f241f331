import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { taxForms, taxpayers, uploadedFiles, users, userTaxpayers } from '../../src/db/schema';
import { hashPassword } from '../../src/lib/passwords';
import { DEMO_PASSWORD, type TestServer } from './test-app';

/** Fresh rows for the console's account-help tests, so each call has its own subject. */

let next = 0;

/** A new taxpayer on the roll (ids from 880000, away from the demo data). */
export async function newTaxpayer(server: TestServer, options: { business?: boolean } = {}): Promise<string> {
  const [{ max }] = (await server.db
    .select({ max: sql<string | null>`max(${taxpayers.id})` })
    .from(taxpayers)
    .where(sql`${taxpayers.id} like '88%' and length(${taxpayers.id}) = 6`)) as [{ max: string | null }];
  const id = String(Math.max(880000 + ++next, Number(max ?? 0) + 1));
  await server.db.insert(taxpayers).values({
    id,
    type: options.business ? 2 : 0,
    name1: options.business ? `Fresh Business ${id} LLC` : `Fresh${id}`,
    name2: options.business ? null : 'Pat',
    streetAddress: '1 Test Street',
    city: 'Cleveland',
    state: 'OH',
    zip: '44114',
  });
  return id;
}

/**
 * A new web account linked to `taxpayerId` (its own, `isPrimary`, unless a business user):
 * with the demo password, or waiting for its confirmation (`password: false`).
 */
export async function newWebAccount(
  server: TestServer,
  taxpayerId: string,
  options: { business?: boolean; password?: boolean } = {},
): Promise<{ id: number; username: string }> {
  const username = `help.${randomBytes(4).toString('hex')}`;
  const [row] = await server.db
    .insert(users)
    .values({
      username,
      email: `${username}@example.com`,
      passwordHash: options.password === false ? null : await hashPassword(DEMO_PASSWORD),
      emailConfirmedAt: options.password === false ? null : new Date(),
      isBusinessUser: !!options.business,
      firstName: 'Pat',
    })
    .returning({ id: users.id });
  await server.db.insert(userTaxpayers).values({ userId: row!.id, taxpayerId, isPrimary: !options.business });
  return { id: row!.id, username };
}

/** A draft (not filed) form of a taxpayer: a filing in progress. */
export async function newDraft(server: TestServer, taxpayerId: string): Promise<void> {
  await server.db.insert(taxForms).values({ taxpayerId, taxYear: 2025, formType: 'annual-return' });
}

/** A file a taxpayer uploaded, kept in the row (as files before the upload store were). */
export async function newUploadedFile(
  server: TestServer,
  taxpayerId: string,
  userId: number,
): Promise<number> {
  const content = Buffer.from('%PDF-1.4\n% a W-2 copy\n');
  const [row] = await server.db
    .insert(uploadedFiles)
    .values({
      taxpayerId,
      userId,
      name: 'w2 copy.pdf',
      contentType: 'application/pdf',
      size: content.length,
      sha256: 'test',
      content,
    })
    .returning({ id: uploadedFiles.id });
  return row!.id;
}
