import {
  type billingStatementRequest,
  BILLING_YEARS_BACK,
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
import { worksheetDto } from '../../lib/worksheet';
import { ProblemError } from '../../plugins/problems';
import type { RuleSet } from '../rules';
import { say } from '../../lib/i18n';

type Request = z.output<typeof billingStatementRequest>;

const invalid = ({ field, message }: RuleIssue) =>
  new ProblemError(400, ProblemCode.Validation, { detail: message, errors: { [field]: message } });

/**
 * The statement as of today at the agency: the year's tax due on the return's due date (ORC
 * 718.05), less the payments made, with the interest and late-payment penalty of ORC 718.27, and
 * the late-filing penalty when the return was filed after its due date.
 */
export function calculateStatement(body: Request, clock: Clock, rules: RuleSet): BillingCalculation {
  const asOf = agencyToday(clock);
  const issue =
    yearOutside(body.taxYear, billingStatementYears(clock, BILLING_YEARS_BACK)) ??
    futureDates(body, clock)[0];
  if (issue) throw invalid(issue);
  const config = rules.config(body.taxYear);
  const dueDate = annualReturnDueDate(body.taxYear, config);
  const result = computePenaltyAndInterest(
    {
      taxYear: body.taxYear,
      asOf,
      liabilities: [
        {
          kind: 'income',
          label: say('problems.yearTax', { taxYear: body.taxYear }),
          amount: body.taxDue,
          dueDate,
          payments: [...body.payments].sort((a, b) => a.date.localeCompare(b.date)),
        },
      ],
      ...(body.returnFiledDate && body.returnFiledDate > dueDate
        ? { lateFiling: { returnDueDate: dueDate, filedDate: body.returnFiledDate, priorFailuresToFile: 0 } }
        : {}),
    },
    config,
    rules.interestRates,
  );
  return {
    taxYear: body.taxYear,
    dueDate,
    asOf,
    worksheet: worksheetDto(result.worksheet),
    ...result.totals,
    notices: result.notices,
  };
}
