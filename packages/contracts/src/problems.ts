import { z } from 'zod';

export const problemSchema = z.object({
  type: z.string(),
  title: z.string(),
  status: z.number().int(),
  detail: z.string().optional(),
  instance: z.string().optional(),
  /** Validation problems: first message per field. */
  errors: z.record(z.string(), z.string()).optional(),
  /** Account problems: where to reach support. */
  supportEmail: z.string().optional(),
  supportPhone: z.string().optional(),
  /** Invalid password: every policy rule the password fails. */
  reasons: z.array(z.string()).optional(),
  /** Too many attempts: when to try again. */
  retryAfterSeconds: z.number().int().optional(),
  /** Already filed: the confirmation number of the filing this request repeats (ADR 0049). */
  confirmationNumber: z.string().optional(),
});
export type Problem = z.infer<typeof problemSchema>;
