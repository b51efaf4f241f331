import { z } from 'zod';

/**
 * A crash a person saw (ADR 0045): the route error page of the taxpayers' app or of the console
 * reports it once, without anything the person typed. The server masks digits and e-mail
 * addresses before it logs; these bounds only keep a report small.
 */
export const clientErrorReport = z
  .object({
    app: z.enum(['taxpayer', 'staff']),
    /** The page's path, without its query string. */
    path: z.string().min(1).max(300),
    /** What kind of failure: an exception's name, or "response" for an HTTP error the router threw. */
    name: z.string().max(100),
    message: z.string().max(1000),
    /** The first frames (file:line:column), no more. */
    stack: z.string().max(4000).optional(),
  })
  .strict();
export type ClientErrorReport = z.infer<typeof clientErrorReport>;
