/**
 * The words of values the server writes out (lib/formats.ts), in Spanish: the same keys and
 * `{placeholders}` as `locales/en/values.ts`. A period follows the form's name after a comma
 * ("…, primer trimestre de 2026"), so no article has to agree with a preposition.
 */
export const values = {
  dateTime: '{date} a las {time}',
  quarter: '{ordinal} trimestre de {year}',
  ordinal1: 'primer',
  ordinal2: 'segundo',
  ordinal3: 'tercer',
  ordinal4: 'cuarto',
  formFor: '{form}, {period}',
  cardEnding: 'terminada en {last4}',
  formYear: '{form} {taxYear}',
  paymentForm: '{form} {taxYear}, número de confirmación {confirmationNumber}',
  paymentInstallment:
    '{form} {taxYear}, pago parcial {installment}, número de confirmación {confirmationNumber}',
  paymentYear: 'Año tributario {taxYear}',
  transactionDate: 'Fecha de la transacción',
} as const;
