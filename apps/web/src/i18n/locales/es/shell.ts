import type { en as english } from '../en/shell';
import type { Translation } from '../../translation';

/**
 * The shell's words in Spanish (issue 26; the glossary is docs/glossary-es.md): loaded in their own
 * chunk before the first render when Spanish is chosen, so an English first visit never carries them.
 */
export const es = {
  app: {
    name: 'eFile',
    agency: 'Central Collection Agency',
    title: 'CCA eFile — Impuesto municipal sobre los ingresos',
    skipToMain: 'Ir al contenido principal',
    titleSuffix: 'CCA eFile',
    loading: 'Cargando…',
  },
  banner: {
    official: 'Un sitio web oficial de la Central Collection Agency',
    howYouKnow: 'Así es como usted puede verificarlo',
    label: 'Sitio web oficial de la Central Collection Agency',
    domainHeading: 'Los sitios web oficiales usan .gov',
    domainBody: 'Un sitio web .gov pertenece a una organización oficial del Gobierno de Estados Unidos.',
    httpsHeading: 'Los sitios web seguros .gov usan HTTPS',
    httpsBody:
      'Un candado o https:// significa que usted se conectó de forma segura a un sitio web .gov. Comparta información sensible solo en sitios web oficiales y seguros.',
  },
  header: {
    language: 'English',
    greeting: 'Hola, {name}',
    logout: 'Cerrar sesión',
    login: 'Iniciar sesión',
  },
  menu: {
    label: 'Menú de eFile',
    toggle: 'Menú',
    dashboard: 'Panel principal',
  },
  footer: {
    label: 'Pie de página',
    copyright: '© {year} Central Collection Agency. Todos los derechos reservados.',
    faq: 'Preguntas frecuentes',
    faqNewTab: 'Preguntas frecuentes (se abre en una pestaña nueva)',
    contact: 'Contáctenos',
  },
  landing: {
    title: 'Bienvenido a CCA eFile',
    welcome:
      'Bienvenido a eFile, el servicio de presentación en línea de la Central Collection Agency. Presente sus formularios del impuesto municipal sobre los ingresos y pague en línea, sin costo.',
    registrationFirst: 'Debe estar registrado con la Central Collection Agency antes de poder usar eFile.',
    formsHeading: 'Formularios que puede presentar en línea',
    paperHeading: 'Debe presentar una declaración en papel si tiene',
    paper: [
      'Ingresos de un negocio: ingresos por trabajo por cuenta propia o agrícolas (Schedule C o F federal)',
      'Ingresos de alquiler, o ingresos de una sociedad colectiva, corporación S, patrimonio sucesorio o fideicomiso (declarados en un K-1)',
      'Un formulario 1099 con ingresos ganados en varias ciudades',
      'Impuesto de su ciudad de residencia retenido por su empleador',
    ],
    paymentNote:
      'Los estimados, los estimados de ganancias netas y los estados de cuenta se deben pagar en línea. Un pago en exceso se reclama en la declaración anual, como reembolso o como crédito para el próximo año. Quienes presentan en forma conjunta deben usar la información del contribuyente principal.',
    requirementsHeading: 'Lo que necesita',
    requirements: [
      'Su número de cuenta del contribuyente',
      'Una dirección de correo electrónico',
      'Una impresora',
    ],
    noFee: 'Usar eFile no tiene costo.',
    start: 'Continuar al Acuerdo de presentación en línea (Web Filing Agreement)',
    toAgreement:
      'Para iniciar sesión o registrarse, lea y acepte el Acuerdo de presentación en línea (Web Filing Agreement)',
    inactivityNotice:
      'Por su seguridad, se cerró su sesión de eFile por inactividad. Inicie sesión de nuevo para seguir usando eFile.',
  },
  agreement: {
    title: 'Acuerdo de presentación en línea (Web Filing Agreement)',
    intro: 'Lea el Acuerdo de presentación en línea. Debe aceptarlo para usar eFile.',
    terms: [
      'Soy el contribuyente, o el contribuyente me autorizó, para presentar las declaraciones y hacer los pagos que envío por eFile.',
      'La información que ingreso es verdadera, correcta y completa según mi leal saber y entender, y marcar la casilla de la declaración en lugar de firma en cada formulario reemplaza mi firma.',
      'Imprimiré y guardaré una copia de cada formulario que presente.',
      'Entiendo que una declaración con cualquiera de los ingresos indicados arriba en “Debe presentar una declaración en papel si tiene” se debe presentar en papel.',
      'La Central Collection Agency puede registrar mi uso de eFile con fines de seguridad y auditoría.',
    ],
    agree: 'Acepto',
    disagree: 'No acepto',
    disagreeAlert: 'Debe aceptar el Acuerdo de presentación en línea para usar eFile. Ahora saldrá de eFile.',
  },
  login: {
    title: 'Iniciar sesión en eFile',
    username: 'Nombre de usuario',
    password: 'Contraseña',
    submit: 'Iniciar sesión',
    submitting: 'Iniciando sesión…',
    usernameRequired: 'El campo Nombre de usuario es obligatorio.',
    passwordRequired: 'El campo Contraseña es obligatorio.',
    failed: 'No se pudo iniciar sesión',
    locked:
      'Demasiados intentos: esta cuenta está bloqueada por {minutes} minutos. Espere y vuelva a intentarlo, o restablezca su contraseña con “¿Olvidó su contraseña?” abajo: eso la desbloquea de inmediato.',
    noAccount: '¿Es nuevo en eFile? Primero debe registrarse con la Central Collection Agency.',
  },
  logout: {
    title: 'Cerrando sesión',
    loggedOutTitle: 'Sesión cerrada',
    success: '¡Cerró sesión correctamente!',
    notInitiated: 'El cierre de sesión no se inició desde la página.',
    loginAgain: 'Iniciar sesión de nuevo',
  },
  session: {
    expired: 'Su sesión expiró y debe iniciar sesión.',
    warningTitle: '¿Sigue ahí?',
    warningBody:
      'Por su seguridad, pronto se cerrará su sesión porque ha estado inactivo. Seleccione Continuar para mantener la sesión abierta.',
    stay: 'Continuar',
    logoutNow: 'Cerrar sesión ahora',
    countdown: 'Tiempo restante antes de que se cierre su sesión: {time}',
  },
  dashboard: {
    title: 'Panel principal',
    intro: 'Elija lo que desea hacer.',
    start: 'Comenzar',
    open: 'Abrir',
  },
  taxpayer: {
    heading: 'Contribuyente',
    businessHeading: 'Empresa',
    name: 'Nombre',
    businessName: 'Nombre de la empresa',
    alternateName: 'Nombre alternativo',
    account: 'Número de cuenta del contribuyente',
    ein: 'EIN',
    phone: 'Teléfono de la empresa',
    federalId: 'Número de Seguro Social',
    jointFiler: 'Declarante conjunto',
    address: 'Dirección',
    loadFailed: 'Ocurrió un error al cargar la información del contribuyente. Vuelva a intentarlo más tarde',
  },
  estimateCredits: {
    title: 'Estimados y créditos',
    note: 'Nota: los pagos recientes no aparecen aquí hasta que la agencia los revisa.',
    caption: 'Impuesto estimado pagado y crédito del año anterior por año tributario',
    year: 'Año',
    paid: 'Estimados pagados',
    credit: 'Crédito del año anterior',
    empty: 'No se encontraron estimados ni créditos para los años tributarios indicados.',
    notYetPosted: 'Incluye {amount} recibidos que la agencia aún no ha registrado',
  },
  identity: {
    leaving: 'Lo estamos llevando a su proveedor de cuenta',
    continue: 'Continuar a su proveedor de cuenta',
  },
  errorPage: {
    title: 'Algo salió mal',
    body: 'No se pudo mostrar esta página por un error de nuestra parte. Ya se nos informó.',
    saved: 'Nada de lo que ya presentó o pagó se ve afectado.',
    retry: 'Vuelva a intentarlo',
    back: 'Ir a la página de inicio',
  },
  notFound: {
    title: 'Página no encontrada',
    body: 'No pudimos encontrar la página que solicitó.',
    startOver: 'Comenzar de nuevo',
  },
  problems: {
    'missing-tax-rate':
      'Ocurrió un error al calcular los impuestos de las ciudades que eligió. Comuníquese con el soporte técnico de la CCA.',
    'missing-tax-form':
      'No se encuentra este formulario. Esto suele ocurrir cuando se elimina el formulario en otra pestaña o ventana del navegador.',
    'already-filed': 'Su formulario ya fue presentado. Ya no puede hacer cambios en su formulario.',
    'not-authorized-to-file':
      'Este usuario no está autorizado a presentar este formulario para este contribuyente',
    'misconfigured-account':
      'Nuestros registros indican que su cuenta no está configurada correctamente en este momento.',
    'inactive-account': 'Nuestros registros indican que su cuenta no está activa en este momento.',
    'account-migration-required':
      'Cambiamos la forma de iniciar sesión. Deberá confirmar su dirección de correo electrónico y elegir una contraseña nueva. Revise su correo electrónico registrado para ver las instrucciones.',
    contactSupport: 'Comuníquese con el soporte técnico en {email} o al {phone}.',
    filedAs: 'Se presentó una vez, con el número de confirmación {number}.',
    unexpected: 'Ocurrió un error inesperado. Vuelva a intentarlo.',
    fields: {
      ein: 'EIN',
      taxpayerId: 'Número de cuenta del contribuyente',
      taxpayerFederalId: 'Número de identificación federal',
      federalId: 'Número de identificación federal',
      businessName: 'Nombre de la empresa',
      emailAddress: 'Dirección de correo electrónico',
      email: 'Dirección de correo electrónico',
      phoneNumber: 'Número de teléfono',
      zip: 'Código postal',
      file: 'El archivo',
    },
  },
  toast: {
    close: 'Cerrar',
  },
  worksheet: {
    line: 'Línea',
    amount: 'Cantidad',
    figured: 'Cómo se calcula',
    from: 'De {sources}.',
    formula: 'Las cifras exactas',
  },
  guards: {
    unsavedChanges:
      'ADVERTENCIA: Tiene cambios sin guardar. Presione Cancelar para quedarse en el formulario actual, o Aceptar para perder estos cambios.',
    unsavedHeading: 'Tiene cambios sin guardar',
    ok: 'Aceptar',
    cancel: 'Cancelar',
  },
  formSteps: {
    progress: 'Pasos de este formulario',
    heading: 'Paso {n} de {total}: {title}',
    step: 'Paso',
    ofTotal: 'de {total}',
    completed: 'completado',
    notCompleted: 'no completado',
    errorHeading: 'Hay un problema',
    errorIntro: 'Corrija lo siguiente para continuar:',
  },
  computedForm: {
    amountInvalid: 'El campo {field} debe ser una cantidad en dólares y centavos, por ejemplo 1,234.56.',
  },
  alreadyFiled: {
    heading: 'Ya presentó su {what} de {year}',
    body: 'Se presenta una vez al año. Abajo verá su estado y lo que queda por pagar; lo que pagó también aparece en Estimados y créditos.',
    estimates: 'Estimados y créditos',
    dashboard: 'Panel principal',
  },
  files: {
    hint: 'PDF, PNG o JPEG, de 5 MB como máximo.',
    uploading: 'Subiendo…',
    sentOnSave: 'Se envía cuando guarde este formulario.',
    remove: 'Quitar {name}',
    pdf: 'Imprimir (PDF)',
    pdfFailed: 'No se pudo abrir el PDF. Vuelva a intentarlo.',
  },
  glossary: {
    federalId: { term: 'número de identificación federal', means: 'número de Seguro Social' },
    schedule: { term: 'Schedule C', means: 'trabajo por cuenta propia o agrícola' },
    k1: { term: 'K-1', means: 'sociedad colectiva, corporación S, patrimonio sucesorio o fideicomiso' },
    allocation: { term: 'asignación', means: 'la parte de' },
    orc: { term: 'ORC', means: 'Código Revisado de Ohio' },
    noTaxpayers: {
      term: 'No hay contribuyentes para el usuario',
      means: 'todavía no presenta para ninguna empresa',
    },
  },
} as const satisfies Translation<typeof english>;
