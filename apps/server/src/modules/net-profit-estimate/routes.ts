import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  api,
  filedNetProfitEstimate,
  netProfitEstimateCalculation,
  netProfitEstimateRequest,
  fileNetProfitEstimateRequest,
  ProblemCode,
} from '@efile/contracts';
import { agencyToday, cumulativeDueBy, currentTaxYear, noDeclarationNotice } from '@efile/tax';
import { fileForm } from '../forms';
import { requireBusinessFiler, accessFor } from '../../plugins/auth';
import { ProblemError } from '../../plugins/problems';
import { calculate } from './service';

const tags = ['net profit estimate'];

/** Spec §7 POST /api/form/business/net-profit-estimate: one per business and year, paid online. */
export default async function netProfitEstimateRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: accessFor('net-profit-estimate') };
  const { database, clock } = app.deps;
  /** Filing calls: an Idempotency-Key repeat answers the first result (plugins/idempotency). */
  const filing = { config, preHandler: app.idempotent };
  /** Estimates are for the year in progress: the year after the one being filed. */
  const estimateYear = () => currentTaxYear(clock) + 1;

  r.post(
    api.netProfitEstimateCalculate,
    {
      config,
      schema: { tags, body: netProfitEstimateRequest, response: { 200: netProfitEstimateCalculation } },
    },
    async (request) => {
      requireBusinessFiler(request);
      return calculate(estimateYear(), request.body, await app.deps.rules.current());
    },
  );

  r.post(
    api.netProfitEstimate,
    {
      ...filing,
      schema: { tags, body: fileNetProfitEstimateRequest, response: { 201: filedNetProfitEstimate } },
    },
    async (request, reply) => {
      const filer = requireBusinessFiler(request);
      const taxYear = estimateYear();
      const rules = await app.deps.rules.current();
      const calculation = calculate(taxYear, request.body, rules);
      if (!calculation.declarationRequired) {
        throw new ProblemError(400, ProblemCode.Validation, {
          // ORC 718.08 "at least two hundred dollars": the configured threshold, never a literal.
          detail: `${noDeclarationNotice(rules.config(taxYear))} There is nothing to file.`,
        });
      }
      const amountDue = cumulativeDueBy(calculation.installments, agencyToday(clock));
      const answer = await fileForm(
        database.db,
        request,
        {
          filer,
          form: 'net-profit-estimate',
          taxYear,
          period: String(taxYear),
          request: request.body,
          result: { calculation, amountDue },
          details: { taxYear, estimatedTax: calculation.estimatedTax },
          at: clock.now(),
        },
        (filed) => ({ ...filed, amountDue, calculation }),
      );
      return reply.code(201).send(answer);
    },
  );
}
