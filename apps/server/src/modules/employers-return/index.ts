import {
  api,
  employersReturnCalculation,
  employersReturnRequest,
  filedEmployersReturn,
  fileEmployersReturnRequest,
} from '@efile/contracts';
import type { ServerForm } from '../../lib/forms';
import { computedFormRoutes, statementSections } from '../forms';
import { employersReturnLedger } from './ledger';
import { employersReturnReminder } from './reminders';
import { calculateReturn, periodKey } from './service';

/** The employer's return of tax withheld (ADR 0052): one per period, figured as of today. */
const employersReturn: ServerForm = {
  id: 'employers-return',
  routes: computedFormRoutes({
    form: 'employers-return',
    tags: ['return of income'],
    calculate: {
      path: api.employersReturnCalculate,
      body: employersReturnRequest,
      response: employersReturnCalculation,
    },
    file: { path: api.employersReturn, body: fileEmployersReturnRequest, response: filedEmployersReturn },
    compute: (body, on) => calculateReturn(body, on.deps.clock, on.rules),
    filing: (calculation, body) => {
      const period = periodKey(body);
      return {
        taxYear: calculation.taxYear,
        period,
        amountDue: calculation.total,
        details: { period, total: calculation.total },
      };
    },
  }),
  ledger: employersReturnLedger,
  reminders: [employersReturnReminder],
  print: statementSections,
};
export default employersReturn;
