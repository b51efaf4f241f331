import {
  refundBatchDto,
  refundBatchList,
  refundClaimsApi,
  staffRefundClaim,
  staffRefundClaimList,
  type RefundClaimStatus,
} from '@efile/contracts';
import { downloadStaffFile, pathOf, staffFetch } from '../../lib/api';

/**
 * The refund queue's calls (issue 27, ADR 0058). The list shows taxpayer data: it carries the
 * reason for looking (audited, ADR 0046).
 */
export const refundClaims = (reason: string, status: RefundClaimStatus) =>
  staffFetch(refundClaimsApi.staffList, { query: { reason, status }, schema: staffRefundClaimList });

export const addNote = (id: number, note: string) =>
  staffFetch(pathOf(refundClaimsApi.staffNote, { id }), {
    method: 'POST',
    body: { note },
    schema: staffRefundClaim,
  });

export const approveClaim = (id: number) =>
  staffFetch(pathOf(refundClaimsApi.staffApprove, { id }), {
    method: 'POST',
    body: {},
    schema: staffRefundClaim,
  });

export const refuseClaim = (id: number, reason: string) =>
  staffFetch(pathOf(refundClaimsApi.staffRefuse, { id }), {
    method: 'POST',
    body: { reason },
    schema: staffRefundClaim,
  });

export const refundBatches = () => staffFetch(refundClaimsApi.staffBatches, { schema: refundBatchList });

export const issueBatch = () =>
  staffFetch(refundClaimsApi.staffBatches, { method: 'POST', body: {}, schema: refundBatchDto });

export type BatchFile = 'nacha' | 'ap';

/** A batch's file, fetched with the staff token and saved (the server names it). */
export const downloadBatchFile = (id: number, file: BatchFile) =>
  downloadStaffFile(
    pathOf(refundClaimsApi.staffBatchFile, { id, file }),
    `refunds-${id}.${file === 'nacha' ? 'ach' : 'csv'}`,
  );
