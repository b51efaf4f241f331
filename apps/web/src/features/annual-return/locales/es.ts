import type { annualReturn as english } from './en';
import type { Translation } from '../../../i18n/translation';

/** The individual annual return's words in Spanish (issue 26; the glossary is docs/glossary-es.md). */
export const annualReturn = {
  title: 'Declaración anual individual (Individual Annual Return)',
  taxYear: 'Año tributario {year}',
  steps: {
    questionnaire: '¿Puede presentarla en línea?',
    w2: 'Formularios W-2',
    form1099: 'Formularios 1099',
    summary: 'Resumen',
    cityTaxForm: 'Formulario del impuesto municipal',
  },
  questionnaireIntro:
    'Responda cada pregunta. Algunos tipos de ingresos deben informarse en una declaración en papel.',
  questions: {
    businessIncome:
      '¿Tuvo ingresos de empresa informados en el Schedule C o F federal (ingresos por trabajo por cuenta propia o agrícolas)?',
    rentalOrK1Income:
      '¿Tuvo ingresos de alquiler, o ingresos informados en un formulario K-1 (su parte de una sociedad colectiva, una corporación S, un patrimonio sucesorio o un fideicomiso)?',
    form1099MultipleCities: '¿Tiene un formulario 1099 con ingresos obtenidos en más de una ciudad?',
    w2MultipleCities: '¿Tiene un formulario W-2 de un empleador que indique más de una ciudad?',
    residenceTaxWithheldByEmployer: '¿Algún empleador le retuvo impuestos para su ciudad de residencia?',
  },
  questionCounter: 'Pregunta {n} de {total}',
  under18Question: '¿Tenía menos de 18 años el 31 de diciembre de {year}?',
  exemptByAgeHeading: 'Sus ingresos están exentos del impuesto municipal sobre los ingresos en {year}',
  toExemption: 'Presentar un Certificado de exención',
  yes: 'Sí',
  no: 'No',
  answerQuestion: 'Responda Sí o No: {question}',
  paperHeading: 'Debe presentar una declaración en papel',
  late: {
    heading: 'Esta declaración vencía el {date}',
    body: 'Si la presenta ahora, la presenta tarde, así que la agencia puede cobrarle una multa por presentación tardía e intereses sobre cualquier saldo adeudado. Presente y pague lo antes posible para que sean menores.',
    reminder: 'Recordatorio: esta declaración vencía el {date}.',
  },
  fields: {
    employer: 'Nombre del empleador',
    ein: 'EIN del empleador (9 dígitos)',
    wages: 'Salarios (casilla 1)',
    medicareWages: 'Salarios de Medicare (casilla 5)',
    localWages: 'Salarios locales (casilla 18)',
    localTaxWithheld: 'Impuesto local sobre los ingresos (casilla 19)',
    locality: 'Nombre de la localidad (casilla 20)',
    localityChoice: '¿Para qué ciudad se retuvo este impuesto?',
    payer: 'Nombre del pagador',
    income: 'Ingresos',
    city: 'Ciudad donde los obtuvo',
    taxPaid: 'Impuesto pagado a esa ciudad',
  },
  localityUnknown:
    'La casilla 20 “{text}” no nombra una ciudad de la Central Collection Agency. Elija la ciudad de la lista, o “Una ciudad fuera de la agencia”.',
  localityRecognised: 'La casilla 20 nombra {city}.',
  outsideAgency: 'Una ciudad fuera de la agencia',
  required: 'El campo {field} es obligatorio.',
  einInvalid: 'El campo {field} debe tener nueve dígitos, por ejemplo, 34-1234567.',
  moneyInvalid: 'El campo {field} debe ser una cantidad en dólares y centavos, no negativa.',
  itemHeading: {
    w2: 'W-2 {n}',
    form1099: '1099 {n}',
  },
  add: { w2: 'Agregar un W-2', form1099: 'Agregar un 1099' },
  has: {
    w2: '¿Recibió un formulario W-2 para {year}?',
    form1099: '¿Recibió un formulario 1099 para {year}?',
  },
  save: 'Guardar',
  saved: { w2: 'W-2 {n} guardado.', form1099: '1099 {n} guardado.' },
  actions: 'Acciones',
  saving: 'Guardando…',
  edit: 'Editar {name}',
  remove: 'Eliminar {name}',
  none: {
    w2: 'Aún no ha ingresado ningún formulario W-2.',
    form1099: 'Aún no ha ingresado ningún formulario 1099.',
  },
  attach: 'Adjunte una imagen o un PDF de este formulario (opcional)',
  attachments: 'Archivos adjuntos',
  noAttachment: 'Ninguno',
  restored:
    'Se cerró su sesión antes de guardar este formulario. Lo que había escrito se recuperó; vuelva a ingresar el EIN del empleador (no guardamos números de identificación fiscal) y luego seleccione Guardar.',
  next: 'Siguiente',
  back: 'Atrás',
  cancel: 'Cancelar',
  cancelTitle: '¿Salir de la declaración anual?',
  cancelBody:
    'Sus respuestas y sus formularios W-2 y 1099 están guardados. Puede volver más tarde o eliminar esta declaración.',
  keep: 'Guardarla para después',
  discard: 'Eliminar esta declaración',
  totals: 'Totales',
  totalWages: 'Total de salarios de Medicare (casilla 5)',
  totalWithheld: 'Total de impuesto local retenido',
  total1099: 'Total de ingresos de formularios 1099',
  worksheetCaption: 'Formulario del impuesto municipal del año tributario {year}',
  glossary: {
    heading: 'Palabras usadas en este formulario',
    residenceCity: 'Su ciudad',
    residenceCityText:
      'La ciudad donde vivió durante el año tributario. Se aplican su tasa de impuesto y sus reglas de crédito.',
    qualifyingWages: 'Salarios sujetos al impuesto',
    qualifyingWagesText:
      'Los salarios que grava una ciudad: los salarios de Medicare de la casilla 5 de su formulario W-2.',
    credit: 'Crédito',
    creditText:
      'Una cantidad que su ciudad le descuenta del impuesto porque usted ya pagó impuestos sobre los mismos ingresos a la ciudad donde trabajó. Cada ciudad fija cuánto, hasta un límite.',
    estimatedPayments: 'Pagos de impuesto estimado',
    estimatedPaymentsText: 'Pagos que hizo durante el año a cuenta del impuesto de este año.',
    overpayment: 'Pago en exceso',
    overpaymentText:
      'Lo que pagó de más sobre su impuesto. Puede recuperarlo como reembolso, guardarlo como crédito para el próximo año, o ambas cosas.',
  },
  plain: {
    totalQualifyingWages: 'Sus salarios de todos sus formularios W-2 (casilla 5, salarios de Medicare).',
    total1099Income: 'Sus ingresos de todos sus formularios 1099.',
    taxableIncome: 'Los ingresos que grava su ciudad: sus salarios más sus ingresos de formularios 1099.',
    residenceTax:
      'El impuesto municipal sobre los ingresos de su ciudad: su tasa de impuesto multiplicada por sus ingresos sujetos al impuesto.',
    itemQualifyingWages: 'Los salarios de este W-2 que grava su ciudad (casilla 5, salarios de Medicare).',
    itemIncome: 'Los ingresos de este 1099.',
    itemWorkCityCredit:
      'Su ciudad le da crédito por el impuesto que pagó a la ciudad donde obtuvo estos ingresos, hasta el límite de su ciudad.',
    itemResidenceCityWithheld: 'Impuesto que este empleador ya retuvo para su ciudad.',
    workCityCredit:
      'Todo su crédito por impuestos pagados a las ciudades donde trabajó. Nunca es mayor que el impuesto de su ciudad.',
    taxAfterCredit: 'El impuesto de su ciudad menos el crédito.',
    residenceCityWithheld: 'Impuesto que sus empleadores ya retuvieron para su ciudad.',
    estimatesPaid: 'Pagos de impuesto estimado que hizo para este año.',
    priorYearCredit: 'Un pago en exceso de un año anterior aplicado a este año.',
    totalPayments:
      'Todo lo que ya se pagó a cuenta de este impuesto: el impuesto retenido para su ciudad, los pagos de impuesto estimado y los créditos.',
    balanceDue: 'Lo que aún debe: el impuesto después del crédito menos lo que ya pagó.',
    overpayment:
      'Lo que pagó de más sobre su impuesto: al presentar, elige un reembolso o un crédito para el próximo año.',
  },
  agreement:
    'Acepto que marcar esta casilla se hace en lugar de mi firma, y que la información de esta declaración es verdadera, correcta y completa.',
  agreementRequired: 'Debe marcar la casilla de la declaración en lugar de firma antes de presentar.',
  file: 'Presentar',
  filing: 'Presentando…',
  filed: 'Se presentó su declaración anual.',
  confirmation: 'Número de confirmación: {number}',
  filedAt: 'Presentada el {when}',
  balanceDue: 'Saldo adeudado: {amount}',
  printPage: 'Imprimir esta página',
  toDashboard: 'Volver al panel principal',
  loadFailed: 'Ocurrió un error al cargar su declaración anual. Vuelva a intentarlo más tarde.',
} as const satisfies Translation<typeof english>;
