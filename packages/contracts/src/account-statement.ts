import { z } from 'zod';
import { field, msg } from './message-core';

/**
 * GET /api/account/statement.pdf: the period, agency calendar days, both included (at most 20
 * years, so one request cannot ask for an unbounded document).
 */
export const accountStatementQuery = z
  .strictObject({
    from: z.iso.date(msg('messages.date', { field: field('from') })),
    to: z.iso.date(msg('messages.date', { field: field('to') })),
  })
  .refine((q) => q.from <= q.to, { message: msg('messages.statementFromAfterTo'), path: ['from'] })
  .refine((q) => Number(q.to.slice(0, 4)) - Number(q.from.slice(0, 4)) <= 20, {
    message: msg('messages.statementAtMost20Years', { years: 20 }),
    path: ['to'],
  });
export type AccountStatementQuery = z.infer<typeof accountStatementQuery>;
