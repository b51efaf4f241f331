import type { StaffRole } from '@efile/contracts';
import { loadConfig } from '../config';
import { hashPassword } from '../lib/passwords';
import { encryptSecret } from '../lib/totp';
import type { Db } from './client';
import { staffUsers } from './schema';

import { STAFF_DEMO_PASSWORD } from './demo-passwords';

export { STAFF_DEMO_PASSWORD };

/**
 * One demo member of staff per role (two administrators), already enrolled with a published TOTP secret (base32) so
 * tests and a person with an authenticator app can sign in: README "Demo staff".
 */
export const demoStaff: readonly { username: string; role: StaffRole; totpSecret: string }[] = [
  { username: 'staff.clerk', role: 'clerk', totpSecret: 'MVTGS3DFFVSGK3LPFVRWYZLSNMAAAAAA' },
  { username: 'staff.supervisor', role: 'supervisor', totpSecret: 'MVTGS3DFFVSGK3LPFVZXK4DFOJ3GS43P' },
  { username: 'staff.admin', role: 'administrator', totpSecret: 'MVTGS3DFFVSGK3LPFVQWI3LJNZUXG5DS' },
  // A second administrator: a new member of staff needs another administrator's approval (ADR 0048).
  { username: 'staff.admin2', role: 'administrator', totpSecret: 'MVTGS3DFFVSGK3LPFVQWI3LJNYWXI53P' },
  { username: 'staff.auditor', role: 'auditor', totpSecret: 'MVTGS3DFFVSGK3LPFVQXKZDJORXXEAAA' },
  // A second clerk whose account the administrators change (issue 28 item 6's browser test).
  { username: 'staff.clerk2', role: 'clerk', totpSecret: 'MVTGS3DFFVSGK3LPFVRWYZLSNMZDEAAA' },
];

/**
 * Adds the demo staff that are missing (idempotent). Called by seedDemo only, which runs only
 * outside production (SEED_ON_START and `npm run seed` are refused there). The secrets are
 * sealed with the configured STAFF_TOTP_KEY (the development key unless one is set).
 */
export async function seedDemoStaff(db: Db, totpKey = loadConfig().staff.totpKey): Promise<void> {
  const passwordHash = await hashPassword(STAFF_DEMO_PASSWORD);
  const confirmedAt = new Date('2026-01-01T00:00:00Z');
  await db
    .insert(staffUsers)
    .values(
      demoStaff.map((s) => ({
        username: s.username,
        email: `${s.username}@cca.example.gov`,
        passwordHash,
        role: s.role,
        totpSecretEnc: encryptSecret(totpKey, s.totpSecret),
        totpConfirmedAt: confirmedAt,
      })),
    )
    .onConflictDoNothing();
}
