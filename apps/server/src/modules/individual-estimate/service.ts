import type { z } from 'zod';
import { type individualEstimateRequest, ProblemCode, type EstimateCalculation } from '@efile/contracts';
import { computeEstimate, lineAmount, taxTable } from '@efile/tax';
import type { Tx } from '../../db/client';
import { withRatesNotice, worksheetDto } from '../../lib/worksheet';
import { ProblemError } from '../../plugins/problems';
import type { RuleSet } from '../rules';
import { paymentsOnRecord } from '../annual-return';
import { findTaxpayer } from '../taxpayers';

/**
 * The engine's estimate for the filer: residence city from the taxpayer's address, prior-year
 * credit from the agency's records for the estimated year. A residence city without a rate
 * answers "missing tax rate".
 */
export async function calculate(
  db: Tx,
  taxpayerId: string,
  taxYear: number,
  body: z.output<typeof individualEstimateRequest>,
  rules: RuleSet,
): Promise<EstimateCalculation> {
  const taxpayer = await findTaxpayer(db, taxpayerId);
  const residenceCity = taxpayer?.city ?? '';
  const { priorYearCredit } = await paymentsOnRecord(db, taxpayerId, taxYear);
  const result = computeEstimate(
    {
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
    },
    rules.tables,
    rules.config(taxYear),
  );
  if (!result.ok) throw new ProblemError(422, ProblemCode.MissingTaxRate);
  const provisionalRates = taxTable(taxYear, rules.tables)?.provisional === true;
  const notices = withRatesNotice(taxYear, result.notices, rules.tables);
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
