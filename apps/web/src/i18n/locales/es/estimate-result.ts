import type { estimateResult as english } from '../en/estimate-result';
import type { Translation } from '../../translation';

/** The words of an estimate's result in Spanish (issue 26; the glossary is docs/glossary-es.md). */
export const estimateResult = {
  pastDue: '(vencido)',
  resultHeading: 'Su estimado',
  installmentsHeading: 'Pagos trimestrales',
  installmentsCaption: 'Impuesto estimado adeudado por trimestre',
  quarter: 'Trimestre',
  dueDate: 'Fecha de vencimiento',
  amountDue: 'Cantidad adeudada',
  cumulative: 'Total adeudado a esa fecha',
  belowThreshold:
    'Su impuesto estimado a pagar es menor de $200.00: no es obligatorio presentar un estimado, pero puede presentarlo de todos modos.',
} as const satisfies Translation<typeof english>;
