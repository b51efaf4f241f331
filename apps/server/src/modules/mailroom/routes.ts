import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  mailroomReview,
  IDEMPOTENCY_KEY_HEADER,
  ProblemCode,
  mailedCheckRequest,
  mailroomApi,
  mailroomCheckPreview,
  mailroomIdParams,
  mailroomList,
  mailroomListQuery,
  mailroomPosting,
  mailroomRefusal,
  paperReturnRequest,
  type MailroomPosting,
  STAFF_PERMISSIONS,
} from '@efile/contracts';
import { ProblemError } from '../../plugins/problems';
import { staffOf } from '../../plugins/staff-auth';
import { reviewPosting } from './review';
import * as service from './service';
import { text } from '../../lib/i18n';

/** Clerks record what arrives by mail; supervisors and administrators decide above the amount; all read. */

/** The Idempotency-Key a recording call came with (visible ASCII, 1–200), or null. */
function keyOf(request: FastifyRequest): string | null {
  const header = request.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()];
  if (header === undefined) return null;
  if (typeof header !== 'string' || !/^[\x21-\x7e]{1,200}$/.test(header))
    throw new ProblemError(400, ProblemCode.Validation, {
      detail: text('problems.idempotencyKeyInvalid', { header: IDEMPOTENCY_KEY_HEADER }),
      errors: { [IDEMPOTENCY_KEY_HEADER]: text('problems.idempotencyKeyField') },
    });
  return header;
}

/** What arrives by mail (issue 16 item 5, ADR 0038): `/api/staff/mailroom/…`. */
export default async function mailroomRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const schema = { tags: ['staff'] };

  /** A recording of what came by mail: its body, the posting back, recorders only. */
  const recording = <Body extends z.ZodType>(body: Body) => ({
    schema: { ...schema, body, response: { 200: mailroomPosting, 201: mailroomPosting } },
  });
  /** 201 with the new posting, or 200 marked `idempotent-replayed` when the Idempotency-Key was seen before. */
  const recorded = (reply: FastifyReply, done: { replayed: boolean; posting: MailroomPosting }) => {
    if (done.replayed) reply.header('idempotent-replayed', 'true');
    return reply.code(done.replayed ? 200 : 201).send(done.posting);
  };

  r.post(mailroomApi.checks, recording(mailedCheckRequest), async (request, reply) =>
    recorded(
      reply,
      await service.recordCheck(app.deps, request, staffOf(request), request.body, keyOf(request)),
    ),
  );

  r.post(
    mailroomApi.checkPreview,
    {
      schema: { ...schema, body: mailedCheckRequest, response: { 200: mailroomCheckPreview } },
    },
    (request) => service.previewCheck(app.deps, request, staffOf(request), request.body),
  );

  r.post(mailroomApi.paperReturns, recording(paperReturnRequest), async (request, reply) =>
    recorded(
      reply,
      await service.recordPaperReturn(app.deps, request, staffOf(request), request.body, keyOf(request)),
    ),
  );

  r.get(
    mailroomApi.postings,
    {
      schema: { ...schema, querystring: mailroomListQuery, response: { 200: mailroomList } },
      config: { roles: STAFF_PERMISSIONS.read },
    },
    (request) => service.listPostings(app.deps, request, staffOf(request), request.query),
  );

  r.get(
    mailroomApi.review,
    {
      schema: { ...schema, params: mailroomIdParams, response: { 200: mailroomReview } },
      config: { roles: STAFF_PERMISSIONS.decide },
    },
    (request) => reviewPosting(app.deps, request, staffOf(request), request.params.id),
  );

  r.post(
    mailroomApi.approve,
    {
      schema: { ...schema, params: mailroomIdParams, response: { 200: mailroomPosting } },
      config: { roles: STAFF_PERMISSIONS.decide },
    },
    (request) => service.decide(app.deps, request, staffOf(request), request.params.id, { approve: true }),
  );

  r.post(
    mailroomApi.refuse,
    {
      schema: {
        ...schema,
        params: mailroomIdParams,
        body: mailroomRefusal,
        response: { 200: mailroomPosting },
      },
      config: { roles: STAFF_PERMISSIONS.decide },
    },
    (request) =>
      service.decide(app.deps, request, staffOf(request), request.params.id, {
        approve: false,
        reason: request.body.reason,
      }),
  );
}
