import type { ServerResponse } from 'node:http';
import type { SandboxContext } from './context';
import { APPLICATION_ID } from './context';
import { redirect, sendHtml } from './http';
import { MESSAGES } from './messages';
import type { PaymentOutcome } from './notification';
import { buildNotification, newTransactionId } from './notification';
import { renderMessagePage, renderPaymentPage } from './page';
import type { Session } from './sessions';
import type { FieldErrors, FormValues, ValidPayment } from './validation';
import { readFormValues, validatePayment } from './validation';

/** The test card that is always declined (README). */
export const DECLINED_CARD = '4000000000000002';

function sendInvalidSession(ctx: SandboxContext, res: ServerResponse): void {
  sendHtml(res, 404, renderMessagePage(ctx.merchantName, MESSAGES.invalidSession));
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

/** POST /pay: the taxpayer's browser arrives from the portal with the session's identifiers. */
export function showPaymentPage(ctx: SandboxContext, form: URLSearchParams, res: ServerResponse): void {
  const session =
    form.get('application_id') === APPLICATION_ID
      ? ctx.sessions.find(form.get('remittance_id') ?? '')
      : undefined;
  if (session === undefined) return sendInvalidSession(ctx, res);
  if (session.status === 'Completed') return sendAlreadyPaid(ctx, res, session);
  sendPaymentPage(ctx, res, 200, session);
}

function outcome(
  ctx: SandboxContext,
  status: PaymentOutcome['status'],
  message: string | null,
): PaymentOutcome {
  return { status, message, transactionId: newTransactionId(), occurredAt: ctx.now() };
}

function isDeclined(payment: ValidPayment): boolean {
  return payment.kind === 'card' && payment.cardDigits === DECLINED_CARD;
}

/** POST /pay/<remittanceId>: the hosted form is submitted, to pay or to cancel. */
export async function submitPayment(
  ctx: SandboxContext,
  remittanceId: string,
  form: URLSearchParams,
  res: ServerResponse,
): Promise<void> {
  const session = ctx.sessions.find(remittanceId);
  if (session === undefined) return sendInvalidSession(ctx, res);
  if (session.status === 'Completed') return sendAlreadyPaid(ctx, res, session);
  if (form.get('action') === 'cancel') return redirect(res, session.returnUrl);

  const values = readFormValues(form);
  const result = validatePayment(values, ctx.now());
  if (!result.ok) {
    // The security code is never shown again, even in its own field.
    return sendPaymentPage(ctx, res, 422, session, { values: { ...values, cvv: '' }, errors: result.errors });
  }

  if (isDeclined(result.payment)) {
    const notification = buildNotification(
      session,
      result.payment,
      outcome(ctx, 'Error', MESSAGES.declinedNotification),
    );
    await ctx.notifier.send(session.notifyUrl, notification);
    // The declined number is not put back: the taxpayer is asked for another card.
    const kept = { method: values.method, cardName: values.cardName, expiry: values.expiry };
    return sendPaymentPage(ctx, res, 200, session, { values: kept, alert: MESSAGES.cardDeclined });
  }

  // Completed before the notification is awaited, so a second submit meanwhile cannot pay twice.
  ctx.sessions.complete(session);
  const notification = buildNotification(session, result.payment, outcome(ctx, 'Completed', null));
  await ctx.notifier.send(session.notifyUrl, notification);
  redirect(res, session.returnUrl);
}
