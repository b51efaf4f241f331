import type { payments as english } from '../en/payments';
import type { Translation } from '../../translation';

/** The payment page's words in Spanish (issue 26; the glossary is docs/glossary-es.md). */
export const payments = {
  title: 'Pago',
  formType: 'Tipo de formulario',
  confirmation: 'Número de confirmación',
  amount: 'Cantidad',
  total: 'Total',
  dueDate: 'Fecha de vencimiento',
  asOf: 'Esto es lo que cuesta pagar hoy, {date}. Los intereses siguen sumándose hasta el día del pago.',
  summaryCaption: 'Lo que está pagando',
  payIntro:
    'Usted paga en el sitio seguro de nuestro proveedor de pagos, con tarjeta o con un cheque de su cuenta bancaria. Cuando termine allí, regresará a esta página.',
  payButton: 'Pagar {amount}',
  starting: 'Iniciando la sesión de pago...',
  started: 'Sesión de pago iniciada, redirigiendo...',
  startFailed:
    'Ocurrió un error al iniciar su sesión de pago. Nuestro equipo ya está al tanto del problema. Vuelva a intentarlo más tarde.',
  startFailedStatus: 'Ocurrió un error al iniciar su sesión de pago.',
  payBalance: 'Pagar saldo',
  loadFailed: 'Ocurrió un error al cargar los datos de su pago. Vuelva a intentarlo más tarde.',
  checking: 'Verificando el estado de su pago...',
  declined: 'Su último pago no se completó. Puede volver a intentarlo con otra tarjeta o con un cheque.',
  paidHeading: 'Pago recibido',
  paid: 'Gracias. Recibimos su pago de {amount}.',
  reference: 'Referencia de pago: {reference}',
  receiptSent:
    'Le enviamos un comprobante a su dirección de correo electrónico. Guarde la referencia de pago para sus registros.',
  historyCaption: 'Historial de pagos',
  transactionDate: 'Fecha de la transacción',
  paymentType: 'Tipo de pago',
  number: 'N.º de tarjeta o de cuenta',
  result: 'Resultado',
  types: {
    CreditDebitCard: 'Tarjeta de crédito o débito',
    PersonalCheck: 'Cheque personal',
    BusinessCheck: 'Cheque de empresa',
    Unknown: 'Otro',
    MailedCheck: 'Cheque (por correo postal)',
  },
  masked: '•••• {last4}',
  statuses: {
    Initiated: 'Iniciado',
    InProgress: 'En proceso',
    Completed: 'Completado',
    Error: 'No se procesó',
    Unpaid: 'No pagado',
  },
  cardNote:
    'Los pagos con tarjeta aparecen en el estado de cuenta de su tarjeta como un pago a la Central Collection Agency.',
  checkNote:
    'Los pagos con cheque se cobran de su cuenta bancaria en un plazo de 3 días hábiles. La agencia cobra un cargo por un cheque devuelto.',
  nothingDue: 'No se debe nada en este formulario.',
  byMail: 'Pagar con cheque por correo postal',
  byMailHeading: 'Pago por correo postal',
  byMailText:
    'Envíe por correo un cheque por {amount} a nombre de la Central Collection Agency, con su número de confirmación {number}, a: {address}. Mientras no llegue, todavía puede pagar aquí en línea.',
  toDashboard: 'Volver al panel principal',
} as const satisfies Translation<typeof english>;
