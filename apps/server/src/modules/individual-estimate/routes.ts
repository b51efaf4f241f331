import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  api,
  estimateCalculation,
  filedEstimate,
  individualEstimateRequest,
  ProblemCode,
  type EstimateCalculation,
} from '@efile/contracts';
import {
  agencyToday,
  computeEstimate,
  cumulativeDueBy,
  currentTaxYear,
  lineAmount,
  taxTable,
} from '@efile/tax';
import type { Tx } from '../../db/client';
import { fileForm } from '../forms/file-form';
import { withRatesNotice, worksheetDto } from '../../lib/worksheet';
import { requireIndividual, accessFor } from '../../plugins/auth';
import { ProblemError } from '../../plugins/problems';
import { paymentsOnRecord } from '../annual-return/repository';
import { findTaxpayer } from '../taxpayers/repository';

const tags = ['estimate'];

/**
 * The engine's estimate for the filer: residence city from the taxpayer's address, prior-year
 * credit from the agency's records for the estimated year. A residence city without a rate
 * answers "missing tax rate".
 */
async function calculate(
  db: Tx,
  taxpayerId: string,
  taxYear: number,
  body: z.output<typeof individualEstimateRequest>,
): Promise<EstimateCalculation> {
  const taxpayer = await findTaxpayer(db, taxpayerId);
  const residenceCity = taxpayer?.city ?? '';
  const { priorYearCredit } = await paymentsOnRecord(db, taxpayerId, taxYear);
  const result = computeEstimate({
    taxYear,
    residenceCityCode: residenceCity,
    incomes: body.incomes.map((i) => ({
      description: i.description,
      income: i.income,
      workCityCode: i.workCity,
      workCityTaxWithheld: i.workCityTaxWithheld,
    })),
    priorYearCredit,
    residentOnJanuary1: body.residentOnJanuary1,
  });
  if (!result.ok) throw new ProblemError(422, ProblemCode.MissingTaxRate);
  const provisionalRates = taxTable(taxYear)?.provisional === true;
  const notices = withRatesNotice(taxYear, result.notices);
  return {
    taxYear,
    residenceCity,
    provisionalRates,
    worksheet: worksheetDto(result.worksheet),
    estimatedTax: result.estimatedTax,
    employmentCityAllocation: lineAmount(result.worksheet, 'employmentCityAllocation') ?? 0,
    residenceCityAllocation: lineAmount(result.worksheet, 'residenceCityAllocation') ?? 0,
    netEstimatedTax: result.netEstimatedTax,
    declarationRequired: result.declarationRequired,
    installments: result.installments,
    notices,
  };
}

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
    async (request) => calculate(db, requireIndividual(request).taxpayerId, estimateYear(), request.body),
  );

  r.post(
    api.individualEstimate,
    { ...filing, schema: { tags, body: individualEstimateRequest, response: { 201: filedEstimate } } },
    async (request, reply) => {
      const filer = requireIndividual(request);
      const taxYear = estimateYear();
      const calculation = await calculate(db, filer.taxpayerId, taxYear, request.body);
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
