import { asc } from 'drizzle-orm';
import type { StaffListItem } from '@efile/contracts';
import type { Tx } from '../../db/client';
import { staffUsers } from '../../db/schema';

/** Every member of staff for the administrator's page: active, invited (no password yet) or disabled. */
export async function listStaff(db: Tx): Promise<{ staff: StaffListItem[] }> {
  const rows = await db.select().from(staffUsers).orderBy(asc(staffUsers.username));
  return {
    staff: rows.map((r) => ({
      id: r.id,
      username: r.username,
      email: r.email,
      role: r.role,
      status: r.disabledAt ? 'disabled' : r.passwordHash ? 'active' : 'invited',
    })),
  };
}
