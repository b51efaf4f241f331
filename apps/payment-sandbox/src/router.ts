import type { IncomingMessage, ServerResponse } from 'node:http';
import { PROTOCOL_PATHS, formFields } from '@efile/contracts/payment-protocol';
import { sendSettlement, sendStatus } from './api';
import type { SandboxContext } from './context';
import { readBody, sendHtml, sendText } from './http';
import { MESSAGES } from './messages';
import { renderMessagePage } from './page';
import { showPaymentPage, submitPayment } from './pay';

const PAY_SUBMIT_PATH = /^\/pay\/([A-Za-z0-9-]{1,64})$/;

async function route(ctx: SandboxContext, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const { pathname } = new URL(req.url ?? '/', 'http://sandbox.invalid');
  const submitMatch = PAY_SUBMIT_PATH.exec(pathname);
  const known = (Object.values(PROTOCOL_PATHS) as string[]).includes(pathname) || submitMatch !== null;
  if (req.method !== 'POST' || !known) return sendText(res, 404, MESSAGES.notFound);

  const body = await readBody(req);
  if (body === null) return sendText(res, 413, MESSAGES.tooLarge);
  if (ctx.chaos.settings.outage) {
    if (pathname.startsWith('/api/')) return sendText(res, 503, MESSAGES.outage);
    return sendHtml(res, 503, renderMessagePage(ctx.merchantName, MESSAGES.outage));
  }

  if (pathname === PROTOCOL_PATHS.status) return sendStatus(ctx, formFields(body), res);
  if (pathname === PROTOCOL_PATHS.settlement) return sendSettlement(ctx, formFields(body), res);
  if (submitMatch?.[1] !== undefined)
    return submitPayment(ctx, submitMatch[1], new URLSearchParams(body), res);
  return showPaymentPage(ctx, formFields(body), res);
}

/** The request listener: every route, and no error ever escapes to crash the process. */
export function createRequestHandler(
  ctx: SandboxContext,
): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    route(ctx, req, res).catch((error: unknown) => {
      // Our own errors never carry form values, so logging one cannot leak a card number.
      console.error('payment sandbox: request failed', error);
      if (res.headersSent) res.destroy();
      else sendText(res, 500, MESSAGES.internalError);
    });
  };
}
