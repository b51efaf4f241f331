import type { BillingCalculation, EstimateCalculation } from '@efile/contracts';
import { formatUsd } from '@efile/tax';
import type { PrintSections } from './pdf';
import { worksheetRows } from './pdf';

/** An estimate (individual or net profit): the estimated tax and its quarterly payments. */
export const estimateSections: PrintSections = async (_db, row) => {
  const { calculation } = row.result as {
    calculation: Pick<EstimateCalculation, 'worksheet' | 'installments' | 'notices'> & {
      residenceCity?: string;
    };
  };
  return {
    taxpayer: calculation.residenceCity ? [`Residence city: ${calculation.residenceCity}`] : [],
    sections: [
      {
        heading: 'Estimated tax',
        rows: worksheetRows(calculation.worksheet.lines.filter((l) => !l.id.startsWith('installment.'))),
      },
      {
        heading: 'Quarterly payments',
        rows: calculation.installments.map(
          (i) => [`Installment ${i.number}, due ${i.dueDate}`, formatUsd(i.amountDue)] as const,
        ),
      },
    ],
    footer: calculation.notices,
  };
};

/** A figure as of a date (billing statement, employer's return): its worksheet and due date. */
export const statementSections: PrintSections = async (_db, row) => {
  const { calculation } = row.result as { calculation: BillingCalculation };
  const covers = row.period ? `Period ${row.period}; ` : '';
  return {
    sections: [
      {
        heading: `${covers}figured as of ${calculation.asOf}; due ${calculation.dueDate}`,
        rows: worksheetRows(calculation.worksheet.lines),
      },
    ],
    footer: [...calculation.notices, 'Keep this copy for your records.'],
  };
};
