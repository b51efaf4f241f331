import type { z } from 'zod';
import {
  type netProfitEstimateRequest,
  ProblemCode,
  type NetProfitEstimateCalculation,
} from '@efile/contracts';
import { computeNetProfitEstimate } from '@efile/tax';
import { withRatesNotice, worksheetDto } from '../../lib/worksheet';
import { ProblemError } from '../../plugins/problems';
import type { RuleSet } from '../rules';

/** The engine's estimate for the year in progress; a city off the table answers "missing tax rate". */
export function calculate(
  taxYear: number,
  body: z.output<typeof netProfitEstimateRequest>,
  rules: RuleSet,
): NetProfitEstimateCalculation {
  const result = computeNetProfitEstimate(
    { taxYear, cities: body.cities },
    rules.config(taxYear),
    rules.tables,
  );
  if (!result.ok) throw new ProblemError(422, ProblemCode.MissingTaxRate);
  return {
    taxYear,
    worksheet: worksheetDto(result.worksheet),
    estimatedTax: result.estimatedTax,
    declarationRequired: result.declarationRequired,
    installments: result.installments,
    notices: withRatesNotice(taxYear, result.notices, rules.tables),
  };
}
