import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  api,
  filedEmployersReturn,
  fileEmployersReturnRequest,
  employersReturnCalculation,
  employersReturnRequest,
} from '@efile/contracts';
import { fileForm } from '../forms';
import { requireBusinessFiler, accessFor } from '../../plugins/auth';
import { periodKey, calculateReturn } from './service';

const tags = ['return of income'];

export default async function employersReturnRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: accessFor('employers-return') };
  const { database, clock } = app.deps;
  /** Filing calls: an Idempotency-Key repeat answers the first result (plugins/idempotency). */
  const filing = { config, preHandler: app.idempotent };

  r.post(
    api.employersReturnCalculate,
    {
      config,
      schema: { tags, body: employersReturnRequest, response: { 200: employersReturnCalculation } },
    },
    async (request) => {
      requireBusinessFiler(request);
      return calculateReturn(request.body, clock, await app.deps.rules.current());
    },
  );

  r.post(
    api.employersReturn,
    {
      ...filing,
      schema: { tags, body: fileEmployersReturnRequest, response: { 201: filedEmployersReturn } },
    },
    async (request, reply) => {
      const filer = requireBusinessFiler(request);
      const calculation = calculateReturn(request.body, clock, await app.deps.rules.current());
      const period = periodKey(request.body);
      const answer = await fileForm(
        database.db,
        request,
        {
          filer,
          form: 'employers-return',
          taxYear: calculation.taxYear,
          period,
          request: request.body,
          result: { calculation, amountDue: calculation.total },
          details: { period, total: calculation.total },
          at: clock.now(),
        },
        (filed) => ({ ...filed, amountDue: calculation.total, calculation }),
      );
      return reply.code(201).send(answer);
    },
  );
}
