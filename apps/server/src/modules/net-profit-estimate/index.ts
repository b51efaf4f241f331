import {
  api,
  filedNetProfitEstimate,
  fileNetProfitEstimateRequest,
  netProfitEstimateCalculation,
  netProfitEstimateRequest,
} from '@efile/contracts';
import { agencyToday, cumulativeDueBy, currentTaxYear, noDeclarationNotice } from '@efile/tax';
import type { ServerForm } from '../../lib/forms';
import { computedFormRoutes, estimateSections } from '../forms';
import { installmentCharges } from '../ledger';
import { businessAnnualReturnReminder, netProfitInstallmentReminder } from './reminders';
import { calculate } from './service';
import { say, sayMessage } from '../../lib/i18n';

/** Estimates are for the year in progress: the year after the one being filed. */
const estimateYear = (on: { deps: { clock: Parameters<typeof currentTaxYear>[0] } }) =>
  currentTaxYear(on.deps.clock) + 1;

/**
 * The net profit estimate (spec §7 POST /api/form/business/net-profit-estimate; ADR 0052): one
 * per business and year, paid online; charged by installment, reminded by installment and for the
 * year's business annual return.
 */
const netProfitEstimate: ServerForm = {
  id: 'net-profit-estimate',
  routes: computedFormRoutes({
    form: 'net-profit-estimate',
    tags: ['net profit estimate'],
    calculate: {
      path: api.netProfitEstimateCalculate,
      body: netProfitEstimateRequest,
      response: netProfitEstimateCalculation,
    },
    file: {
      path: api.netProfitEstimate,
      body: fileNetProfitEstimateRequest,
      response: filedNetProfitEstimate,
    },
    compute: (body, on) => calculate(estimateYear(on), body, on.rules),
    // ORC 718.08 "at least two hundred dollars": the configured threshold, never a literal.
    nothingToFile: (calculation, { rules }) =>
      calculation.declarationRequired
        ? null
        : say('problems.noDeclarationRequired', {
            notice: sayMessage(noDeclarationNotice(rules.config(calculation.taxYear))),
          }),
    filing: (calculation, _body, on) => ({
      taxYear: calculation.taxYear,
      period: String(calculation.taxYear),
      amountDue: cumulativeDueBy(calculation.installments, agencyToday(on.deps.clock)),
      details: { taxYear: calculation.taxYear, estimatedTax: calculation.estimatedTax },
    }),
  }),
  ledger: { role: 'estimate', charges: installmentCharges },
  reminders: [netProfitInstallmentReminder, businessAnnualReturnReminder],
  print: estimateSections,
};
export default netProfitEstimate;
