import { paths, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@efile/contracts';
import { AGENCY_CONTACT } from '../../../../lib/site';
import type { accountSections as english } from '../../locales/en/account';
import type { Translation } from '../../../../i18n/translation';

const support = AGENCY_CONTACT.email.support;

/** FAQ sections 1–3 in Spanish (issue 26; the glossary is docs/glossary-es.md). */
export const accountSections = [
  {
    title: 'Iniciar sesión y quién puede usar eFile',
    questions: [
      {
        question: '¿Quién puede presentar en línea con eFile?',
        answer: [
          'Pueden usar eFile los contribuyentes individuales y los usuarios de empresas que están registrados en la Central Collection Agency. Los representantes pueden presentar por las empresas a las que están vinculados.',
          'Puede presentar estos formularios en línea:',
          {
            list: [
              'Certificado de exención (Exemption Certificate)',
              'Declaración anual individual (Individual Annual Return)',
              'Estimado individual (Individual Estimate)',
              "Declaración del empleador del impuesto retenido (Employer's Return of Income Tax Withheld)",
              'Estimado de ganancias netas (Net Profit Estimate)',
              'Estado de cuenta de impuestos, multas e intereses (Tax, Penalty, and Interest Billing Statement)',
            ],
          },
          'Para usar eFile necesita su número de cuenta del contribuyente, una dirección de correo electrónico y una impresora. Usar eFile no tiene costo.',
        ],
      },
      {
        question: '¿Cuándo debo presentar una declaración en papel?',
        answer: [
          'eFile no puede procesar todas las declaraciones. Debe presentar una declaración en papel si tiene:',
          {
            list: [
              'Ingresos de empresa: ingresos por trabajo por cuenta propia o agrícolas (Schedule C o F federal)',
              'Ingresos de alquiler, o ingresos de una sociedad colectiva, una corporación S, un patrimonio sucesorio o un fideicomiso (informados en un formulario K-1)',
              'Un formulario 1099 con ingresos obtenidos en varias ciudades',
              'Impuesto de su ciudad de residencia retenido por su empleador',
            ],
          },
          'La Declaración anual individual (Individual Annual Return) comienza con un breve cuestionario de elegibilidad. Si sus respuestas indican que debe presentar en papel, eFile se lo dice antes de que ingrese cualquier otro dato.',
        ],
      },
      {
        question: '¿A qué edad empiezo a deber el impuesto municipal sobre los ingresos?',
        // Spec §1 "minimum ages", by the tax year being filed: drawn by the page (faq-answer.tsx).
        answer: [],
        dynamic: 'minimumAge',
      },
      {
        question: '¿Cómo inicio sesión?',
        answer: [
          {
            steps: [
              'Abra eFile y lea el Acuerdo de presentación en línea (Web Filing Agreement). Seleccione “Acepto” para continuar.',
              `En la [página de inicio de sesión](${paths.login}), ingrese su nombre de usuario y su contraseña, y seleccione “Iniciar sesión”.`,
              'Llegará a su panel principal, que muestra los formularios que puede presentar.',
            ],
          },
          'Usted acepta el Acuerdo de presentación en línea una vez en cada computadora; eFile recuerda su respuesta. Después de varios intentos fallidos, el inicio de sesión se pausa por un tiempo breve para proteger su cuenta. Si olvidó su contraseña, consulte “Olvidé mi contraseña. ¿Cómo la restablezco?”',
        ],
      },
      {
        question: '¿Por qué se cerró mi sesión?',
        answer: [
          'Por su seguridad, eFile cierra su sesión cuando no ha tenido actividad por un tiempo. Después de unos 15 minutos sin usar el mouse ni el teclado, un mensaje le pregunta “¿Sigue ahí?”. Seleccione “Continuar” para mantener la sesión abierta. Si no hace nada, su sesión se cierra después de unos 20 minutos, y se pierde todo lo que no haya guardado o presentado.',
          'También puede ver “Su sesión expiró y debe iniciar sesión.” Esto significa que su sesión terminó, por ejemplo, porque cerró la sesión en otra ventana. Vuelva a iniciar sesión para continuar.',
        ],
      },
    ],
  },
  {
    title: 'Registrarse en eFile',
    questions: [
      {
        question: '¿Necesito registrarme antes de poder usar eFile?',
        answer: [
          'Sí. Debe estar registrado como contribuyente en la Central Collection Agency, y necesita una cuenta de eFile con un nombre de usuario y una contraseña.',
          `Su número de cuenta del contribuyente es el número de cuenta que le dio la Central Collection Agency. Aparece en las cartas, los formularios y los estados de cuenta que le enviamos. No es su número de Seguro Social. Si nunca ha presentado con la Central Collection Agency, puede registrarse como contribuyente nuevo en la [página de registro](${paths.register}).`,
        ],
      },
      {
        question: '¿Cómo me registro para obtener una cuenta de eFile?',
        answer: [
          {
            steps: [
              `Vaya a la [página de registro](${paths.register}) e ingrese su número de cuenta del contribuyente.`,
              'Siga las instrucciones para su cuenta. Para comprobar su identidad, ingrese datos que ya tenemos registrados, como su número de identificación federal (para una persona, el número de Seguro Social) y su código postal. Luego elija un nombre de usuario e ingrese su dirección de correo electrónico.',
              'Le enviamos un correo electrónico de confirmación con un enlace. Abra el enlace dentro de 72 horas.',
              `En la página que abre el enlace, establezca su contraseña (de ${PASSWORD_MIN_LENGTH} a ${PASSWORD_MAX_LENGTH} caracteres) e ingrésela otra vez para confirmarla.`,
              'Vuelva a la página de inicio de sesión e inicie sesión con su nombre de usuario y su nueva contraseña.',
            ],
          },
        ],
      },
      {
        question: '¿Cómo ingreso mi número de identificación federal (número de Seguro Social o EIN)?',
        answer: [
          'Un número de identificación federal tiene 9 dígitos, sin guiones ni espacios. Para una persona es el número de Seguro Social (o ITIN); para una empresa es el número de identificación del empleador (EIN). Por ejemplo, ingrese 123-45-6789 como 123456789.',
          'eFile muestra solo los últimos cuatro dígitos de un número de identificación federal (un número de Seguro Social o un EIN) en la pantalla y en los formularios impresos.',
        ],
      },
      {
        question:
          'No recibí el correo electrónico de confirmación, o el enlace ya no funciona. ¿Qué debo hacer?',
        answer: [
          'Primero revise su carpeta de correo no deseado (spam) por si hay un mensaje de la Central Collection Agency.',
          'Un enlace de confirmación funciona durante 72 horas y solo se puede usar una vez. Si pidió más de un correo electrónico, solo funciona el enlace más reciente.',
          'Si el enlace venció o no funciona, la página de confirmación ofrece un botón “Reenviar correo de confirmación”. Selecciónelo y le enviaremos un enlace nuevo.',
        ],
      },
      {
        question: '¿Cuáles son las reglas para mi contraseña?',
        answer: [
          {
            list: [
              `Debe tener de ${PASSWORD_MIN_LENGTH} a ${PASSWORD_MAX_LENGTH} caracteres. Se permiten letras, números, espacios y símbolos de todo tipo.`,
              'No debe ser una contraseña común, como “password1” o “qwerty123”, ni un mismo carácter repetido o una secuencia simple como “12345678”.',
              'No debe contener su nombre de usuario ni su dirección de correo electrónico.',
            ],
          },
          'Una frase larga que solo usted conozca es una buena contraseña. Si su contraseña no cumple las reglas, eFile le indica qué debe cambiar.',
        ],
      },
    ],
  },
  {
    title: 'Contraseñas y su dirección de correo electrónico',
    questions: [
      {
        question: 'Olvidé mi contraseña. ¿Cómo la restablezco?',
        answer: [
          {
            steps: [
              `En la [página de inicio de sesión](${paths.login}), seleccione “¿Olvidó su contraseña?”.`,
              'Ingrese la dirección de correo electrónico de su cuenta de eFile. Le enviaremos un enlace para restablecerla a esa dirección.',
              'Abra el enlace dentro de 1 hora y elija una contraseña nueva.',
              'Inicie sesión con su nueva contraseña.',
            ],
          },
          'Por su seguridad, al restablecer su contraseña se cierra su sesión de eFile en todos los demás lugares.',
        ],
      },
      {
        question: 'Mi enlace para restablecer la contraseña no funciona. ¿Qué debo hacer?',
        answer: [
          'Un enlace para restablecer la contraseña funciona durante 1 hora y solo se puede usar una vez. Si pidió más de un correo electrónico para restablecerla, solo funciona el enlace más reciente.',
          'Si el enlace venció, vuelva a la página de inicio de sesión, seleccione otra vez “¿Olvidó su contraseña?” y use el enlace del correo electrónico nuevo.',
        ],
      },
      {
        question: '¿Cómo cambio mi dirección de correo electrónico?',
        answer: [
          {
            steps: [
              `Inicie sesión y abra [Cambiar correo electrónico](${paths.changeEmail}) desde su panel principal.`,
              'Ingrese su nueva dirección en Nuevo correo electrónico y vuelva a ingresarla en Confirmar nuevo correo electrónico. Las dos deben coincidir, y una dirección puede tener hasta 50 caracteres.',
              'Le enviamos un enlace de confirmación a su nueva dirección. Ábralo dentro de 24 horas para terminar el cambio.',
            ],
          },
          'Hasta que abra el enlace, su cuenta conserva su dirección de correo electrónico actual.',
        ],
      },
      {
        question: '¿Por qué eFile dice que mi dirección de correo electrónico ya existe?',
        answer: [
          'Cada dirección de correo electrónico puede pertenecer a una sola cuenta de eFile. El mensaje “Esta dirección de correo electrónico ya existe en nuestros registros. Pruebe con otra.” significa que otra cuenta ya usa esa dirección. Use una dirección diferente, o comuníquese con nosotros si cree que es un error. Cuando usted se registra, eFile no lo dice en la página, para que nadie pueda averiguar qué direcciones tienen cuenta: en cambio, le envía a esa dirección un correo electrónico con el nombre de usuario de la cuenta y, para un contribuyente nuevo, el nuevo número de cuenta del contribuyente.',
        ],
      },
      {
        question: '¿Qué significa que mi cuenta no esté activa o no esté configurada correctamente?',
        answer: [
          'Si eFile dice “Nuestros registros indican que su cuenta no está activa en este momento.” o “Nuestros registros indican que su cuenta no está configurada correctamente en este momento.”, necesitamos revisar su cuenta antes de que pueda presentar.',
          `Comuníquese con el soporte técnico de eFile en [${support}](mailto:${support}) o llame al ${AGENCY_CONTACT.phone}.`,
        ],
      },
    ],
  },
] as const satisfies Translation<typeof english>;
