import type { exemption as english } from './en';
import type { Translation } from '../../../i18n/translation';

/** The Exemption Certificate's words in Spanish (issue 26; the glossary is docs/glossary-es.md). */
export const exemption = {
  title: 'Certificado de exención (Exemption Certificate)',
  taxYear: 'Año tributario {year}',
  intro:
    'Presente este certificado si no tenía la obligación de presentar una declaración del impuesto municipal sobre los ingresos para el año tributario.',
  reasonLegend: 'Motivo por el que presenta este formulario',
  reasons: {
    retired: 'Estoy jubilado(a).',
    armedForces: 'Soy miembro de las Fuerzas Armadas de los EE. UU.',
    under18: 'Tuve menos de 18 años durante todo el año tributario.',
    noEarnedIncome: 'No tuve ingresos del trabajo durante todo el año tributario.',
    BusinessOrRentalSold:
      'Mi empresa cerró o mi propiedad de alquiler se vendió antes del inicio del año tributario.',
  },
  soldDate: 'Fecha en que se vendió la empresa',
  veracity: 'Confirmo que la opción elegida es correcta.',
  file: 'Presentar',
  filing: 'Presentando…',
  print: 'Imprimir',
  cancel: 'Cancelar',
  modalTitle: 'Imprima su certificado',
  modalBody: 'Imprima una copia de este certificado para sus registros antes de presentarlo.',
  returnToForm: 'Quiero imprimir - Volver al formulario',
  proceed: 'Terminé - Continuar al siguiente paso',
  success: 'Su certificado de exención se presentó correctamente.',
  confirmation: 'Número de confirmación: {number}',
  toDashboard: 'Volver al panel principal',
  alreadyFiled:
    'No puede presentar un certificado de exención porque ya presentó uno para este año tributario.',
  formsEntered:
    'No puede presentar un certificado de exención porque ya presentó formularios de impuestos para este año tributario.',
  statusFailed:
    'Ocurrió un error inesperado al cargar el estado de su certificado de exención. Vuelva a intentarlo más tarde.',
  saveFailed: 'Ocurrió un error inesperado al guardar su formulario. Vuelva a intentarlo más tarde.',
} as const satisfies Translation<typeof english>;
