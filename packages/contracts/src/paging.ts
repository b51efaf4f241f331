import { z } from 'zod';

/**
 * The console's numbered lists (issue 28 item 3): the mailroom's postings, the export batches.
 * Server-side pages of `LIST_PAGE_SIZE`, newest first, with the total so staff know what is left.
 * (The work queues page by cursor, oldest first: `nextCursor` and `total`.)
 */
export const LIST_PAGE_SIZE = 25;
export const listPageQuery = z.strictObject({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export const listPaging = {
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
};
