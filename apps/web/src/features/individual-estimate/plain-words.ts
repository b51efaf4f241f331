import type { PlainWords } from '../../ui/worksheet-plain';

/** The lines of the estimate worksheet in plain words (issue 14 item 5). */
export const plainWords = {
  worksheet: 'estimate',
  lines: {
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
} satisfies PlainWords;
