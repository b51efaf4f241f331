import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  api,
  BILLING_YEARS_BACK,
  billingCalculation,
  billingStatementRequest,
  filedBillingStatement,
  ProblemCode,
  type BillingCalculation,
} from '@efile/contracts';
import {
  agencyToday,
  annualReturnDueDate,
  computePenaltyAndInterest,
  billingStatementYears,
  futureDates,
  yearOutside,
  type Clock,
  type RuleIssue,
} from '@efile/tax';
import type { z } from 'zod';
import { fileForm } from '../forms/file-form';
import { worksheetDto } from '../../lib/worksheet';
import { requireFiler, accessFor } from '../../plugins/auth';
import { ProblemError } from '../../plugins/problems';

const tags = ['billing statement'];

type Request = z.output<typeof billingStatementRequest>;

const invalid = ({ field, message }: RuleIssue) =>
  new ProblemError(400, ProblemCode.Validation, { detail: message, errors: { [field]: message } });

/**
 * The statement as of today at the agency: the year's tax due on the return's due date (ORC
 * 718.05), less the payments made, with the interest and late-payment penalty of ORC 718.27, and
 * the late-filing penalty when the return was filed after its due date.
 */
export function calculateStatement(body: Request, clock: Clock): BillingCalculation {
  const asOf = agencyToday(clock);
  const issue =
    yearOutside(body.taxYear, billingStatementYears(clock, BILLING_YEARS_BACK)) ??
    futureDates(body, clock)[0];
  if (issue) throw invalid(issue);
  const dueDate = annualReturnDueDate(body.taxYear);
  const result = computePenaltyAndInterest({
    taxYear: body.taxYear,
    asOf,
    liabilities: [
      {
        kind: 'income',
        label: `${body.taxYear} tax`,
        amount: body.taxDue,
        dueDate,
        payments: [...body.payments].sort((a, b) => a.date.localeCompare(b.date)),
      },
    ],
    ...(body.returnFiledDate && body.returnFiledDate > dueDate
      ? { lateFiling: { returnDueDate: dueDate, filedDate: body.returnFiledDate, priorFailuresToFile: 0 } }
      : {}),
  });
  return {
    taxYear: body.taxYear,
    dueDate,
    asOf,
    worksheet: worksheetDto(result.worksheet),
    ...result.totals,
    notices: result.notices,
  };
}

/** Spec §7: calculate a statement, and file it (then pay it online: spec §1). */
export default async function billingStatementRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: accessFor('billing-statement') };
  const { database, clock } = app.deps;
  /** Filing calls: an Idempotency-Key repeat answers the first result (plugins/idempotency). */
  const filing = { config, preHandler: app.idempotent };

  r.post(
    api.billingStatementCalculate,
    { config, schema: { tags, body: billingStatementRequest, response: { 200: billingCalculation } } },
    async (request) => {
      requireFiler(request);
      return calculateStatement(request.body, clock);
    },
  );

  r.post(
    api.billingStatement,
    { ...filing, schema: { tags, body: billingStatementRequest, response: { 201: filedBillingStatement } } },
    async (request, reply) => {
      const filer = requireFiler(request);
      const calculation = calculateStatement(request.body, clock);
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
        },
        (filed) => ({ ...filed, amountDue: calculation.total, calculation }),
      );
      return reply.code(201).send(answer);
    },
  );
}
