import {
  api,
  estimateCalculation,
  fileIndividualEstimateRequest,
  filedEstimate,
  individualEstimateRequest,
} from '@efile/contracts';
import { agencyToday, cumulativeDueBy, currentTaxYear } from '@efile/tax';
import type { ServerForm } from '../../lib/forms';
import { computedFormRoutes, estimateSections } from '../forms';
import { individualEstimateLedger } from './ledger';
import { estimateInstallmentReminder } from './reminders';
import { calculate } from './service';
import { say } from '../../lib/i18n';

/** The individual estimate of the year in progress (spec §7 POST /api/form/individual-estimate; ADR 0052). */
const individualEstimate: ServerForm = {
  id: 'individual-estimate',
  routes: computedFormRoutes({
    form: 'individual-estimate',
    tags: ['estimate'],
    calculate: {
      path: api.individualEstimateCalculate,
      body: individualEstimateRequest,
      response: estimateCalculation,
    },
    file: { path: api.individualEstimate, body: fileIndividualEstimateRequest, response: filedEstimate },
    // Estimates are for the year in progress: the year after the one being filed. The filed
    // request holds the calculate request (and the agreement, which the engine does not read).
    compute: async (body, on) =>
      calculate(on.deps.database.db, on.filer.taxpayerId, currentTaxYear(on.deps.clock) + 1, body, on.rules),
    nothingToFile: (calculation) =>
      calculation.netEstimatedTax === 0 ? say('problems.noEstimatedTax') : null,
    filing: (calculation, _body, on) => ({
      taxYear: calculation.taxYear,
      amountDue: cumulativeDueBy(calculation.installments, agencyToday(on.deps.clock)),
      details: { taxYear: calculation.taxYear, netEstimatedTax: calculation.netEstimatedTax },
    }),
  }),
  ledger: individualEstimateLedger,
  reminders: [estimateInstallmentReminder],
  print: estimateSections,
};
export default individualEstimate;
