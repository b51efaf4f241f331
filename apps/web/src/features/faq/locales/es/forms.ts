import { paths } from '@efile/contracts';
import type { formSections as english } from '../../locales/en/forms';
import type { Translation } from '../../../../i18n/translation';

/** FAQ sections 4–8 in Spanish (issue 26; the glossary is docs/glossary-es.md). */
export const formSections = [
  {
    title: 'Certificado de exención (Exemption Certificate)',
    questions: [
      {
        question: '¿Qué es el Certificado de exención y quién debe presentarlo?',
        answer: [
          'El Certificado de exención (Exemption Certificate) nos indica por qué usted no tenía la obligación de presentar una declaración del impuesto municipal sobre los ingresos para el año tributario. Puede presentarlo si, durante todo el año tributario, se cumplió una de estas condiciones:',
          {
            list: [
              'Estaba jubilado(a).',
              'Era miembro de las Fuerzas Armadas de los EE. UU.',
              'Tenía menos de 18 años.',
              'No tuvo ingresos del trabajo.',
              'Su empresa cerró o su propiedad de alquiler se vendió antes del inicio del año tributario.',
            ],
          },
          'El año tributario es el año anterior al actual. Solo los contribuyentes individuales presentan este formulario.',
        ],
      },
      {
        question: '¿Cómo presento un Certificado de exención?',
        answer: [
          {
            steps: [
              'Desde su panel principal, abra Certificado de exención.',
              'Verifique que su nombre, su número de identificación federal (su número de Seguro Social) y su dirección sean correctos.',
              'Marque solo uno de los cinco motivos. Si su empresa cerró o su propiedad de alquiler se vendió, ingrese también la fecha de la venta.',
              'Marque la casilla de verificación para confirmar que la opción elegida es correcta.',
              'Seleccione Presentar. Un recordatorio le pide que imprima: elija “Quiero imprimir - Volver al formulario” para regresar y seleccionar Imprimir, o “Terminé - Continuar al siguiente paso” para presentar.',
              'Imprima la confirmación para sus registros; luego cierre el formulario y vuelva a su panel principal.',
            ],
          },
        ],
      },
      {
        question: '¿Puedo elegir más de un motivo?',
        answer: [
          'No. Marque solo un motivo: el que mejor describa todo el año tributario. Si no elige un motivo, eFile muestra “Debe elegir el motivo por el que presenta este formulario.”, y si no marca la casilla de verificación, muestra “Debe confirmar que la opción elegida es correcta.”',
        ],
      },
      {
        question: '¿Por qué no puedo presentar un Certificado de exención?',
        answer: [
          'Puede presentar un solo Certificado de exención por año tributario, y solo si no ha presentado otros formularios de impuestos para ese año. eFile le indica cuál es su caso:',
          {
            list: [
              'No puede presentar un certificado de exención porque ya presentó uno para este año tributario.',
              'No puede presentar un certificado de exención porque ya presentó formularios de impuestos para este año tributario.',
            ],
          },
          `Si cree que es un error, [comuníquese con nosotros](${paths.contactUs}).`,
        ],
      },
      {
        question: '¿Debo presentar un Certificado de exención cada año?',
        answer: [
          'Sí. Un certificado cubre un año tributario. Si el próximo año sigue sin tener la obligación de presentar una declaración, presente entonces un nuevo Certificado de exención. Si empieza a obtener ingresos sujetos a impuestos, presente una declaración en su lugar.',
        ],
      },
    ],
  },
  {
    title: 'Declaración anual individual (Individual Annual Return)',
    questions: [
      {
        question: '¿Puedo presentar en línea mi declaración anual del impuesto municipal?',
        answer: [
          'Sí, si sus ingresos se informan en formularios W-2 y 1099 y no le corresponde ninguno de los casos de declaración en papel (consulte “¿Cuándo debo presentar una declaración en papel?”). Quienes presentan en forma conjunta deben usar la información del contribuyente principal.',
        ],
      },
      {
        question: '¿Cómo presento la Declaración anual individual?',
        answer: [
          {
            steps: [
              'Desde su panel principal, seleccione Comenzar en Declaración anual individual.',
              'Responda el cuestionario de elegibilidad. Si sus respuestas indican que debe presentar en papel, eFile le dice por qué.',
              'Ingrese cada formulario W-2 y 1099 que recibió para el año tributario.',
              'Revise el resumen de sus formularios. Seleccione Siguiente para continuar, o Cancelar para detenerse.',
              'Revise el formulario del impuesto municipal. eFile calcula el impuesto de sus ciudades a partir de los formularios que ingresó.',
              'Marque la casilla de la declaración en lugar de firma. Esa casilla reemplaza su firma.',
              'Seleccione Presentar. Use Atrás si necesita volver a un paso anterior para hacer cambios.',
              'Imprima una copia de la declaración presentada para sus registros.',
            ],
          },
        ],
      },
      {
        question: '¿Qué es el cuestionario de elegibilidad?',
        answer: [
          'Es una breve serie de preguntas de sí o no al comienzo de la declaración anual. Verifican si su declaración se puede presentar en línea; por ejemplo, si tuvo ingresos de empresa, de alquiler o de un formulario K-1 (de una sociedad colectiva, una corporación S, un patrimonio sucesorio o un fideicomiso), o ingresos en un formulario 1099 obtenidos en más de una ciudad. Si alguna respuesta significa que la declaración se debe presentar en papel, eFile indica los motivos.',
        ],
      },
      {
        question: '¿Cómo ingreso mis formularios W-2 y 1099?',
        answer: [
          'Ingrese un W-2 por cada formulario W-2 que recibió y copie las cantidades de las casillas del formulario: sus salarios, sus salarios locales, el impuesto local retenido y la ciudad para la que se retuvo. Por cada formulario 1099, ingrese los ingresos, la ciudad donde los obtuvo y cualquier impuesto municipal que pagó sobre ellos.',
          'Las cantidades van en dólares y centavos, sin números negativos. Puede cambiar o eliminar un formulario desde el resumen antes de presentar.',
        ],
      },
      {
        question: '¿Por qué debo marcar la casilla de la declaración en lugar de firma?',
        answer: [
          'Esa casilla va en lugar de su firma: al marcarla, usted afirma que la declaración es verdadera, correcta y completa. eFile no puede presentar el formulario del impuesto municipal hasta que esté marcada.',
        ],
      },
    ],
  },
  {
    title: 'Estimado individual (Individual Estimate)',
    questions: [
      {
        question: '¿Quién debe presentar un Estimado individual?',
        answer: [
          'Presente un estimado si espera deber impuesto municipal sobre los ingresos del año que no se le retendrá de su sueldo; por ejemplo, cuando un empleador no retiene el impuesto de su ciudad, o cuando tiene ingresos de formularios 1099. Usted declara el impuesto que espera deber y lo paga por trimestre.',
        ],
      },
      {
        question: '¿Cómo presento un Estimado individual?',
        answer: [
          {
            steps: [
              'Desde su panel principal, abra Estimado individual.',
              'Ingrese cada ingreso que espera para el año, con una descripción breve y la ciudad donde lo obtendrá. Indique si un empleador retiene el impuesto de esa ciudad.',
              'Revise el cálculo: su impuesto estimado, sus asignaciones a la ciudad de trabajo y a la ciudad de residencia, y el pago que vence cada trimestre.',
              'Marque la casilla de la declaración en lugar de firma y seleccione Presentar.',
              'Pague en línea la cantidad que debe ahora e imprima una copia para sus registros.',
            ],
          },
        ],
      },
      {
        question: '¿Qué son las asignaciones a la ciudad de trabajo y a la ciudad de residencia?',
        answer: [
          'La asignación a la ciudad de trabajo es la parte del impuesto sobre los ingresos que obtiene en la ciudad donde trabaja. La asignación a la ciudad de residencia es la parte del impuesto que cobra la ciudad donde vive sobre esos mismos ingresos, después del crédito que da por impuestos pagados a la ciudad donde trabaja.',
          'eFile calcula ambas a partir de los ingresos y las ciudades que usted ingresa, con las tasas de cada ciudad.',
        ],
      },
      {
        question: '¿Cuándo vencen los pagos trimestrales?',
        answer: [
          'El impuesto estimado se paga por trimestre. eFile muestra la fecha de vencimiento y la cantidad de cada trimestre. Cuando presenta, la cantidad que debe pagar ahora incluye cada trimestre que ya venció, así que presentar tarde en el año significa un primer pago mayor.',
        ],
      },
      {
        question: '¿Puedo presentar más de un Estimado individual en un año?',
        answer: [
          `Puede presentar un Estimado individual por cada año tributario. Si sus ingresos cambian mucho durante el año, [comuníquese con nosotros](${paths.contactUs}).`,
        ],
      },
    ],
  },
  {
    title: 'Declaración del empleador del impuesto retenido (Employer’s Return of Income Tax Withheld)',
    questions: [
      {
        question: '¿Quién presenta la Declaración del empleador del impuesto retenido?',
        answer: [
          'La presentan los empleadores para informar y pagar el impuesto municipal sobre los ingresos que retuvieron de los salarios de sus empleados. La presentan los usuarios de empresas, por una empresa vinculada a su cuenta de eFile.',
        ],
      },
      {
        question: '¿Cómo presento una Declaración del empleador?',
        answer: [
          {
            steps: [
              'Desde su panel principal, abra Declaración del empleador del impuesto retenido. Si presenta por más de una empresa, primero elija la empresa en Contribuyente actual.',
              'Elija el período de presentación: Mensual o Trimestral, y el mes o el trimestre.',
              'Agregue cada ciudad para la que retuvo impuestos, con los salarios y el impuesto retenido para esa ciudad.',
              'Ingrese los ajustes que haya, cada uno con una explicación.',
              'Revise el total adeudado, marque la casilla de la declaración en lugar de firma y seleccione Presentar.',
              'Pague en línea e imprima una copia para sus registros.',
            ],
          },
        ],
      },
      {
        question: '¿Debo presentar en forma mensual o trimestral?',
        answer: [
          `Use la frecuencia de presentación que la Central Collection Agency fijó para su empresa. Si no la conoce, [comuníquese con nosotros](${paths.contactUs}) antes de presentar.`,
        ],
      },
      {
        question: '¿Qué son los ajustes y por qué necesito una explicación?',
        answer: [
          'Un ajuste corrige la cantidad adeudada; por ejemplo, cuando se retuvo o se informó demasiado o muy poco impuesto en un período anterior. Cada ajuste necesita una explicación breve para que podamos relacionarlo con sus registros; la declaración no se puede presentar sin ella.',
        ],
      },
      {
        question: 'Presento por más de una empresa. ¿Cómo cambio de una a otra?',
        answer: [
          'Vincule cada empresa a su cuenta en Administrar cuentas de empresas: busque por EIN (9 dígitos; se acepta un guion, como en 12-3456789) y por nombre de la empresa (sin “Inc”, “LLC” o “Co”, si lo prefiere), y luego seleccione Agregar. Después elija la empresa por la que presenta en la lista Contribuyente actual, en la parte superior de la página, y seleccione Cambiar. Cada formulario que presente será para la empresa que se muestra allí.',
          'Si no se encuentra una empresa, primero complete el registro de la empresa.',
        ],
      },
    ],
  },
  {
    title: 'Estimado de ganancias netas (Net Profit Estimate)',
    questions: [
      {
        question: '¿Quién presenta un Estimado de ganancias netas?',
        answer: [
          'Las empresas que esperan deber impuesto municipal sobre sus ganancias netas del año declaran el impuesto estimado y lo pagan por trimestre. Los usuarios de empresas lo presentan por la empresa elegida en Contribuyente actual.',
        ],
      },
      {
        question: '¿Cómo presento un Estimado de ganancias netas?',
        answer: [
          {
            steps: [
              'Elija la empresa en Contribuyente actual y luego abra Estimado de ganancias netas desde su panel principal.',
              'Ingrese las ganancias netas que espera para el año.',
              'Revise el impuesto estimado y la cantidad que vence cada trimestre.',
              'Marque la casilla de la declaración en lugar de firma y seleccione Presentar.',
              'Pague en línea la cantidad que debe ahora e imprima una copia para sus registros.',
            ],
          },
        ],
      },
      {
        question: '¿Cómo se calculan los pagos trimestrales?',
        answer: [
          'El impuesto estimado del año se divide en pagos trimestrales. Cuando presenta, la cantidad que debe pagar ahora incluye cada trimestre que ya venció.',
        ],
      },
      {
        question: '¿Puedo presentar en línea la declaración anual de ganancias netas de mi empresa?',
        answer: [
          'No. eFile acepta el Estimado de ganancias netas, pero la declaración anual de una empresa, y cualquier ingreso de empresa informado en el Schedule C o F (ingresos por trabajo por cuenta propia o agrícolas), se deben presentar en papel.',
        ],
      },
      {
        question: 'El Estimado de ganancias netas no aparece en mi panel principal. ¿Por qué?',
        answer: [
          'El Estimado de ganancias netas y la Declaración del empleador solo se muestran a los usuarios de empresas. Si tiene una cuenta de empresa, verifique que haya una empresa vinculada en Administrar cuentas de empresas y elegida en Contribuyente actual.',
        ],
      },
    ],
  },
] as const satisfies Translation<typeof english>;
