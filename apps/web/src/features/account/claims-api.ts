import { useQuery } from '@tanstack/react-query';
import {
  claimableList,
  refundClaimDto,
  refundClaimList,
  refundClaimsApi,
  type accountClaimRequest,
} from '@efile/contracts';
import type { z } from 'zod';
import { fileOnce } from '../../lib/filing-key';
import { apiFetch } from '../../lib/http';
import { useUser } from '../../lib/session';

/** The signed-in taxpayer's claims, newest first (issue 27 item 4). */
export function useClaims() {
  const user = useUser();
  return useQuery({
    queryKey: ['refund-claims', user?.taxpayerId],
    queryFn: () => apiFetch(refundClaimsApi.mine, { schema: refundClaimList }),
    enabled: !!user?.taxpayerId,
    refetchOnMount: 'always',
  });
}

/** The years whose credit may be claimed now. */
export function useClaimable() {
  const user = useUser();
  return useQuery({
    queryKey: ['refund-claimable', user?.taxpayerId],
    queryFn: () => apiFetch(refundClaimsApi.claimable, { schema: claimableList }),
    enabled: !!user?.taxpayerId,
    refetchOnMount: 'always',
  });
}

/** A claim of a year's credit: one Idempotency-Key per submission, reused on every retry. */
export const sendClaim = (body: z.input<typeof accountClaimRequest>) =>
  fileOnce('refund-claim', refundClaimsApi.mine, { body, schema: refundClaimDto }, body.taxYear);
