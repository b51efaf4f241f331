import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  api,
  estimateCalculation,
  fileIndividualEstimateRequest,
  filedEstimate,
  individualEstimateRequest,
  ProblemCode,
} from '@efile/contracts';
import { agencyToday, cumulativeDueBy, currentTaxYear } from '@efile/tax';
import { fileForm } from '../forms';
import { requireIndividual, accessFor } from '../../plugins/auth';
import { ProblemError } from '../../plugins/problems';
import { calculate } from './service';

const tags = ['estimate'];

/** The individual estimate of the current year (spec §7 POST /api/form/individual-estimate). */
export default async function individualEstimateRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: accessFor('individual-estimate') };
  const { database, clock } = app.deps;
  const db = database.db;
  /** Filing calls: an Idempotency-Key repeat answers the first result (plugins/idempotency). */
  const filing = { config, preHandler: app.idempotent };
  /** Estimates are for the year in progress: the year after the one being filed. */
  const estimateYear = () => currentTaxYear(clock) + 1;

  r.post(
    api.individualEstimateCalculate,
    { config, schema: { tags, body: individualEstimateRequest, response: { 200: estimateCalculation } } },
    async (request) =>
      calculate(
        db,
        requireIndividual(request).taxpayerId,
        estimateYear(),
        request.body,
        await app.deps.rules.current(),
      ),
  );

  r.post(
    api.individualEstimate,
    { ...filing, schema: { tags, body: fileIndividualEstimateRequest, response: { 201: filedEstimate } } },
    async (request, reply) => {
      const filer = requireIndividual(request);
      const taxYear = estimateYear();
      const { agreement: _agreed, ...figures } = request.body;
      const calculation = await calculate(
        db,
        filer.taxpayerId,
        taxYear,
        figures,
        await app.deps.rules.current(),
      );
      if (calculation.netEstimatedTax === 0) {
        throw new ProblemError(400, ProblemCode.Validation, {
          detail: 'No estimated tax is payable, so there is nothing to file.',
        });
      }
      const dueNow = cumulativeDueBy(calculation.installments, agencyToday(clock));
      const answer = await fileForm(
        db,
        request,
        {
          filer,
          form: 'individual-estimate',
          taxYear,
          request: request.body,
          result: { calculation, amountDue: dueNow },
          details: { taxYear, netEstimatedTax: calculation.netEstimatedTax },
          at: clock.now(),
        },
        (filed) => ({ ...filed, amountDue: dueNow, calculation }),
      );
      return reply.code(201).send(answer);
    },
  );
}
