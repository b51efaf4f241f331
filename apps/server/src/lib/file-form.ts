import type { FastifyRequest } from 'fastify';
import { ProblemCode } from '@efile/contracts';
import type { Tx } from '../db/client';
import { taxForms } from '../db/schema';
import { isUniqueViolation } from '../modules/account/repository';
import { postFiling } from '../modules/ledger/service';
import { completeIdempotency } from '../plugins/idempotency';
import { ProblemError } from '../plugins/problems';
import { audit } from './audit';
import { confirmationNumber } from './confirmation';

export interface Filing {
  filer: { userId: number; taxpayerId: string };
  formType: string;
  taxYear: number;
  /** For forms filed once per period ('2025-Q1', '2026'): the unique index makes a second one fail. */
  period?: string;
  prefix: Parameters<typeof confirmationNumber>[0];
  /** What the person sent (kept as filed). */
  request: unknown;
  /** The figures frozen at filing, as the screens, the PDF and the payment page read them. */
  result: Record<string, unknown>;
  audit: { action: string; details: Record<string, unknown> };
  at: Date;
}

/** What filing gives back: the filed form's id, confirmation number and instant. */
export interface Filed {
  id: number;
  confirmationNumber: string;
  filedAt: string;
}

/**
 * Files a computed form in one transaction: the filed `tax_forms` row with its confirmation number,
 * the audit event, and the answer `respond` makes of it (201), stored under the request's
 * Idempotency-Key when it has one. A form already filed for its year or period answers *already filed*.
 */
export async function fileForm<R extends object>(
  db: Tx,
  httpRequest: FastifyRequest,
  filing: Filing,
  respond: (filed: Filed) => R,
): Promise<R> {
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(taxForms)
        .values({
          taxpayerId: filing.filer.taxpayerId,
          taxYear: filing.taxYear,
          formType: filing.formType,
          period: filing.period ?? null,
          status: 'filed',
          data: { request: filing.request },
          result: filing.result,
          confirmationNumber: confirmationNumber(filing.prefix, filing.taxYear),
          filedAt: filing.at,
          filedByUserId: filing.filer.userId,
        })
        .returning();
      await postFiling(tx, row!);
      const details = { ...filing.audit.details, confirmationNumber: row!.confirmationNumber };
      await audit(tx, httpRequest, { action: filing.audit.action, ...filing.filer, details }, filing.at);
      const filed: Filed = {
        id: row!.id,
        confirmationNumber: row!.confirmationNumber!,
        filedAt: row!.filedAt!.toISOString(),
      };
      return completeIdempotency(tx, httpRequest, 201, respond(filed));
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ProblemError(409, ProblemCode.AlreadyFiled);
    throw error;
  }
}
