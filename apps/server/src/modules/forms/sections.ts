import type { BillingCalculation, EstimateCalculation } from '@efile/contracts';
import type { PrintSections } from './pdf';
import { worksheetRows } from './pdf';
import { say, sayMessage } from '../../lib/i18n';
import { money } from '../../lib/formats';

/** An estimate (individual or net profit): the estimated tax and its quarterly payments. */
export const estimateSections: PrintSections = async (_db, row) => {
  const { calculation } = row.result as {
    calculation: Pick<EstimateCalculation, 'worksheet' | 'installments' | 'notices'> & {
      residenceCity?: string;
    };
  };
  return {
    taxpayer: calculation.residenceCity
      ? [say('pdf.residenceCity', { city: calculation.residenceCity })]
      : [],
    sections: [
      {
        heading: say('pdf.estimatedTax'),
        rows: worksheetRows(calculation.worksheet.lines.filter((l) => !l.id.startsWith('installment.'))),
      },
      {
        heading: say('pdf.quarterlyPayments'),
        rows: calculation.installments.map(
          (i) =>
            [
              say('pdf.installmentDue', { number: i.number, dueDate: i.dueDate }),
              money(i.amountDue),
            ] as const,
        ),
      },
    ],
    footer: calculation.notices.map(sayMessage),
  };
};

/** A figure as of a date (billing statement, employer's return): its worksheet and due date. */
export const statementSections: PrintSections = async (_db, row) => {
  const { calculation } = row.result as { calculation: BillingCalculation };
  const covers = row.period ? say('pdf.statementPeriod', { period: row.period }) : '';
  return {
    sections: [
      {
        heading:
          covers + say('pdf.statementFigured', { asOf: calculation.asOf, dueDate: calculation.dueDate }),
        rows: worksheetRows(calculation.worksheet.lines),
      },
    ],
    footer: [...calculation.notices.map(sayMessage), say('pdf.keepCopy')],
  };
};
