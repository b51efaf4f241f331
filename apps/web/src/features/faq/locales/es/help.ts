import { paths } from '@efile/contracts';
import { AGENCY_CONTACT, telHref } from '../../../../lib/site';
import type { helpSections as english } from '../../locales/en/help';
import type { Translation } from '../../../../i18n/translation';

const { email, phone } = AGENCY_CONTACT;
const mail = (address: string) => `[${address}](mailto:${address})`;

/** FAQ sections 9–10 in Spanish (issue 26; the glossary is docs/glossary-es.md). */
export const helpSections = [
  {
    title: 'Pagos, reembolsos y estados de cuenta',
    questions: [
      {
        question: '¿Qué formularios debo pagar en línea?',
        answer: [
          'Los estimados individuales (Individual Estimate), los estimados de ganancias netas (Net Profit Estimate) y los estados de cuenta de impuestos, multas e intereses (Tax, Penalty, and Interest Billing Statement) se pagan en línea cuando los presenta.',
          'Para pagar una factura que le enviamos, abra Estado de cuenta de impuestos, multas e intereses desde su panel principal, ingrese las cantidades de la factura, y luego presente y pague.',
        ],
      },
      {
        question: '¿Cómo pago en línea?',
        answer: [
          {
            steps: [
              'Después de presentar, eFile muestra la página de pago con el tipo de formulario, la cantidad y el total.',
              'Seleccione el botón de pago. Saldrá de eFile hacia nuestro proveedor de pagos seguro.',
              'Pague con tarjeta de crédito o débito, o desde una cuenta bancaria.',
              'Cuando el pago se complete, volverá a eFile, que indica que el formulario está pagado y muestra el pago.',
            ],
          },
          'eFile nunca ve ni guarda el número completo de su tarjeta ni de su cuenta bancaria.',
        ],
      },
      {
        question: '¿Usar eFile tiene algún costo?',
        answer: ['No. Usar eFile para presentar sus formularios no tiene costo.'],
      },
      {
        question: '¿Puedo obtener un reembolso o reclamar un pago en exceso en línea?',
        answer: [
          'Sí. Cuando su declaración anual muestra un pago en exceso, usted elige antes de presentarla: un reembolso (por depósito directo o por cheque), un crédito a su impuesto estimado del próximo año, o una parte de cada uno. Un crédito que ya está en su cuenta (un pago hecho dos veces, por ejemplo) se puede reclamar desde Mi cuenta. La agencia revisa cada solicitud; Mi cuenta y un correo electrónico le informan de cada paso, y «¿Dónde está mi reembolso?» (/refund-status) responde sin iniciar sesión.',
        ],
      },
      {
        question: '¿Dónde puedo ver los estimados que he pagado?',
        answer: [
          `Abra [Estimados y créditos](${paths.estimatesAndCredits}) desde su panel principal. Muestra, por año, los estimados que pagó y cualquier crédito traspasado del año anterior.`,
          'Los pagos que hizo recientemente no se muestran hasta que se hayan auditado, así que un pago nuevo puede tardar un tiempo en aparecer.',
        ],
      },
    ],
  },
  {
    title: 'Impresión, declaraciones conjuntas y ayuda',
    questions: [
      {
        question: '¿Necesito una impresora?',
        answer: [
          'Sí. Imprima una copia de cada formulario que presente y guárdela con sus registros de impuestos. Los formularios tienen un botón Imprimir, y el formulario presentado se puede imprimir después de presentarlo. Al imprimir, eFile omite sus menús para que solo se imprima el formulario.',
        ],
      },
      {
        question: 'Presento en forma conjunta con mi cónyuge. ¿Qué información uso?',
        answer: [
          'Quienes presentan en forma conjunta deben usar la información del contribuyente principal: inicie sesión con la cuenta y el número de cuenta del contribuyente principal. La otra persona que presenta en forma conjunta aparece en la declaración junto con el contribuyente principal.',
        ],
      },
      {
        question: '¿Cómo me comunico con la Central Collection Agency?',
        answer: [
          `Use la página [Contáctenos](${paths.contactUs}) para enviarnos una pregunta o un comentario. Elija “Impuestos y declaraciones (General Tax and Filing)” para preguntas sobre sus impuestos y formularios, o “Sitio web (Website)” para problemas al usar eFile. Respondemos por correo electrónico en un plazo de 2 días hábiles.`,
          `También puede llamarnos al [${phone}](${telHref(phone)}) o escribirnos a ${AGENCY_CONTACT.addressLines.join(', ')}.`,
        ],
      },
      {
        question: '¿A qué dirección de correo electrónico debo escribir?',
        answer: [
          {
            list: [
              `Impuesto individual: ${mail(email.individual)}`,
              `Impuesto sobre ganancias netas y de corporaciones: ${mail(email.netProfit)}`,
              `Soporte técnico de eFile (inicio de sesión, registro, uso del sitio web): ${mail(email.support)}`,
            ],
          },
          'No envíe por correo electrónico su número de Seguro Social completo ni sus datos bancarios.',
        ],
      },
      {
        question: 'Encontré un error en esta página. ¿Cómo lo informo?',
        answer: [
          `Gracias por avisarnos. Envíenos la sección y la pregunta desde la página [Contáctenos](${paths.contactUs}), eligiendo “Website” como tipo, y lo corregiremos.`,
        ],
      },
    ],
  },
] as const satisfies Translation<typeof english>;
