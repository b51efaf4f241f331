import type { PlainWords } from '../../ui/worksheet-plain';

/** The lines of the penalty-interest worksheet in plain words (issue 14 item 5). */
export const plainWords = {
  worksheet: 'penalty-interest',
  lines: {
    'liability.N.unpaidAtDueDate': 'billingStatement.plain.unpaidAtDueDate',
    'liability.N.interest': 'billingStatement.plain.liabilityInterest',
    'liability.N.balance': 'billingStatement.plain.liabilityBalance',
    totalTax: 'billingStatement.plain.totalTax',
    totalInterest: 'billingStatement.plain.totalInterest',
    totalPenalty: 'billingStatement.plain.totalPenalty',
    totalDue: 'billingStatement.plain.totalDue',
  },
} satisfies PlainWords;
