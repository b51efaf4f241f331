import type { ServerResponse } from 'node:http';
import { amountToCents, browserPost } from '@efile/contracts/payment-protocol';
import type { SandboxContext } from './context';
import { redirect, sendHtml } from './http';
import { MESSAGES } from './messages';
import { buildTransaction } from './notification';
import { renderMessagePage, renderPaymentPage } from './page';
import type { Session } from './sessions';
import type { FieldErrors, FormValues, ValidPayment } from './validation';
import { readFormValues, validatePayment } from './validation';

/** The test card that is always declined (README): fail code 106. */
export const DECLINED_CARD = '4000000000000002';
/** The test card whose remittance is on hold (README): fail code 109. */
export const ON_HOLD_CARD = '4000000000000119';

function sendMessage(ctx: SandboxContext, res: ServerResponse, status: number, message: string): void {
  sendHtml(res, status, renderMessagePage(ctx.merchantName, message));
}

function sendAlreadyPaid(ctx: SandboxContext, res: ServerResponse, session: Session): void {
  const link = { href: session.returnUrl, text: `Return to ${ctx.merchantName}` };
  sendHtml(res, 200, renderMessagePage(ctx.merchantName, MESSAGES.alreadyPaid, link));
}

function sendPaymentPage(
  ctx: SandboxContext,
  res: ServerResponse,
  status: number,
  session: Session,
  page: { values?: FormValues; errors?: FieldErrors; alert?: string } = {},
): void {
  const html = renderPaymentPage({
    merchantName: ctx.merchantName,
    description: session.description,
    amountCents: session.amountCents,
    remittanceId: session.remittanceId,
    values: page.values ?? {},
    errors: page.errors ?? {},
    ...(page.alert === undefined ? {} : { alert: page.alert }),
  });
  sendHtml(res, status, html);
}

/**
 * Asks the merchant (step 2) whether the remittance may be paid now: on arrival, and again just
 * before charging, so a session the merchant superseded or already settled is refused here.
 */
async function verified(
  ctx: SandboxContext,
  res: ServerResponse,
  remittanceId: string,
): Promise<Session | undefined> {
  const answer = await ctx.merchant.verify(remittanceId);
  if (answer === null) {
    sendMessage(ctx, res, 502, MESSAGES.merchantUnavailable);
    return undefined;
  }
  if (answer.status === 'INVALID') {
    const paid = ctx.sessions.get(remittanceId);
    if (paid?.status === 'Completed') sendAlreadyPaid(ctx, res, paid);
    else sendMessage(ctx, res, 404, MESSAGES.invalidSession);
    return undefined;
  }
  return ctx.sessions.open({
    remittanceId,
    amountCents: amountToCents(answer.total_amount),
    description: answer.description,
    returnUrl: new URL(answer.return_url).href,
  });
}

/** POST /pay (step 1): the taxpayer's browser arrives from the portal with the remittance id. */
export async function showPaymentPage(
  ctx: SandboxContext,
  form: Record<string, string>,
  res: ServerResponse,
): Promise<void> {
  const parsed = browserPost.safeParse(form);
  if (!parsed.success || parsed.data.application_id !== ctx.applicationId)
    return sendMessage(ctx, res, 404, MESSAGES.invalidSession);
  const known = ctx.sessions.find(parsed.data.remittance_id);
  if (known?.status === 'Completed') return sendAlreadyPaid(ctx, res, known);
  const session = await verified(ctx, res, parsed.data.remittance_id);
  if (session === undefined) return;
  if (session.status === 'Completed') return sendAlreadyPaid(ctx, res, session);
  sendPaymentPage(ctx, res, 200, session);
}

function failCode(payment: ValidPayment): string | null {
  if (payment.kind !== 'card') return null;
  if (payment.cardDigits === DECLINED_CARD) return '106';
  if (payment.cardDigits === ON_HOLD_CARD) return '109';
  return null;
}

/** POST /pay/<remittanceId>: the hosted form is submitted, to pay or to cancel. */
export async function submitPayment(
  ctx: SandboxContext,
  remittanceId: string,
  form: URLSearchParams,
  res: ServerResponse,
): Promise<void> {
  const session = ctx.sessions.find(remittanceId);
  if (session === undefined) return sendMessage(ctx, res, 404, MESSAGES.invalidSession);
  if (session.status === 'Completed') return sendAlreadyPaid(ctx, res, session);
  if (form.get('action') === 'cancel') return redirect(res, session.returnUrl);

  const values = readFormValues(form);
  const result = validatePayment(values, ctx.now());
  if (!result.ok) {
    // The security code is never shown again, even in its own field.
    return sendPaymentPage(ctx, res, 422, session, { values: { ...values, cvv: '' }, errors: result.errors });
  }

  const code = failCode(result.payment);
  if (code !== null) {
    const declined = buildTransaction(session, result.payment, {
      approved: false,
      failCode: code,
      at: ctx.now(),
    });
    ctx.sessions.record(session, declined);
    await ctx.notifier.send(declined);
    // The declined number is not put back: the taxpayer is asked for another card.
    const kept = { method: values.method, cardName: values.cardName, expiry: values.expiry };
    return sendPaymentPage(ctx, res, 200, session, { values: kept, alert: MESSAGES.cardDeclined });
  }

  // The merchant may have settled or superseded this remittance since the page opened. A merchant
  // that cannot be reached now vouched for it on arrival: the payment is taken (and reconciled).
  const answer = await ctx.merchant.verify(remittanceId);
  if (answer?.status === 'INVALID') return sendMessage(ctx, res, 404, MESSAGES.invalidSession);
  const current = session;
  if (current.status === 'Completed') return sendAlreadyPaid(ctx, res, current);
  // Completed before the notification is awaited, so a second submit meanwhile cannot pay twice.
  const approved = buildTransaction(current, result.payment, { approved: true, failCode: '', at: ctx.now() });
  ctx.sessions.record(current, approved);
  await ctx.notifier.send(approved);
  redirect(res, current.returnUrl);
}
