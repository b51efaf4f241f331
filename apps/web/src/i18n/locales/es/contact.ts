import type { contact as english } from '../en/contact';
import type { Translation } from '../../translation';

/** The contact screens' words in Spanish (issue 26; the glossary is docs/glossary-es.md). */
export const contact = {
  title: 'Contáctenos',
  intro:
    'Envíenos una pregunta o un comentario sobre su impuesto municipal sobre los ingresos o sobre eFile. Le respondemos por correo electrónico.',
  responseTime: 'Espere hasta 2 días hábiles para recibir una respuesta.',
  formHeading: 'Envíenos un mensaje',
  allRequired: 'Todos los campos son obligatorios.',
  type: 'Tipo',
  types: {
    'General Tax and Filing':
      'Preguntas sobre su impuesto municipal sobre los ingresos, sus formularios o sus pagos.',
    Website: 'Problemas al usar el sitio web de eFile, como al iniciar sesión o al registrarse.',
  },
  name: 'Nombre',
  phoneNumber: 'Número de teléfono',
  emailAddress: 'Dirección de correo electrónico',
  message: 'Mensaje',
  send: 'Enviar',
  sending: 'Enviando...',
  sent: 'Correo electrónico enviado.',
  failed: 'No se pudo enviar su pregunta o comentario. Vuelva a intentarlo.',
  otherWays: 'Otras formas de comunicarse con nosotros',
  addressHeading: 'Dirección postal',
  phonesHeading: 'Teléfono y fax',
  phones: {
    individual: 'Impuesto sobre los ingresos individuales',
    business: 'Impuestos de empresas, retenciones e impuesto sobre las ganancias netas',
    general: 'Preguntas generales y soporte técnico de eFile',
  },
  fax: 'Fax',
  emailHeading: 'Correo electrónico',
  emails: {
    individual: 'Impuesto individual',
    netProfit: 'Impuesto sobre las ganancias netas y de corporaciones',
    support: 'Soporte técnico de eFile',
  },
} as const satisfies Translation<typeof english>;
