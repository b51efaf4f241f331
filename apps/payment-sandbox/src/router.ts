import type { IncomingMessage, ServerResponse } from 'node:http';
import { createSession } from './api';
import type { SandboxContext } from './context';
import { readBody, sendText } from './http';
import { MESSAGES } from './messages';
import { showPaymentPage, submitPayment } from './pay';

const PAY_SUBMIT_PATH = /^\/pay\/([A-Za-z0-9-]{1,64})$/;

async function route(ctx: SandboxContext, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const { pathname } = new URL(req.url ?? '/', 'http://sandbox.invalid');
  const submitMatch = PAY_SUBMIT_PATH.exec(pathname);
  const known = pathname === '/api/v1/sessions' || pathname === '/pay' || submitMatch !== null;
  if (req.method !== 'POST' || !known) return sendText(res, 404, MESSAGES.notFound);

  const body = await readBody(req);
  if (body === null) return sendText(res, 413, MESSAGES.tooLarge);

  if (pathname === '/api/v1/sessions') return createSession(ctx, req, body, res);
  const form = new URLSearchParams(body);
  if (submitMatch?.[1] !== undefined) return submitPayment(ctx, submitMatch[1], form, res);
  return showPaymentPage(ctx, form, res);
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
