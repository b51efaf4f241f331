/**
 * The words of the printed copies (PDFs): filed forms, receipts and the account statement, in
 * Spanish: the same keys and `{placeholders}` as `locales/en/pdf.ts`, with the terms of
 * docs/glossary-es.md.
 */
export const pdf = {
  // Every document (lib/pdf.ts)
  agency: 'Central Collection Agency — eFile',
  author: 'Central Collection Agency eFile',
  formDocumentTitle: '{form} {taxYear}',
  formHeading: '{form} — año tributario {taxYear}',
  confirmationNumber: 'Número de confirmación {number}',
  filedAt: 'Presentado el {when}',
  keepCopy: 'Guarde esta copia para sus registros.',
  // The taxpayer block (forms/pdf.ts)
  taxpayerLine: '{name}    ID federal {federalId}    Contribuyente {taxpayerId}',
  jointFilerLine: 'Declarante conjunto: {name}    ID federal {federalId}',
  residenceCity: 'Ciudad de residencia: {city}',
  // Estimates and statements (forms/sections.ts)
  estimatedTax: 'Impuesto estimado',
  quarterlyPayments: 'Pagos trimestrales',
  installmentDue: 'Pago parcial {number}, vence el {dueDate}',
  statementFigured: 'calculado al {asOf}; vence el {dueDate}',
  statementPeriod: 'Período {period}; ',
  // The annual return (annual-return/print.ts)
  w2Row: 'W-2 {employer} (EIN {ein}), {locality}: casilla 5 / casilla 19',
  noLocality: 'sin localidad',
  form1099Row: '1099 {payer}, {city}: ingresos / impuesto pagado',
  noCity: 'sin ciudad',
  incomeHeading: 'Ingresos de los formularios W-2 y 1099',
  cityTaxForm: 'Formulario del impuesto municipal',
  signedByAgreement:
    'Presentado por medio de eFile; se aceptó la casilla de la declaración en lugar de firma.',
  // The exemption certificate (exemption-certificate/pdf.ts)
  exemptionCertificate: 'Certificado de exención (Exemption Certificate)',
  exemptionReasonHeading: 'Motivo',
  exemptionReason: 'Motivo de la exención',
  exemptionBusinessSold: 'Fecha en que se vendió la empresa',
  exemptionConfirmed: 'El contribuyente confirmó que la opción elegida es correcta.',
  'exemption.retired': 'Persona jubilada',
  'exemption.armedForces': 'Miembro de las Fuerzas Armadas de los EE. UU.',
  'exemption.under18': 'Menor de 18 años durante todo el año tributario',
  'exemption.noEarnedIncome': 'Sin ingresos del trabajo durante todo el año tributario',
  'exemption.BusinessOrRentalSold': 'Empresa cerrada o propiedad de alquiler vendida',
  // Receipts (receipts/index.ts)
  paymentsReceived: 'Pagos recibidos en línea',
  paymentRow: '{when}, referencia de pago {reference}',
  // The account statement (statement/service.ts)
  statementTitle: 'Estado de cuenta del {from} al {to}',
  statementHeading: 'Estado de cuenta',
  statementRange: 'Del {from} al {to}',
  preparedAt: 'Preparado el {when}',
  summary: 'Resumen',
  openingBalanceBefore: 'Saldo inicial (antes del {from})',
  periodEntries: 'Cargos y créditos del período ({count})',
  closingBalanceEnd: 'Saldo final (al cierre del {to})',
  entries: 'Movimientos',
  openingBalance: 'Saldo inicial',
  closingBalance: 'Saldo final',
  statementSigns:
    'Los cargos son positivos y los créditos, negativos; un saldo es la suma de los movimientos (un saldo negativo es un crédito).',
  statementAccrual:
    'Los intereses y multas posteriores al vencimiento se agregan al cobrarse; la página de la cuenta muestra lo que cubre pagar hoy.',
  statementRestricted:
    'Los movimientos anteriores a su vinculación con esta cuenta se suman al saldo inicial; no se detallan.',
  'entry.liability.tax': 'Impuesto',
  'entry.liability.penalty': 'Multa',
  'entry.liability.interest': 'Intereses',
  'entry.payment': 'Pago',
  'entry.payment.reversal': 'Pago devuelto',
  'entry.estimate.credit': 'Impuesto estimado pagado',
  'entry.prior-year.credit': 'Crédito del año anterior',
  'entry.adjustment': 'Ajuste',
  entryTaxYear: 'año tributario {taxYear}',
} as const;
