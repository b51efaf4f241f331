import { refundClaimsApi, refundStatusAnswer, type RefundStatusQuery } from '@efile/contracts';
import { apiFetch } from '../../lib/http';

/** The status lookup without signing in. */
export const lookUpStatus = (body: RefundStatusQuery) =>
  apiFetch(refundClaimsApi.status, { method: 'POST', body, schema: refundStatusAnswer });
