import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  mailroomApi,
  mailroomCheckPreview,
  mailroomList,
  mailroomPosting,
  mailroomReview,
  type MailedCheckRequest,
  type MailroomPosting,
  type PaperReturnRequest,
} from '@efile/contracts';
import { pathOf, staffFetch } from '../../lib/api';

const LIST_KEY = ['staff', 'mailroom'] as const;

/**
 * A page of the mail recorded, newest first, with the total, and the amount above which a posting
 * waits (audited by the server). The page before stays on screen while the next loads.
 */
export function useMailroom(page = 1) {
  return useQuery({
    queryKey: [...LIST_KEY, page],
    queryFn: () => staffFetch(mailroomApi.postings, { query: { page }, schema: mailroomList }),
    placeholderData: keepPreviousData,
  });
}

/** A posting's details for its approver: the payer, the form it pays and what it owes (audited). */
export const reviewOf = (id: number) =>
  staffFetch(pathOf(mailroomApi.review, { id }), { schema: mailroomReview });

/** A recording or a decision, then the list again. */
function useMailroomMutation<I>(call: (input: I) => Promise<MailroomPosting>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => client.invalidateQueries({ queryKey: LIST_KEY }),
  });
}

export const useRecordCheck = () =>
  useMailroomMutation((body: MailedCheckRequest) =>
    staffFetch(mailroomApi.checks, { method: 'POST', body, schema: mailroomPosting }),
  );

/** What a check would post to (the taxpayer's name, the form, the open items): nothing is written. */
export const previewCheck = (body: MailedCheckRequest) =>
  staffFetch(mailroomApi.checkPreview, { method: 'POST', body, schema: mailroomCheckPreview });

export const useRecordPaperReturn = () =>
  useMailroomMutation((body: PaperReturnRequest) =>
    staffFetch(mailroomApi.paperReturns, { method: 'POST', body, schema: mailroomPosting }),
  );

export const useDecide = () =>
  useMailroomMutation(({ id, reason }: { id: number; reason?: string }) =>
    staffFetch(pathOf(reason === undefined ? mailroomApi.approve : mailroomApi.refuse, { id }), {
      method: 'POST',
      ...(reason === undefined ? {} : { body: { reason } }),
      schema: mailroomPosting,
    }),
  );
