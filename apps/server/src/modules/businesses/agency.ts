import type { Tx } from '../../db/client';
import * as links from './link-requests';
import * as requests from './requests-repository';

/**
 * The agency's side of link requests (ADR 0017), run by staff with `npm run ein-link`: list the
 * open requests, and approve (the agency's approval is both the proof and the approval) or deny.
 */
export async function openRequests(db: Tx) {
  const rows = await requests.allRequests(db);
  return rows.map(({ request: row, ...rest }) => ({
    requestId: row.id,
    taxpayerId: rest.taxpayerId,
    ein: rest.ein,
    business: rest.name1,
    username: rest.username,
    requestedAt: row.createdAt.toISOString(),
    awaiting: links.awaitingOf(row),
  }));
}

export type AgencyOutcome = 'linked' | 'approved' | 'denied' | 'none';

export async function agencyDecide(
  db: Tx,
  now: Date,
  requestId: number,
  decision: { approve: boolean; includeHistory: boolean },
): Promise<AgencyOutcome> {
  return db.transaction(async (tx) => {
    const row = await requests.lockRequestById(tx, requestId);
    if (!row) return 'none';
    const linked = await links.decide(tx, { now }, row, { ...decision, approvedBy: null });
    if (!decision.approve) return 'denied';
    return linked ? 'linked' : 'approved';
  });
}
