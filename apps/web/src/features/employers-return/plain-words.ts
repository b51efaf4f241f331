import type { PlainWords } from '../../ui/worksheet-plain';

/** The lines of the withholding worksheet in plain words (issue 14 item 5). */
export const plainWords = {
  worksheet: 'withholding',
  lines: {
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
} satisfies PlainWords;
