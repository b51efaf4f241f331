import type { FastifyRequest } from 'fastify';
import { ProblemCode, type FormId } from '@efile/contracts';
import type { Tx } from '../../db/client';
import { isUniqueViolation } from '../../lib/db-errors';
import { completeIdempotency } from '../../plugins/idempotency';
import { ProblemError } from '../../plugins/problems';
import { audit } from '../../lib/audit';
import { postFiling } from '../ledger';
import { queueFilingReceipt } from '../receipts';
import { confirmationNumber } from './confirmation';
import { insertFiled, markFiled, type TaxFormRow } from './repository';
import { claimContent, repeatOf, type SameFiling } from './same-filing';

export interface Filing {
  filer: { userId: number; taxpayerId: string };
  /** The registry's form id: the stored type, the confirmation prefix, the audit action. */
  form: FormId;
  taxYear: number;
  /** For forms filed once per period ('2025-Q1', '2026'): the unique index makes a second one fail. */
  period?: string;
  /** A draft being filed (the annual return keeps one while the taxpayer enters W-2s). */
  draftId?: number;
  /** What the person sent (kept as filed). */
  request?: unknown;
  /** The figures frozen at filing, as the screens, the PDF and the payment page read them. */
  result: Record<string, unknown>;
  /** What the audit event records beside the confirmation number. */
  details: Record<string, unknown>;
  at: Date;
  /** A form that may be filed again: the same content within a window is the same filing. */
  same?: SameFiling;
  /** What the filing itself records besides (a return's refund claim), in its transaction. */
  with?: (tx: Tx, row: TaxFormRow) => Promise<unknown>;
}

/** What filing gives back: the filed form's id, confirmation number and instant. */
export interface Filed {
  id: number;
  confirmationNumber: string;
  filedAt: string;
}

/**
 * The one filing transaction (issue 13): the filed `tax_forms` row with its confirmation number
 * (a new row, or the draft turned filed), its ledger entries, the audit event, the receipt e-mail
 * (issue 22, ADR 0045), and the answer `respond` makes of it,
 * stored under the request's Idempotency-Key when it has one. A form already filed for its year or
 * period answers *already filed*, and so does the same content again within `same.windowMs`
 * (with the first filing's confirmation number, ADR 0049).
 */
export async function fileForm<R extends object>(
  db: Tx,
  httpRequest: FastifyRequest,
  filing: Filing,
  respond: (filed: Filed, row: TaxFormRow) => R,
  status: 200 | 201 = 201,
): Promise<R> {
  const values = {
    confirmationNumber: confirmationNumber(filing.form, filing.taxYear),
    filedAt: filing.at,
    filedByUserId: filing.filer.userId,
    result: filing.result,
  };
  try {
    return await db.transaction(async (tx) => {
      const content = filing.same
        ? await claimContent(tx, filing.form, filing.filer.taxpayerId, filing.same, filing.at)
        : {};
      const row =
        filing.draftId !== undefined
          ? await markFiled(tx, filing.draftId, values)
          : await insertFiled(tx, {
              ...values,
              taxpayerId: filing.filer.taxpayerId,
              taxYear: filing.taxYear,
              formType: filing.form,
              period: filing.period ?? null,
              status: 'filed',
              data: { request: filing.request },
              ...content,
            });
      if (!row) throw new ProblemError(409, ProblemCode.AlreadyFiled);
      await postFiling(tx, row);
      await filing.with?.(tx, row);
      const details = {
        taxYear: filing.taxYear,
        ...filing.details,
        confirmationNumber: row.confirmationNumber,
      };
      await audit(tx, httpRequest, { action: `${filing.form}.filed`, ...filing.filer, details }, filing.at);
      const { publicUrl } = httpRequest.server.deps.config.mail;
      await queueFilingReceipt(tx, row, filing.filer.userId, publicUrl, filing.at);
      const filed: Filed = {
        id: row.id,
        confirmationNumber: row.confirmationNumber!,
        filedAt: row.filedAt!.toISOString(),
      };
      return completeIdempotency(tx, httpRequest, status, respond(filed, row));
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      const repeat =
        filing.same && (await repeatOf(db, filing.form, filing.filer.taxpayerId, filing.same, filing.at));
      throw repeat || new ProblemError(409, ProblemCode.AlreadyFiled);
    }
    throw error;
  }
}
