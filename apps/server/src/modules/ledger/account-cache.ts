import { eq, sql } from 'drizzle-orm';
import type { IsoDate } from '@efile/tax';
import type { Tx } from '../../db/client';
import { accountVersions } from '../../db/ledger-schema';
import { prepared } from '../../db/prepared';

/** The account's version (migration 0024: bumped by triggers whenever what My Account shows changes); 0 before any change. */
export async function accountVersion(db: Tx, taxpayerId: string): Promise<number> {
  const query = prepared(db, 'account_version', (d) =>
    d
      .select({ version: accountVersions.version })
      .from(accountVersions)
      .where(eq(accountVersions.taxpayerId, sql.placeholder('taxpayerId')))
      .prepare('account_version'),
  );
  const [row] = await query.execute({ taxpayerId });
  return row?.version ?? 0;
}

interface Entry {
  version: number;
  /** The agency day the accrued figures run to: a new day reads again. */
  day: IsoDate;
  body: string;
}

/**
 * The serialized My Account reads of recent taxpayers in this process (ADR 0031, issue 15 bench),
 * each valid while its taxpayer's account version and the agency's day are unchanged. Least
 * recently used out first, at most `capacity` taxpayers.
 */
export class AccountCache {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly capacity = 2_000) {}

  get(key: string, version: number, day: IsoDate): string | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.version !== version || entry.day !== day) return undefined;
    this.entries.set(key, entry);
    return entry.body;
  }

  set(key: string, version: number, day: IsoDate, body: string): void {
    if (this.capacity === 0) return;
    this.entries.delete(key);
    if (this.entries.size >= this.capacity) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(key, { version, day, body });
  }

  get size(): number {
    return this.entries.size;
  }
}
