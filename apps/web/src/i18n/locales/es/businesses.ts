import type { businesses as english } from '../en/businesses';
import type { Translation } from '../../translation';

/** The linked business accounts' words in Spanish (issue 26; the glossary is docs/glossary-es.md). */
export const businesses = {
  title: 'Administrar cuentas de empresas',
  intro:
    'Vincule las empresas por las que presenta. Busque una empresa por su EIN y por su nombre como lo tiene la agencia en sus registros, y luego agréguela: enviamos un código a la dirección de correo electrónico registrada de la empresa para comprobar que es suya. Las empresas que vincule aparecen en la lista Contribuyente actual, en la parte superior de la página.',
  noTaxpayerHeading: 'No hay contribuyentes para el usuario',
  noTaxpayerBefore:
    'Su cuenta todavía no presenta por ninguna empresa. Busque su empresa abajo y agréguela, o ',
  noTaxpayerLink: 'registre su empresa',
  noTaxpayerAfter: ' si la agencia no la tiene en sus registros.',
  linkedHeading: 'Empresas vinculadas',
  countNone: 'No tiene empresas vinculadas a su cuenta.',
  countOne: 'Tiene 1 empresa vinculada a su cuenta.',
  countMany: 'Tiene {count} empresas vinculadas a su cuenta.',
  ein: 'EIN',
  businessName: 'Nombre de la empresa',
  alternateName: 'Nombre alternativo',
  actions: 'Acciones',
  noAlternate: '--',
  searchHeading: 'Buscar una empresa',
  einHint: '9 dígitos, con o sin guion, por ejemplo 12-3456789',
  search: 'Buscar',
  searching: 'Buscando…',
  resultsCaption: 'Empresas encontradas',
  notFound: 'No se encontró esta empresa. Si estos datos son correctos, complete el registro.',
  completeRegistration: 'Completar el registro de la empresa',
  add: 'Agregar',
  addLabel: 'Agregar {name}',
  removed: 'Se quitó {name} de su cuenta.',
  linked: 'Vinculada',
  linkedLabel: 'Vinculada: {name}',
  requested: 'Enviar un código nuevo',
  requestedLabel: 'Enviar un código nuevo a {name}',
  delete: 'Eliminar',
  deleteLabel: 'Eliminar {name}',
  confirmDeleteHeading: 'Confirmar la eliminación del vínculo',
  confirmDeleteText:
    '¿Eliminar el vínculo entre su cuenta y {name}? Ya no podrá presentar por esta empresa ni ver sus formularios. Para volver a vincularla, necesitará un código nuevo.',
  yes: 'Sí',
  no: 'No',
  unexpected: 'Ocurrió un error inesperado. Vuelva a intentarlo.',
  selector: 'Contribuyente actual',
  option: '{ein} - {name}',
  switch: 'Cambiar',
  switching: 'Cambiando…',
  switched: 'Ahora presenta por {name}.',
  filingFor: 'Presenta por: {name}, EIN {ein}',
  switchFailed:
    'Ocurrió un error al cambiar de contribuyente: {detail} Vuelva a intentarlo o comuníquese con el soporte técnico si el problema continúa.',
  switchUnexpected:
    'Ocurrió un error inesperado al cambiar de contribuyente. Vuelva a intentarlo o comuníquese con el soporte técnico si el problema continúa.',
  requests: {
    heading: 'Solicitudes pendientes',
    caption: 'Sus solicitudes para vincular una empresa',
    sentCode:
      'Enviamos un código a la dirección de correo electrónico que {name} tiene registrada en la agencia. Ingréselo en Solicitudes pendientes para terminar de vincularla.',
    needsAgency:
      '{name} no tiene una dirección de correo electrónico registrada, así que la Central Collection Agency debe aprobar su solicitud. Comuníquese con la agencia para completarla.',
    needsApproval:
      'Su solicitud para {name} está esperando que la apruebe una persona que ya presenta por esa empresa, o la agencia.',
    linked: 'Se agregó {name} a su cuenta.',
    awaiting: 'Estado',
    awaitingCode: 'Ingrese el código enviado a la dirección de correo electrónico registrada de la empresa.',
    awaitingApproval:
      'Esperando la aprobación de una persona que presenta por esta empresa, o de la agencia.',
    awaitingAgency:
      'Esperando a la Central Collection Agency: la empresa no tiene una dirección de correo electrónico registrada.',
    code: 'Código para {name}',
    codeHint: 'Por ejemplo ABCDE-12345',
    confirm: 'Confirmar',
    confirming: 'Confirmando…',
    withdraw: 'Retirar',
    withdrawLabel: 'Retirar la solicitud para {name}',
    withdrawn: 'Se retiró su solicitud para {name}.',
    decideHeading: 'Solicitudes por aprobar',
    decideCaption: 'Solicitudes de otros usuarios para presentar por sus empresas',
    decideIntro:
      'Estos usuarios pidieron presentar por una empresa por la que usted presenta. Apruebe solo a personas que sabe que actúan en nombre de la empresa. Hasta que se aprueben, no pueden presentar por ella ni ver sus formularios.',
    business: 'Empresa',
    requestedBy: 'Solicitada por',
    requestedOn: 'Solicitada el',
    history: 'Permitir que {username} vea los formularios presentados antes de hoy',
    approve: 'Aprobar',
    approveLabel: 'Aprobar a {username} para {name}',
    deny: 'Rechazar',
    denyLabel: 'Rechazar a {username} para {name}',
    approved: '{username} ya puede presentar por {name}.',
    denied: 'Se rechazó la solicitud de {username} para {name}.',
  },
} as const satisfies Translation<typeof english>;
