import type { individualEstimate as english } from './en';
import type { Translation } from '../../../i18n/translation';

/** The individual estimate's words in Spanish (issue 26; the glossary is docs/glossary-es.md). */
export const individualEstimate = {
  title: 'Estimado individual (Individual Estimate)',
  what: 'estimado individual',
  taxYear: 'Impuesto estimado de {year}',
  intro:
    'Declare los ingresos que espera obtener este año y dónde los obtendrá. El estimado divide el impuesto entre la ciudad donde trabaja (cuando ningún empleador lo retiene) y su ciudad de residencia, y usted lo paga por trimestre.',
  incomesLegend: 'Ingresos estimados',
  income: 'Ingreso {n}',
  description: 'Descripción',
  amount: 'Ingresos estimados (dólares)',
  amountHint: 'Por ejemplo, 40,000.00',
  workCity: 'Ciudad donde los obtendrá',
  workCityHome: 'La ciudad donde vive',
  withheld: 'Mi empleador retiene el impuesto de esta ciudad',
  addIncome: 'Agregar otro ingreso',
  removeIncome: 'Quitar el ingreso {n}',
  resident: 'Era residente de mi ciudad el 1 de enero',
  calculate: 'Calcular',
  calculating: 'Calculando…',
  agreement:
    'Acepto que marcar esta casilla se hace en lugar de mi firma, y que la información de este estimado es verdadera, correcta y completa.',
  agreementRequired: 'Debe marcar la casilla de la declaración en lugar de firma antes de presentar.',
  file: 'Presentar el estimado',
  filing: 'Presentando…',
  filed: 'Se presentó su estimado.',
  confirmation: 'Número de confirmación: {number}',
  dueNow: 'Cantidad que debe pagar ahora: {amount}',
  pay: 'Continuar al pago',
  toDashboard: 'Volver al panel principal',
  failed: 'Ocurrió un error inesperado al calcular su estimado. Vuelva a intentarlo más tarde.',
  plain: {
    incomeAmount: 'Ingresos que espera de esta fuente este año.',
    employmentCityTax:
      'El impuesto que cobra sobre estos ingresos la ciudad donde trabaja, a menos que su empleador lo retenga.',
    residenceCityTax:
      'El impuesto de su ciudad sobre estos ingresos, menos su crédito por impuestos pagados a la ciudad donde trabaja.',
    totalEstimatedIncome: 'Todos los ingresos que espera este año.',
    employmentCityAllocation: 'La parte de su impuesto estimado que va a las ciudades donde trabaja.',
    residenceCityAllocation: 'La parte de su impuesto estimado que va a su ciudad.',
    estimatedTax: 'Su impuesto municipal estimado del año: las dos partes juntas.',
    priorYearCredit: 'Un pago en exceso del año pasado aplicado a este año.',
    netEstimatedTax: 'Lo que paga durante el año: el impuesto estimado menos ese crédito.',
    dueWithAnnualReturn:
      'Lo que queda después de los pagos trimestrales. Lo paga cuando presenta su declaración anual.',
    safeHarbourThisYear:
      'Si sus pagos durante el año llegan a esta cantidad, no hay multa por pagar de menos.',
    safeHarbourLastYear: 'Pagar durante el año todo el impuesto del año pasado también evita esa multa.',
  },
} as const satisfies Translation<typeof english>;
