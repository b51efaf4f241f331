import type { z } from 'zod';
import { type employersReturnRequest, ProblemCode, type EmployersReturnCalculation } from '@efile/contracts';
import {
  agencyToday,
  computeWithholding,
  employersReturnYears,
  periodNotEnded,
  yearOutside,
  type Clock,
  type RuleIssue,
} from '@efile/tax';
import { worksheetDto } from '../../lib/worksheet';
import { ProblemError } from '../../plugins/problems';
import type { RuleSet } from '../rules';
import { text } from '../../lib/i18n';

type Request = z.output<typeof employersReturnRequest>;

const invalid = ({ field, message }: RuleIssue) =>
  new ProblemError(400, ProblemCode.Validation, { detail: message, errors: { [field]: message } });

/** '2025-Q1', '2025-M05': the period a return covers, one return each. */
export const periodKey = (r: Pick<Request, 'taxYear' | 'frequency' | 'period'>) =>
  `${r.taxYear}-${r.frequency === 'monthly' ? `M${String(r.period).padStart(2, '0')}` : `Q${r.period}`}`;

/** The engine's return as of today at the agency; a city off the table answers "missing tax rate". */
export function calculateReturn(body: Request, clock: Clock, rules: RuleSet): EmployersReturnCalculation {
  const outside = yearOutside(body.taxYear, employersReturnYears(clock));
  if (outside) throw invalid(outside);
  const asOf = agencyToday(clock);
  const result = computeWithholding(
    { ...body, asOf },
    rules.config(body.taxYear),
    rules.tables,
    rules.interestRates,
  );
  if (!result.ok) {
    if (result.error.code === 'MISSING_TAX_RATE') throw new ProblemError(422, ProblemCode.MissingTaxRate);
    // Spec §1: refunds and overpayments are not accepted online.
    throw new ProblemError(422, ProblemCode.FileOnPaper, {
      detail: text('problems.adjustmentsBelowZero', { city: result.error.city }),
    });
  }
  const underWay = periodNotEnded(body, asOf);
  if (underWay) throw invalid(underWay);
  return {
    taxYear: body.taxYear,
    frequency: body.frequency,
    period: body.period,
    dueDate: result.dueDate,
    asOf,
    worksheet: worksheetDto(result.worksheet),
    taxDue: result.taxDue,
    interest: result.interest,
    penalty: result.penalty,
    total: result.total,
    notices: result.notices,
  };
}
