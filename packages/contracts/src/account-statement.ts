import { z } from 'zod';

/**
 * GET /api/account/statement.pdf: the period, agency calendar days, both included (at most 20
 * years, so one request cannot ask for an unbounded document).
 */
export const accountStatementQuery = z
  .strictObject({
    from: z.iso.date('from must be a date (YYYY-MM-DD).'),
    to: z.iso.date('to must be a date (YYYY-MM-DD).'),
  })
  .refine((q) => q.from <= q.to, { message: 'from must not be after to.', path: ['from'] })
  .refine((q) => Number(q.to.slice(0, 4)) - Number(q.from.slice(0, 4)) <= 20, {
    message: 'A statement covers at most 20 years.',
    path: ['to'],
  });
export type AccountStatementQuery = z.infer<typeof accountStatementQuery>;
