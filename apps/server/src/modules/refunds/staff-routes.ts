import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  STAFF_PERMISSIONS,
  refundBatchDto,
  refundBatchFileParams,
  refundBatchList,
  refundClaimIdParams,
  refundClaimNote,
  refundClaimRefusal,
  refundClaimsApi,
  staffRefundClaim,
  staffRefundClaimList,
  staffRefundListQuery,
} from '@efile/contracts';
import { staffOf } from '../../plugins/staff-auth';
import { batchFile, issueBatch, listBatches } from './issue';
import { addNote, approve, listClaims, refuse } from './review';

const tags = ['staff'];
const staff = (roles: readonly (typeof STAFF_PERMISSIONS.read)[number][]) => ({
  access: 'staff' as const,
  roles,
});

/**
 * The agency's refund queue (issue 27 item 3): every role reads; clerks and up note and approve
 * (above the agency's amount a supervisor or administrator approves second); refusing and issuing
 * a batch are decisions; the batch files are read by who decides and the auditor.
 */
export default async function refundStaffRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  r.get(
    refundClaimsApi.staffList,
    {
      schema: { tags, querystring: staffRefundListQuery, response: { 200: staffRefundClaimList } },
      config: staff(STAFF_PERMISSIONS.read),
    },
    (request) => listClaims(deps, request, staffOf(request), request.query),
  );

  r.post(
    refundClaimsApi.staffNote,
    {
      schema: {
        tags,
        params: refundClaimIdParams,
        body: refundClaimNote,
        response: { 200: staffRefundClaim },
      },
      config: staff(STAFF_PERMISSIONS.act),
    },
    (request) => addNote(deps, request, staffOf(request), request.params.id, request.body.note),
  );

  r.post(
    refundClaimsApi.staffApprove,
    {
      schema: { tags, params: refundClaimIdParams, response: { 200: staffRefundClaim } },
      config: staff(STAFF_PERMISSIONS.act),
    },
    (request) => approve(deps, request, staffOf(request), request.params.id),
  );

  r.post(
    refundClaimsApi.staffRefuse,
    {
      schema: {
        tags,
        params: refundClaimIdParams,
        body: refundClaimRefusal,
        response: { 200: staffRefundClaim },
      },
      config: staff(STAFF_PERMISSIONS.decide),
    },
    (request) => refuse(deps, request, staffOf(request), request.params.id, request.body.reason),
  );

  r.get(
    refundClaimsApi.staffBatches,
    { schema: { tags, response: { 200: refundBatchList } }, config: staff(STAFF_PERMISSIONS.readExports) },
    async () => ({ batches: await listBatches(deps) }),
  );

  r.post(
    refundClaimsApi.staffBatches,
    { schema: { tags, response: { 201: refundBatchDto } }, config: staff(STAFF_PERMISSIONS.decide) },
    async (request, reply) => reply.code(201).send(await issueBatch(deps, request, staffOf(request))),
  );

  r.get(
    refundClaimsApi.staffBatchFile,
    { schema: { tags, params: refundBatchFileParams }, config: staff(STAFF_PERMISSIONS.readExports) },
    async (request, reply) => {
      const { id, file } = request.params;
      const body = await batchFile(deps, request, staffOf(request), id, file);
      return reply
        .header('content-type', file === 'nacha' ? 'text/plain; charset=us-ascii' : 'text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="refunds-${id}.${file === 'nacha' ? 'ach' : 'csv'}"`,
        )
        .header('cache-control', 'no-store')
        .send(body);
    },
  );
}
