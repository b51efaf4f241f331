import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  listPageQuery,
  ProblemCode,
  exportBatch,
  exportBatchList,
  exportBatchRequest,
  exportFileQuery,
  exportIdParams,
  exportRangeQuery,
  exportTotals,
  exportTotalsQuery,
  exportsApi,
  STAFF_PERMISSIONS,
} from '@efile/contracts';
import { ProblemError } from '../../plugins/problems';
import { staffOf } from '../../plugins/staff-auth';
import { text } from '../../lib/i18n';
import * as service from './service';

/** Supervisors and administrators make batches; they and the auditor read (issue 16 item 8). */

const requester = (request: FastifyRequest, reason: string): service.Requester => ({
  staffUserId: staffOf(request).staffUserId,
  request,
  reason,
});

/** A file as a download: its type and name, never cached. */
const sendFile = (reply: FastifyReply, file: service.ExportFile) =>
  reply
    .header('content-type', file.contentType)
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    .header('cache-control', 'no-store')
    .header('x-export-rows', String(file.rows))
    .send(file.body);

/** Exports for the agency's core system (ADR 0038): `/api/staff/exports/…`. */
export default async function exportRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const schema = { tags: ['staff'] };
  const { database, clock } = app.deps;

  r.post(
    exportsApi.batches,
    {
      schema: { ...schema, body: exportBatchRequest, response: { 201: exportBatch } },
      config: { roles: STAFF_PERMISSIONS.decide },
    },
    async (request, reply) => {
      const { reason, ...range } = request.body;
      const batch = await service.createBatch(database.db, requester(request, reason), range, clock.now());
      // Nothing no earlier batch took: no empty batch is made (issue 28 item 3).
      if (!batch)
        throw new ProblemError(409, ProblemCode.Conflict, {
          detail: text('problems.exportNothingNew', { from: range.from, to: range.to }),
        });
      return reply.code(201).send(batch);
    },
  );

  r.get(
    exportsApi.batches,
    {
      schema: { ...schema, querystring: listPageQuery, response: { 200: exportBatchList } },
    },
    (request) => service.listBatches(database.db, request.query.page),
  );

  r.get(
    exportsApi.batchFile,
    {
      schema: { ...schema, params: exportIdParams, querystring: exportFileQuery },
    },
    async (request, reply) => {
      const file = await service.batchFile(
        database.db,
        requester(request, request.query.reason),
        request.params.id,
        request.query.format,
        clock.now(),
      );
      if (!file) throw new ProblemError(404, ProblemCode.NotFound);
      return sendFile(reply, file);
    },
  );

  r.get(
    exportsApi.range,
    {
      schema: { ...schema, querystring: exportRangeQuery },
    },
    async (request, reply) => {
      const { reason, ...range } = request.query;
      return sendFile(
        reply,
        await service.rangeFile(database.db, requester(request, reason), range, clock.now()),
      );
    },
  );

  r.get(
    exportsApi.totals,
    {
      schema: { ...schema, querystring: exportTotalsQuery, response: { 200: exportTotals } },
    },
    (request) => service.totals(database.db, request.query),
  );
}
