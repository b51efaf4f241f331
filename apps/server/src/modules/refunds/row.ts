import type { refundClaims } from '../../db/schema';

/** A claim as stored (`refund_claims`): its own file, so the module's parts share it without a cycle. */
export type ClaimRow = typeof refundClaims.$inferSelect;
