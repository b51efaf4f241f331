import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  api,
  billingCalculation,
  billingStatementRequest,
  filedBillingStatement,
  ProblemCode,
} from '@efile/contracts';
import { fileForm } from '../forms';
import { requireFiler, accessFor } from '../../plugins/auth';
import { ProblemError } from '../../plugins/problems';
import { calculateStatement } from './service';

const tags = ['billing statement'];

/** Spec §7: calculate a statement, and file it (then pay it online: spec §1). */
export default async function billingStatementRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: accessFor('billing-statement') };
  const { database, clock, config: settings } = app.deps;
  /** Filing calls: an Idempotency-Key repeat answers the first result (plugins/idempotency). */
  const filing = { config, preHandler: app.idempotent };

  r.post(
    api.billingStatementCalculate,
    { config, schema: { tags, body: billingStatementRequest, response: { 200: billingCalculation } } },
    async (request) => {
      requireFiler(request);
      return calculateStatement(request.body, clock, await app.deps.rules.current());
    },
  );

  r.post(
    api.billingStatement,
    { ...filing, schema: { tags, body: billingStatementRequest, response: { 201: filedBillingStatement } } },
    async (request, reply) => {
      const filer = requireFiler(request);
      const calculation = calculateStatement(request.body, clock, await app.deps.rules.current());
      if (calculation.total === 0) {
        throw new ProblemError(400, ProblemCode.Validation, {
          detail: 'Nothing is owed for this tax year, so there is nothing to file.',
        });
      }
      const answer = await fileForm(
        database.db,
        request,
        {
          filer,
          form: 'billing-statement',
          taxYear: calculation.taxYear,
          request: request.body,
          result: { calculation, amountDue: calculation.total },
          details: { taxYear: calculation.taxYear, total: calculation.total },
          at: clock.now(),
          // The same statement again within the window is a repeat (issue 23 item 3): payments
          // in date order, so listing them in another order is the same statement.
          same: {
            content: {
              ...request.body,
              payments: [...request.body.payments].sort(
                (a, b) => a.date.localeCompare(b.date) || a.amount - b.amount,
              ),
            },
            windowMs: settings.filing.duplicateWindowMs,
          },
        },
        (filed) => ({ ...filed, amountDue: calculation.total, calculation }),
      );
      return reply.code(201).send(answer);
    },
  );
}
