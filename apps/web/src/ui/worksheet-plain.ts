import { t, type MessageKey } from '../i18n';

/**
 * Issue 14 item 5: the lines of the computed forms' worksheets in plain words, by the engine's
 * worksheet name and line id (a row's index written `N`: `city.N.taxDue`). A line not listed
 * keeps the engine's figures in view; the annual return explains its own (features/annual-return).
 */
const PLAIN: Readonly<Record<string, Readonly<Record<string, MessageKey>>>> = {
  estimate: {
    'income.N.amount': 'individualEstimate.plain.incomeAmount',
    'income.N.employmentCityTax': 'individualEstimate.plain.employmentCityTax',
    'income.N.residenceCityTax': 'individualEstimate.plain.residenceCityTax',
    totalEstimatedIncome: 'individualEstimate.plain.totalEstimatedIncome',
    employmentCityAllocation: 'individualEstimate.plain.employmentCityAllocation',
    residenceCityAllocation: 'individualEstimate.plain.residenceCityAllocation',
    estimatedTax: 'individualEstimate.plain.estimatedTax',
    priorYearCredit: 'individualEstimate.plain.priorYearCredit',
    netEstimatedTax: 'individualEstimate.plain.netEstimatedTax',
    dueWithAnnualReturn: 'individualEstimate.plain.dueWithAnnualReturn',
    safeHarbourThisYear: 'individualEstimate.plain.safeHarbourThisYear',
    safeHarbourLastYear: 'individualEstimate.plain.safeHarbourLastYear',
  },
  withholding: {
    'city.N.wages': 'employersReturn.plain.cityWages',
    'city.N.expectedTax': 'employersReturn.plain.cityExpectedTax',
    'city.N.taxWithheld': 'employersReturn.plain.cityTaxWithheld',
    'city.N.additions': 'employersReturn.plain.cityAdditions',
    'city.N.subtractions': 'employersReturn.plain.citySubtractions',
    'city.N.taxDue': 'employersReturn.plain.cityTaxDue',
    'residence.N.taxWithheld': 'employersReturn.plain.residenceTaxWithheld',
    totalWages: 'employersReturn.plain.totalWages',
    totalTaxDue: 'employersReturn.plain.totalTaxDue',
    interest: 'employersReturn.plain.interest',
    latePaymentPenalty: 'employersReturn.plain.latePaymentPenalty',
    totalDue: 'employersReturn.plain.totalDue',
  },
  'penalty-interest': {
    'liability.N.unpaidAtDueDate': 'billingStatement.plain.unpaidAtDueDate',
    'liability.N.interest': 'billingStatement.plain.liabilityInterest',
    'liability.N.balance': 'billingStatement.plain.liabilityBalance',
    totalTax: 'billingStatement.plain.totalTax',
    totalInterest: 'billingStatement.plain.totalInterest',
    totalPenalty: 'billingStatement.plain.totalPenalty',
    totalDue: 'billingStatement.plain.totalDue',
  },
};

/** A line of a computed form's worksheet in plain words, when there are some. */
export function plainLine(form: string, lineId: string): string | undefined {
  const key = PLAIN[form]?.[lineId.replace(/\.\d+\./g, '.N.')];
  return key && t(key);
}
