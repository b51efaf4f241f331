import type { billingStatement as english } from './en';
import type { Translation } from '../../../i18n/translation';

/** The billing statement's words in Spanish (issue 26; the glossary is docs/glossary-es.md). */
export const billingStatement = {
  title: 'Estado de cuenta de impuestos, multas e intereses (Tax, Penalty, and Interest Billing Statement)',
  intro:
    'Use este estado de cuenta para pagar el impuesto municipal sobre los ingresos que aún debe de un año anterior. Suma los intereses y las multas que la ley de Ohio cobra sobre el impuesto pagado después de su fecha de vencimiento, hasta hoy. El estado de cuenta se paga en línea.',
  taxYear: 'Año tributario',
  taxDue: 'Impuesto del año (dólares)',
  taxDueHint: 'El impuesto que indica su declaración o nuestra factura para el año, antes de cualquier pago.',
  returnFiled: 'Fecha en que presentó la declaración (opcional)',
  returnFiledHint: 'Déjelo en blanco si la presentó a más tardar en su fecha de vencimiento.',
  paymentsLegend: 'Pagos que ya hizo para el año',
  noPayments: 'No hay pagos ingresados.',
  payment: 'Pago {n}',
  paymentDate: 'Fecha de pago',
  paymentAmount: 'Cantidad pagada (dólares)',
  addPayment: 'Agregar un pago',
  removePayment: 'Quitar el pago {n}',
  calculate: 'Calcular',
  calculating: 'Calculando…',
  resultHeading: 'Su estado de cuenta',
  asOf: 'Calculado al {date}; el impuesto vencía el {due}.',
  caption: 'Cómo se calcula el estado de cuenta',
  total: 'Total adeudado: {amount}',
  file: 'Presentar el estado de cuenta',
  filing: 'Presentando…',
  filed: 'Se presentó su estado de cuenta.',
  confirmation: 'Número de confirmación: {number}',
  pay: 'Continuar al pago',
  failed: 'No se pudo calcular ni presentar el estado de cuenta. Vuelva a intentarlo.',
  toDashboard: 'Volver al panel principal',
  plain: {
    unpaidAtDueDate: 'La parte de este impuesto que no se pagó a más tardar en su fecha de vencimiento.',
    liabilityInterest: 'Intereses sobre este impuesto por cada mes, o parte de un mes, que estuvo sin pagar.',
    liabilityBalance: 'La parte de este impuesto que aún no se ha pagado.',
    totalTax: 'Todo el impuesto que aún no se ha pagado.',
    totalInterest: 'Todos los intereses sobre ese impuesto.',
    totalPenalty: 'Todas las multas por pagar tarde.',
    totalDue: 'Lo que paga ahora: el impuesto sin pagar, los intereses y las multas.',
  },
} as const satisfies Translation<typeof english>;
