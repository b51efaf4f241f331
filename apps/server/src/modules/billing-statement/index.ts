import { api, billingCalculation, billingStatementRequest, filedBillingStatement } from '@efile/contracts';
import type { ServerForm } from '../../lib/forms';
import { computedFormRoutes, statementSections } from '../forms';
import { chargedLines } from '../ledger';
import { seedPriorYearStatement } from './demo';
import { calculateStatement } from './service';
import { say } from '../../lib/i18n';

/**
 * The tax, penalty and interest billing statement (spec §7; ADR 0052): calculate a statement, and
 * file it (then pay it online: spec §1); as often as the filer likes, a repeat within the window
 * being the same filing.
 */
const billingStatement: ServerForm = {
  id: 'billing-statement',
  routes: computedFormRoutes({
    form: 'billing-statement',
    tags: ['billing statement'],
    calculate: {
      path: api.billingStatementCalculate,
      body: billingStatementRequest,
      response: billingCalculation,
    },
    file: { path: api.billingStatement, body: billingStatementRequest, response: filedBillingStatement },
    compute: (body, on) => calculateStatement(body, on.deps.clock, on.rules),
    nothingToFile: (calculation) => (calculation.total === 0 ? say('problems.nothingOwed') : null),
    filing: (calculation, body, on) => ({
      taxYear: calculation.taxYear,
      amountDue: calculation.total,
      details: { taxYear: calculation.taxYear, total: calculation.total },
      // The same statement again within the window is a repeat (issue 23 item 3): payments in
      // date order, so listing them in another order is the same statement.
      same: {
        content: {
          ...body,
          payments: [...body.payments].sort((a, b) => a.date.localeCompare(b.date) || a.amount - b.amount),
        },
        windowMs: on.deps.config.filing.duplicateWindowMs,
      },
    }),
  }),
  ledger: {
    charges: chargedLines([
      ['liability.tax', 'totalTax'],
      ['liability.interest', 'totalInterest'],
      ['liability.penalty', 'totalPenalty'],
    ]),
    accrual: { liability: 'income', dueDate: (form) => form.calculationDueDate },
  },
  print: statementSections,
  demo: seedPriorYearStatement,
};
export default billingStatement;
