import {
  IDEMPOTENCY_KEY_HEADER,
  adjustmentsApi,
  staffAdjustment,
  staffAdjustmentList,
  type AdjustmentRequest,
} from '@efile/contracts';
import { pathOf, staffFetch } from '../../lib/api';

/** A taxpayer's adjustments, newest first: the read is audited with the reason for looking. */
export const taxpayerAdjustments = (id: string, reason: string) =>
  staffFetch(pathOf(adjustmentsApi.ofTaxpayer, { id }), { query: { reason }, schema: staffAdjustmentList });

/** Every adjustment waiting for a second person. */
export const waitingAdjustments = () => staffFetch(adjustmentsApi.waiting, { schema: staffAdjustmentList });

/**
 * Asks for an adjustment with the submission's Idempotency-Key: the caller makes one key per
 * submission and sends the same on a retry, so a repeated click or a lost answer posts once.
 */
export const askAdjustment = (id: string, body: AdjustmentRequest, key: string) =>
  staffFetch(pathOf(adjustmentsApi.ofTaxpayer, { id }), {
    method: 'POST',
    body,
    headers: { [IDEMPOTENCY_KEY_HEADER]: key },
    schema: staffAdjustment,
  });

export const approveAdjustment = (adjustmentId: number) =>
  staffFetch(pathOf(adjustmentsApi.approve, { adjustmentId }), {
    method: 'POST',
    body: {},
    schema: staffAdjustment,
  });

export const refuseAdjustment = (adjustmentId: number, reason: string) =>
  staffFetch(pathOf(adjustmentsApi.refuse, { adjustmentId }), {
    method: 'POST',
    body: { reason },
    schema: staffAdjustment,
  });

/** A new submission's key. */
export const newKey = () => `adj-${crypto.randomUUID()}`;
