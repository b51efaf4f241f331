import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { SandboxContext } from './context';
import { APPLICATION_ID, MESSAGE_VERSION } from './context';
import { sendJson } from './http';
import { MESSAGES } from './messages';
import { describeIssues, sessionRequestSchema } from './sessions';

/** Hashing first gives both sides the same length, which timingSafeEqual needs, without revealing the key's. */
export function hasApiKey(authorization: string | undefined, apiKey: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(authorization ?? ''), digest(`Bearer ${apiKey}`));
}

function parseJson(body: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(body) };
  } catch {
    return { ok: false };
  }
}

/** POST /api/v1/sessions: the portal, server to server, opens a payment session for one remittance. */
export function createSession(
  ctx: SandboxContext,
  req: IncomingMessage,
  body: string,
  res: ServerResponse,
): void {
  if (!hasApiKey(req.headers.authorization, ctx.apiKey)) {
    sendJson(res, 401, { error: MESSAGES.unauthorized });
    return;
  }
  const json = parseJson(body);
  if (!json.ok) {
    sendJson(res, 400, { error: MESSAGES.notJson });
    return;
  }
  const parsed = sessionRequestSchema.safeParse(json.value);
  if (!parsed.success) {
    sendJson(res, 400, { error: describeIssues(parsed.error) });
    return;
  }
  const { outcome, session } = ctx.sessions.create(parsed.data);
  if (outcome === 'conflict') {
    sendJson(res, 409, { error: MESSAGES.amountConflict });
    return;
  }
  sendJson(res, outcome === 'created' ? 201 : 200, {
    applicationId: APPLICATION_ID,
    messageVersion: MESSAGE_VERSION,
    postUrl: `${ctx.baseUrl()}/pay`,
    remittanceId: session.remittanceId,
  });
}
