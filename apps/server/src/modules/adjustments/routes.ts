import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  IDEMPOTENCY_KEY_HEADER,
  ProblemCode,
  STAFF_PERMISSIONS,
  adjustmentIdParams,
  adjustmentRefusal,
  adjustmentRequest,
  adjustmentTaxpayerParams,
  adjustmentsApi,
  staffAdjustment,
  staffAdjustmentList,
  staffReasonQuery,
} from '@efile/contracts';
import { text } from '../../lib/i18n';
import { ProblemError } from '../../plugins/problems';
import { staffOf } from '../../plugins/staff-auth';
import * as service from './service';

const tags = ['staff'];
const staff = (roles: readonly (typeof STAFF_PERMISSIONS.read)[number][]) => ({
  access: 'staff' as const,
  roles,
});

/** The Idempotency-Key of a request (visible ASCII, 1–200): required, one per adjustment. */
function keyOf(request: FastifyRequest): string {
  const header = request.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()];
  if (typeof header !== 'string' || !/^[\x21-\x7e]{1,200}$/.test(header))
    throw new ProblemError(400, ProblemCode.Validation, {
      detail: text('problems.adjustmentKeyRequired', { header: IDEMPOTENCY_KEY_HEADER }),
      errors: { [IDEMPOTENCY_KEY_HEADER]: text('problems.idempotencyKeyField') },
    });
  return header;
}

/**
 * Adjustments (issue 28 item 2, ADR 0059): every role reads (with a reason for one taxpayer's);
 * clerks, supervisors and administrators ask; supervisors and administrators decide what waits
 * above the agency's amount — never their own (the service and the database say so).
 */
export default async function adjustmentRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  r.get(
    adjustmentsApi.ofTaxpayer,
    {
      schema: {
        tags,
        params: adjustmentTaxpayerParams,
        querystring: staffReasonQuery,
        response: { 200: staffAdjustmentList },
      },
      config: staff(STAFF_PERMISSIONS.read),
    },
    (request) => service.ofTaxpayer(deps, request, staffOf(request), request.params.id, request.query.reason),
  );

  r.post(
    adjustmentsApi.ofTaxpayer,
    {
      schema: {
        tags,
        params: adjustmentTaxpayerParams,
        body: adjustmentRequest,
        response: { 200: staffAdjustment, 201: staffAdjustment },
      },
      config: staff(STAFF_PERMISSIONS.act),
    },
    async (request, reply) => {
      const key = keyOf(request);
      const done = await service.requestAdjustment(
        deps,
        request,
        staffOf(request),
        request.params.id,
        request.body,
        key,
      );
      if (done.replayed) reply.header('idempotent-replayed', 'true');
      return (reply as FastifyReply).code(done.replayed ? 200 : 201).send(done.adjustment);
    },
  );

  r.get(
    adjustmentsApi.waiting,
    { schema: { tags, response: { 200: staffAdjustmentList } }, config: staff(STAFF_PERMISSIONS.read) },
    (request) => service.waiting(deps, request, staffOf(request)),
  );

  r.post(
    adjustmentsApi.approve,
    {
      schema: { tags, params: adjustmentIdParams, response: { 200: staffAdjustment } },
      config: staff(STAFF_PERMISSIONS.decide),
    },
    (request) =>
      service.decide(deps, request, staffOf(request), request.params.adjustmentId, { approve: true }),
  );

  r.post(
    adjustmentsApi.refuse,
    {
      schema: {
        tags,
        params: adjustmentIdParams,
        body: adjustmentRefusal,
        response: { 200: staffAdjustment },
      },
      config: staff(STAFF_PERMISSIONS.decide),
    },
    (request) =>
      service.decide(deps, request, staffOf(request), request.params.adjustmentId, {
        approve: false,
        reason: request.body.reason,
      }),
  );
}
