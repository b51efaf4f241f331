import type { ServerResponse } from 'node:http';
import {
  amountToCents,
  sameSecret,
  settlementRequest,
  statusRequest,
  writeSettlement,
  type StatusAnswer,
} from '@efile/contracts/payment-protocol';
import type { SandboxContext } from './context';
import { sendJson, sendText } from './http';
import { MESSAGES } from './messages';

function authorized(ctx: SandboxContext, form: Record<string, string>): boolean {
  return form.application_id === ctx.applicationId && sameSecret(form.security_id, ctx.securityId);
}

/** Step 4, POST /api/status: what became of one remittance (the merchant's reconciliation asks). */
export function sendStatus(ctx: SandboxContext, form: Record<string, string>, res: ServerResponse): void {
  if (!authorized(ctx, form)) return sendJson(res, 401, { error: MESSAGES.unauthorized });
  const parsed = statusRequest.safeParse(form);
  if (!parsed.success) return sendJson(res, 400, { error: MESSAGES.badRequest });
  const remittanceId = parsed.data.remittance_id;
  const session = ctx.sessions.get(remittanceId);
  const approved = session?.transactions.find((t) => t.transaction_status === 'APPROVED');
  let answer: StatusAnswer;
  if (approved) answer = { state: 'DONE', transaction: approved };
  else if (session === undefined) answer = { state: 'UNKNOWN', remittance_id: remittanceId };
  else if (ctx.sessions.isExpired(session)) answer = { state: 'EXPIRED', remittance_id: remittanceId };
  else answer = { state: 'OPEN', remittance_id: remittanceId };
  sendJson(res, 200, answer);
}

/** Step 5, POST /api/settlement: the day's approved payments as CSV (the agency's daily report). */
export function sendSettlement(ctx: SandboxContext, form: Record<string, string>, res: ServerResponse): void {
  if (!authorized(ctx, form)) return sendJson(res, 401, { error: MESSAGES.unauthorized });
  const parsed = settlementRequest.safeParse(form);
  if (!parsed.success) return sendJson(res, 400, { error: MESSAGES.badRequest });
  const lines = ctx.sessions.approvedOn(parsed.data.settlement_date).map((t) => ({
    transactionId: t.transaction_id,
    remittanceId: t.remittance_id,
    amountCents: amountToCents(t.total_amount),
    transactionDate: t.transaction_date,
  }));
  sendText(res, 200, writeSettlement(lines), 'text/csv; charset=utf-8');
}
