import type { netProfitEstimate as english } from './en';
import type { Translation } from '../../../i18n/translation';

/** The net profit estimate's words in Spanish (issue 26; the glossary is docs/glossary-es.md). */
export const netProfitEstimate = {
  title: 'Estimado de ganancias netas (Net Profit Estimate)',
  what: 'estimado de ganancias netas',
  taxYear: 'Impuesto estimado de {year}',
  intro:
    'Declare las ganancias netas que espera este año en cada ciudad miembro, según las asigna su prorrateo (propiedades, nómina e ingresos brutos). El estimado se paga por trimestre, en línea.',
  city: 'Ciudad {n}',
  cityField: 'Ciudad',
  netProfit: 'Ganancias netas (dólares)',
  addCity: 'Agregar una ciudad',
  removeCity: 'Quitar la ciudad {n}',
  calculate: 'Calcular',
  calculating: 'Calculando…',
  file: 'Presentar el estimado',
  filing: 'Presentando…',
  filed: 'Se presentó su estimado.',
  confirmation: 'Número de confirmación: {number}',
  dueNow: 'Cantidad que debe pagar ahora: {amount}',
  pay: 'Continuar al pago',
  toDashboard: 'Volver al panel principal',
  failed: 'No se pudo calcular ni presentar el estimado. Vuelva a intentarlo.',
  agreement:
    'Acepto que marcar esta casilla se hace en lugar de mi firma, y que la información de este estimado es verdadera, correcta y completa.',
  agreementRequired: 'Debe marcar la casilla de la declaración en lugar de firma antes de presentar.',
} as const satisfies Translation<typeof english>;
