/**
 * The words of problem answers (RFC 9457, spec §8), in Spanish: the same keys and `{placeholders}` as
 * `locales/en/problems.ts`, written for taxpayers (usted) with the terms of docs/glossary-es.md.
 */
import { ProblemCode } from '@efile/contracts';

export const titles: Readonly<Record<ProblemCode, string>> = {
  [ProblemCode.MissingTaxRate]:
    'Se produjo un error al calcular los impuestos de las ciudades que seleccionó. Comuníquese con el servicio de asistencia de la CCA.',
  [ProblemCode.MissingInterestRate]: 'La tasa de interés de un año aún no se ha publicado.',
  [ProblemCode.MissingTaxForm]:
    'No se encuentra este formulario de impuestos. Esto suele ocurrir cuando el formulario se elimina en otra pestaña o ventana del navegador.',
  [ProblemCode.AlreadyFiled]:
    'Su formulario de impuestos ya fue presentado. Ya no puede hacer cambios en su formulario de impuestos.',
  [ProblemCode.NotAuthorizedToFile]:
    'Este usuario no está autorizado para presentar este formulario en nombre de este contribuyente',
  [ProblemCode.MisconfiguredAccount]:
    'Según nuestros registros, su cuenta no está configurada correctamente en este momento.',
  [ProblemCode.InactiveAccount]: 'Según nuestros registros, su cuenta no está activa en este momento.',
  [ProblemCode.AccountMigrationRequired]:
    'Hemos cambiado la forma de iniciar sesión en su cuenta. Deberá confirmar su dirección de correo electrónico y crear una nueva contraseña. Revise su correo electrónico registrado para ver las instrucciones.',
  [ProblemCode.RegistrationPending]: 'Su registro está a la espera de la revisión de la agencia.',
  [ProblemCode.RegistrationRefused]: 'Su registro no fue aprobado.',
  [ProblemCode.Validation]: 'Uno o más campos no son válidos.',
  [ProblemCode.InvalidCredentials]: 'El nombre de usuario o la contraseña no son correctos.',
  [ProblemCode.TooManyAttempts]: 'Demasiados intentos. Espere unos minutos y vuelva a intentarlo.',
  [ProblemCode.Unauthenticated]: 'Debe iniciar sesión para continuar.',
  [ProblemCode.Forbidden]: 'No tiene permiso para hacer esto.',
  [ProblemCode.Xsrf]: 'No se pudo verificar la solicitud. Vuelva a cargar la página e inténtelo de nuevo.',
  [ProblemCode.InvalidPassword]: 'Contraseña no válida',
  [ProblemCode.InvalidToken]: 'No pudimos completar su solicitud de confirmación de correo electrónico.',
  [ProblemCode.LinkExpired]:
    'El enlace de confirmación de correo electrónico ha vencido. Puede hacer una nueva solicitud e intentarlo de nuevo.',
  [ProblemCode.DuplicateEmail]:
    'Esta dirección de correo electrónico ya existe en nuestros registros. Pruebe con otra.',
  [ProblemCode.FileOnPaper]: 'Esta declaración debe presentarse en papel.',
  [ProblemCode.Conflict]: 'Esta solicitud no concuerda con el estado actual del registro.',
  [ProblemCode.NotFound]: 'No se encontró el recurso solicitado.',
  [ProblemCode.PaymentProviderUnavailable]: 'El proveedor de pagos no pudo iniciar una sesión de pago.',
  [ProblemCode.ServiceUnavailable]:
    'El servicio no está disponible en este momento. Vuelva a intentarlo en unos instantes.',
  [ProblemCode.Internal]: 'Se produjo un error inesperado. Vuelva a intentarlo.',
};

export const problems = {
  // Any request
  interestRateNotPublished:
    'La tasa de interés de {year} aún no se ha publicado, así que no se pueden calcular los intereses de {year}. Comuníquese con el servicio de asistencia de la CCA.',
  invalidInput: 'Datos no válidos ({where}): {fields}',
  requestUnreadable: 'No se pudo leer la solicitud.',
  fieldNotAllowed: 'no está permitido',
  fieldInvalid: 'no es válido',

  // Businesses (spec §2, ADR 0017)
  businessNotFound: 'No se encontró esta empresa. Si la información es correcta, complete el registro.',
  businessNoLinkRequest: 'No hay ninguna solicitud para vincular esta empresa. Primero búsquela y agréguela.',
  businessCodeExpired:
    'Este código ha vencido. Vuelva a agregar la empresa para que se le envíe un código nuevo.',
  businessCodeLocked:
    'Se ingresaron demasiados códigos incorrectos. Vuelva a agregar la empresa para que se le envíe un código nuevo.',
  businessCodeWrong: 'Este código no es correcto.',
  businessUsersOnly: 'Solo las cuentas de empresa pueden vincular empresas.',
  businessManagementOff: 'La administración de cuentas de empresa no está disponible en este momento.',
  businessAlreadyLinked: 'Este número de identificación federal (EIN) ya está vinculado a su cuenta.',

  // Registration (spec §1)
  registrationNotOurRecords: 'La información que ingresó no coincide con nuestros registros.',
  usernameTaken: 'Este nombre de usuario ya está en uso.',
  confirmationLinkNotValid:
    'Este enlace de confirmación de correo electrónico no es válido. Puede volver a enviar el correo electrónico de confirmación.',
  registrationJustSubmitted: 'Este registro se acaba de enviar. Revise su correo electrónico.',
  businessAlreadyRegistered:
    'Ya hay una empresa registrada con este número de identificación federal (EIN). Agréguela desde Administrar cuentas de empresas.',
  confirmationLinkSuperseded:
    'Se envió un correo electrónico de confirmación más reciente. Use el enlace del último correo electrónico.',
  registrationNotPartial: 'Este registro no está a la espera de completarse.',

  // Sign-in (ADR 0047)
  registrationPending:
    'La Central Collection Agency está revisando su registro. Le enviaremos un correo electrónico cuando se apruebe; entonces podrá iniciar sesión.',
  registrationRefused:
    'La Central Collection Agency no aprobó su registro. Le enviamos el motivo por correo electrónico. Si tiene preguntas, llame al {phone}.',

  // The annual return (spec §7)
  exemptionAlreadyFiled:
    'Ya presentó un Certificado de exención (Exemption Certificate) para este año tributario.',
  noIncomeEntered: 'Ingrese al menos un formulario W-2 o 1099 antes de presentar.',
  w2Named: 'W-2 {number} ({employer})',
  localityChoiceRequired:
    '{which}: la casilla 20 no indica ninguna ciudad de la agencia. {choice} Vuelva a los formularios W-2 para elegir.',
  overpaymentWaived:
    'Usted eligió no reclamar su pago en exceso de {amount}: no se le reembolsará ni se le acreditará.',
  noOverpaymentToWaive:
    'Esta declaración ya no muestra un pago en exceso al que renunciar. Revise el formulario y vuelva a presentarlo.',
  overpaymentChanged:
    'El pago en exceso ahora es de {now}, no de {chosen}. Revise el formulario y vuelva a elegir.',
  noReturnByAge:
    'Usted no presenta una declaración anual: en su lugar, presente un Certificado de exención (Exemption Certificate). Si se le retuvo impuesto municipal, presente una declaración en papel para reclamar un reembolso.',
  exemptByAge: '{reason} {instead}',
  balanceDue: 'Saldo adeudado',
  answerEveryQuestion: 'Responda todas las preguntas.',

  // Computed forms (forms/computed.ts: nothing to file) and filing
  nothingOwed: 'No se adeuda nada para este año tributario, así que no hay nada que presentar.',
  yearTax: 'Impuesto de {taxYear}',
  adjustmentsBelowZero:
    'Los ajustes dejan el impuesto de {city} por debajo de cero: un pago en exceso no se puede presentar en línea. Presente esta declaración en papel.',
  noEstimatedTax: 'No hay impuesto estimado por pagar, así que no hay nada que presentar.',
  noDeclarationRequired: '{notice} No hay nada que presentar.',
  alreadyFiledSameFigures:
    'Este formulario ya se presentó hace un momento con las mismas cifras, con el número de confirmación {confirmationNumber}. No se presenta dos veces.',

  // The mailroom (staff, ADR 0044)
  paperAlreadyFiledOnline:
    'El contribuyente {taxpayerId} ya presentó en línea el formulario {what} (confirmación {confirmationNumber}): no se vuelve a registrar una copia en papel.',
  idempotencyKeyInvalid: '{header} debe tener de 1 a 200 caracteres visibles.',
  idempotencyKeyField: 'no es una clave válida',
  idempotencyKeyReused: 'Esta Idempotency-Key se usó para otra solicitud.',
  checkAlreadyRecorded:
    'El cheque {check} (número de cheque {normalised}) ya está registrado para el contribuyente {taxpayerId}{posting}.',
  paperAlreadyRecorded:
    'Esta declaración en papel ya está registrada para el contribuyente {taxpayerId}{posting}.',
  postingNumber: ' (asiento {id})',
  postingFourEyes:
    'Debe aprobarlo o rechazarlo otra persona distinta de quien lo registró (y que no haya sido invitada ni aprobada por esa persona, ni sea quien la invitó o aprobó).',
  postingAlreadyDecided: 'Este asiento ya tiene el estado {status}.',

  // Rules (staff, issue 16 item 6)
  interestRateYearToCome: 'La tasa de interés solo se puede fijar para un año futuro (posterior a {year}).',
  ruleFromYear: 'Esta regla solo puede cambiar a partir de {year}.',
  taxYearClosed: 'El año tributario {year} ya no puede cambiar: el primer año que puede cambiar es {first}.',
  taxYearHasFilings:
    'Ya se presentaron formularios para el año tributario {year}: sus reglas ya no pueden cambiar.',
  ruleAdministratorOnly: 'Solo un administrador puede cambiar esta regla.',
  ruleChangePending: 'Ya hay un cambio de {key} para {year} a la espera de aprobación.',
  ruleChangeDecidedAs: 'Este cambio ya tiene la decisión: {decision}.',
  ruleChangeFourEyes:
    'Un cambio necesita la decisión de otra persona: usted lo propuso, o uno de ustedes invitó o aprobó al otro.',
  ruleChangeDecided: 'Ya se tomó una decisión sobre este cambio.',

  // Staff: account help, invitations, staff accounts
  webAccountNotFound: 'Ninguna cuenta web tiene ese ID.',
  webAccountNotPartial: 'Esta cuenta web no está a la espera de que se confirme su registro.',
  webAccountLinksPerHour:
    'Esta cuenta ya recibió todos los enlaces permitidos en esta hora. Vuelva a intentarlo más tarde.',
  webAccountInactive: 'Esta cuenta web ya está inactiva.',
  accountActsForTaxpayer: 'La cuenta ya actúa en nombre de ese contribuyente.',
  accountNotActingForTaxpayer: 'La cuenta no actúa en nombre de ese contribuyente.',
  taxpayerHasOwnAccount: 'Ese contribuyente ya tiene su propia cuenta web.',
  accountWorkInProgress:
    'La cuenta tiene un formulario o un pago en curso para el contribuyente actual. Primero termínelo o abandónelo.',
  unlinkBusinessOnly:
    'Solo se puede desvincular la empresa vinculada de un usuario de empresa; en el caso de una persona, traslade su cuenta.',
  alreadyStaff: 'Ese nombre de usuario o esa dirección de correo electrónico ya pertenece al personal.',
  staffNotAwaitingApproval: 'Esta cuenta no está a la espera de aprobación.',
  staffApprovalFourEyes:
    'Otro administrador debe aprobar esta cuenta: usted la invitó, o uno de ustedes invitó o aprobó al otro.',
  staffChangeOwn: 'Otro administrador cambia su propia cuenta.',
  staffNotDisabled: 'Esta cuenta no está desactivada.',
  staffSameRole: 'La cuenta ya tiene este rol.',
  staffNotEnrolled: 'Esta cuenta aún no tiene autenticador: su próximo inicio de sesión lo configura.',
  staffChangePending: 'Ya hay un cambio de este tipo para esta cuenta esperando aprobación.',
  staffChangeDecided: 'Este cambio ya se decidió.',
  staffChangeFourEyes:
    'Usted pidió este cambio, o está vinculado a quien lo pidió: otro administrador lo decide.',
  exportNothingNew:
    'No hay nada nuevo que exportar del {from} al {to}: cada fila está en un lote anterior. No se creó ningún lote.',
  cannotDisableSelf: 'No puede desactivar su propia cuenta.',
  taxpayerNotFound: 'Ningún contribuyente tiene ese ID.',

  // Uploads (issue 9)
  fieldRequired: 'es obligatorio',
  uploadTypes: 'Solo se pueden subir archivos PDF, PNG o JPEG.',
  uploadContentMismatch: 'El contenido del archivo no es el PDF, PNG o JPEG que indica su tipo.',
  uploadNotMultipart: 'Envíe el archivo como multipart/form-data en el campo "file".',
  uploadLinkRequired: 'Vincule el archivo a un formulario W-2 o 1099.',
  uploadQuota: 'Puede guardar como máximo {files} archivos y {mb} MB de archivos subidos.',
  uploadChooseFile: 'Elija un archivo para subir.',
  uploadTooLarge: 'El archivo debe tener como máximo 5 MB.',
  uploadEmpty: 'El archivo está vacío.',
  uploadNotWhatItClaims: 'El contenido del archivo no es el {type} que dice ser. {types}',

  // Payments (spec §5)
  onlyFiledFormPaid: 'Solo se puede pagar un formulario presentado.',
  formAlreadyPaid: 'Este formulario ya está pagado.',
  nothingDue: 'No se adeuda nada en este formulario.',
  noSuchInstallment: 'Este formulario no tiene ese pago parcial.',

  // Payments, continued
  payOnline: 'El formulario {form} se debe pagar en línea.',
  providerCredentialsMissing: 'La llamada no incluye las credenciales del proveedor de pagos.',

  // Reminders (ADR 0033)
  unsubscribeLinkInvalid: 'Este enlace para cancelar la suscripción no es válido.',
  remindersNotForFiler: 'Estos recordatorios no corresponden al contribuyente en cuyo nombre usted presenta.',

  // Reminders, continued
  notYourReminder: '{kind} no es uno de sus recordatorios.',

  // Work queues (staff)
  providerAnswerApplied: 'La respuesta del proveedor ya se aplicó a este pago.',
  providerNoFinalAnswer: 'El proveedor aún no tiene una respuesta final para este pago.',
  registrationDecidedAs: 'Este registro ya tiene la decisión: {decision}.',
  formStatusAlready: 'Este formulario ya tiene el estado {status}.',

  // Work queues, continued
  registrationNotAwaitingApproval: 'Este registro no está a la espera de aprobación.',
  registrationDecided: 'Ya se tomó una decisión sobre este registro.',
  formJustMoved: 'Otra persona acaba de mover este formulario.',
  paymentNotLive: 'Este pago ya no está en curso: se liquidó o se cerró antes.',
  paymentNotStuckYet: 'Un pago puede cerrarse cuando lleva más de {minutes} minutos en curso.',
  messageClosed: 'Este mensaje está cerrado.',
  noTaxpayerSelected: 'No hay ningún contribuyente seleccionado.',
  onlyFiledFormPrinted: 'Solo se puede imprimir como PDF un formulario presentado.',
  databaseNotAnswering: 'La base de datos no responde.',

  // The HTTP edge and idempotency (ADR 0049)
  addressNotValid: 'La dirección no es válida.',
  headersTooLarge: 'Los encabezados de la solicitud son demasiado grandes.',
  requestTooSlow: 'La solicitud tardó demasiado en llegar.',
  submissionOtherFigures:
    'Este envío ya se hizo con otras cifras. Revise en su cuenta lo que se presentó antes de volver a presentar.',
  requestInProgress: 'Esta solicitud todavía se está procesando. Vuelva a intentarlo en un momento.',

  // Calculations: notices and labels the figures carry
  provisionalRates:
    'Las tasas de {taxYear} son las últimas tasas publicadas por la agencia; la tabla de {taxYear} aún no se ha publicado.',
  agencySchedule: 'Calendario de pagos de la agencia desde {year}: {rates}',
  /** A figure's source when an approved rule change set it, and the worksheet's note saying so. */
  ruleChangeCited: 'cambio de regla n.º {id}, aprobado el {day}: {source}',
  setBy: 'Fijado por {cited}',
  ruleChangesTable: 'Cambios de reglas aprobados en la consola del personal',
  carriedTable:
    'La tabla de {from} se mantiene para {year} hasta que la agencia apruebe la fila de {year} de cada ciudad',
  carriedRow: 'Se mantiene de {from}: aún no se ha aprobado una fila de {year}',

  // Reembolsos y créditos (issue 27, ADR 0058)
  claimTooMuch:
    'Puede reclamar como máximo {most} para {taxYear}: es el crédito del año que ninguna otra solicitud tiene reservado.',
  refundBelowMinimum:
    'Un reembolso debe ser de al menos {minimum}. Para una cantidad menor, elija un crédito para el próximo año.',
  claimOpen: 'Ya hay una solicitud abierta para {taxYear}. Puede seguirla en Mi cuenta.',
  claimWindowClosed: 'El plazo para reclamar el pago en exceso de {taxYear} terminó el {claimBy}.',
  claimSplitChanged:
    'El reembolso y el crédito deben sumar el pago en exceso de {overpayment}. Revise el formulario y elija de nuevo.',
  overpaymentChoice:
    'Esta declaración muestra un pago en exceso de {overpayment}: elija un reembolso, un crédito para el próximo año o renunciar a él.',
  claimAlreadyDecided: 'Esta solicitud está {status}: no se puede decidir de nuevo.',
  claimFourEyes:
    'Un reembolso de más de {limit} lo aprueban dos personas: otra persona hace la segunda aprobación.',
  claimAlreadyApproved: 'Usted ya aprobó esta solicitud: la aprueba una segunda persona.',
  nothingToIssue: 'No hay reembolsos aprobados pendientes de emitir: no se creó ningún lote.',
  refundStatusNotFound:
    'Ninguna solicitud de reembolso coincide con el número de contribuyente, la cantidad y el código postal que ingresó.',

  // Ajustes en la consola (issue 28 item 2, ADR 0059)
  adjustmentNoForm: 'Ningún formulario presentado de este contribuyente tiene ese número.',
  adjustmentTooMuch:
    'Se puede quitar como máximo {most}: es lo que el formulario tiene de ello, menos lo que ya se quitó.',
  adjustmentTaxBelowZero: 'El impuesto no puede quedar por debajo de cero: puede bajar como máximo {most}.',
  adjustmentNoCredit: 'Se puede trasladar como máximo {most}: es el crédito de {taxYear}.',
  adjustmentNotAPayment: 'Ese asiento no es un pago de este contribuyente.',
  adjustmentAlreadyReversed: 'Ese pago ya se revirtió (ajuste {id}).',
  adjustmentAlreadyDecided: 'Este ajuste está {status}: no se puede decidir de nuevo.',
  adjustmentFourEyes:
    'Un ajuste de más de {limit} lo aprueba un supervisor o administrador distinto de quien lo pidió.',
  adjustmentKeyRequired:
    'Envíe un encabezado {header}: una clave para cada ajuste, la misma en cada reintento.',
} as const;
