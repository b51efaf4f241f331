import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, isNull, lt } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { IDEMPOTENCY_KEY_HEADER, ProblemCode } from '@efile/contracts';
import type { Tx } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import { loggableError } from '../lib/db-errors';
import { sessionOf } from './auth';
import { ProblemError } from './problems';
import { text } from '../lib/i18n';

/** How long a call holds its key before a retry may take it over (a crashed node's claim). */
const CLAIM_MS = 30_000;
/** How long a repeat waits for the first call with its key to finish before answering 409. */
const WAIT_MS = 10_000;
const POLL_MS = 50;
/** Visible ASCII, as the IETF Idempotency-Key draft and common clients (UUIDs) send it. */
const KEY_PATTERN = /^[\x21-\x7e]{1,200}$/;

const invalidKey = () =>
  new ProblemError(400, ProblemCode.Validation, {
    detail: text('problems.idempotencyKeyInvalid', { header: IDEMPOTENCY_KEY_HEADER }),
    errors: { [IDEMPOTENCY_KEY_HEADER]: text('problems.idempotencyKeyField') },
  });

/**
 * The same key with another request (other route, body or taxpayer) is a client error; the web
 * sends one key per submission (ADR 0049), so a person sees this after changing a form whose first
 * sending may have been filed.
 */
const otherRequest = () =>
  new ProblemError(422, ProblemCode.Conflict, {
    detail: text('problems.submissionOtherFigures'),
  });

/** What a key stands for: the method, the route, the taxpayer filed for and the body. */
export function fingerprintOf(
  method: string,
  route: string,
  taxpayerId: string | null,
  body: unknown,
): string {
  return createHash('sha256')
    .update(`${method} ${route}\n${taxpayerId ?? ''}\n`)
    .update(JSON.stringify(body ?? null))
    .digest('hex');
}

const fingerprint = (request: FastifyRequest) =>
  fingerprintOf(
    request.method,
    request.routeOptions.url ?? '',
    request.auth?.taxpayerId ?? null,
    request.body,
  );

/**
 * Idempotent filing (issue 11): a filing route's preHandler `app.idempotent` (after
 * `app.authenticate`) claims the request's `Idempotency-Key` for the user, or answers a repeat
 * with the first call's stored result. The filing stores its result with `completeIdempotency` in
 * its own transaction, so a filing and its stored answer commit together: a retry after a crash
 * either finds the answer or files for the first time. A call that ends without storing one
 * (an error) releases its claim. The unique key (user, key) makes one claim win any race.
 */
export default fp(
  async function idempotency(app: FastifyInstance) {
    const { database, clock } = app.deps;
    const db = database.db;
    app.decorateRequest('idempotency', null);

    /** Claims the key; a row already there is returned instead. */
    async function claim(userId: number, key: string, print: string) {
      const now = clock.now();
      const lockedUntil = new Date(now.getTime() + CLAIM_MS);
      const [mine] = await db
        .insert(idempotencyKeys)
        .values({ userId, key, fingerprint: print, lockedUntil, createdAt: now })
        .onConflictDoNothing()
        .returning({ id: idempotencyKeys.id });
      if (mine) return { mine };
      const [theirs] = await db
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
      if (!theirs || theirs.completedAt || theirs.fingerprint !== print) return { theirs };
      // A claim past its time (its node stopped): take it over, once.
      const [taken] = await db
        .update(idempotencyKeys)
        .set({ lockedUntil })
        .where(
          and(
            eq(idempotencyKeys.id, theirs.id),
            isNull(idempotencyKeys.completedAt),
            lt(idempotencyKeys.lockedUntil, now),
          ),
        )
        .returning({ id: idempotencyKeys.id });
      return taken ? { mine: taken } : { theirs };
    }

    app.decorate('idempotent', async (request: FastifyRequest, reply: FastifyReply) => {
      const header = request.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()];
      if (header === undefined) return;
      if (typeof header !== 'string' || !KEY_PATTERN.test(header)) throw invalidKey();
      const { userId } = sessionOf(request);
      const print = fingerprint(request);
      const deadline = Date.now() + WAIT_MS;
      for (;;) {
        const { mine, theirs } = await claim(userId, header, print);
        if (mine) {
          request.idempotency = { id: mine.id };
          return;
        }
        if (theirs) {
          if (theirs.fingerprint !== print) throw otherRequest();
          if (theirs.completedAt && theirs.statusCode) {
            return reply.code(theirs.statusCode).header('idempotent-replayed', 'true').send(theirs.response);
          }
        }
        // The first call is still running (or just released its claim): wait, then look again.
        if (Date.now() >= deadline) {
          reply.header('retry-after', '1');
          throw new ProblemError(409, ProblemCode.Conflict, {
            detail: text('problems.requestInProgress'),
          });
        }
        await sleep(POLL_MS);
      }
    });

    // A call that stored no answer (it failed) gives its key back before it answers, so a retry
    // runs it again (and a repeat waiting on it claims the key). This hook never throws (issue 23
    // item 10): an error here would replace the answer with Fastify's own JSON, SQL text and all.
    // If the database is gone the key stays claimed until CLAIM_MS, when a retry takes it over.
    app.addHook('onSend', async (request, _reply, payload) => {
      const claimed = request.idempotency;
      if (!claimed) return payload;
      request.idempotency = null;
      try {
        await db
          .delete(idempotencyKeys)
          .where(and(eq(idempotencyKeys.id, claimed.id), isNull(idempotencyKeys.completedAt)));
      } catch (error) {
        request.log.warn({ error: loggableError(error) }, 'idempotency key not given back');
      }
      return payload;
    });
  },
  { name: 'idempotency', dependencies: ['auth'] },
);

/**
 * Stores a filing's answer under the request's key, in the filing's transaction (nothing to do
 * when the call came without a key). Returns the body, so a route can `send` what it stored.
 */
export async function completeIdempotency<T>(tx: Tx, request: FastifyRequest, status: number, body: T) {
  if (request.idempotency) {
    await tx
      .update(idempotencyKeys)
      .set({ statusCode: status, response: body as object, completedAt: new Date() })
      .where(eq(idempotencyKeys.id, request.idempotency.id));
  }
  return body;
}
