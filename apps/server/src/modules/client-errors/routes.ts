import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { api, clientErrorReport, type ClientErrorReport } from '@efile/contracts';

/** Reports per minute and address: a page reports a crash once; a loop or a script is cut off. */
export const CLIENT_ERRORS_PER_MINUTE = 10;

const EMAIL = /[^\s@<>()"']+@[^\s@<>()"']+/g;
const DIGITS = /\d+/g;
/** A stack frame's place in the code: a script path with line and column (origin and query dropped). */
const FRAME = /(?:https?:\/\/[^\s/()]+)?(\/[^\s()?#:]+)(?:\?[^\s():]*)?:(\d+):(\d+)/g;
const MAX_FRAMES = 10;

/** Words that may hold what a person typed or whose id it was: e-mail addresses and every digit masked. */
export function maskText(text: string): string {
  return text.replace(EMAIL, '[e-mail]').replace(DIGITS, '#');
}

/** Only where in our scripts it failed (file:line:column), never the message a stack repeats. */
export function stackFrames(stack: string | undefined): string[] {
  if (!stack) return [];
  return [...stack.matchAll(FRAME)]
    .slice(0, MAX_FRAMES)
    .map(([, file, line, column]) => `${file}:${line}:${column}`);
}

/** What is logged of a report (ADR 0045): no personal data, no query string, no ids. */
export function loggable(report: ClientErrorReport) {
  return {
    app: report.app,
    path: maskText(report.path.split(/[?#]/)[0]!),
    name: maskText(report.name),
    message: maskText(report.message),
    frames: stackFrames(report.stack),
  };
}

/**
 * POST /api/client-errors (ADR 0045): a route error page tells the operators a person met a crash.
 * Public (the sign-in pages crash too), rate-limited per address, validated by the shared schema;
 * it only logs, masked, and answers 204.
 */
export default async function clientErrorRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    api.clientErrors,
    {
      config: {
        access: 'public',
        rateLimit: { max: CLIENT_ERRORS_PER_MINUTE, timeWindow: 60_000 },
      },
      schema: { tags: ['health'], body: clientErrorReport, response: { 204: z.null() } },
    },
    async (request, reply) => {
      request.log.warn({ clientError: loggable(request.body) }, 'a page crashed in the browser');
      return reply.code(204).send(null);
    },
  );
}
