/**
 * The e-mails' words, in Spanish: only words, the same keys and `{placeholders}` as
 * `locales/en/mail.ts`, written for taxpayers (usted) with the terms of docs/glossary-es.md. The
 * builder (`modules/mail/messages.ts`) puts each message together and writes its values (money,
 * dates, a form's name with the English beside it) in Spanish. A period follows a form's name
 * after a comma ("…, primer trimestre de 2026").
 */
export const mail = {
  // What every message shares.
  greeting: 'Hola, {name}:',
  greetingNoName: 'Hola:',
  automatedFooter: 'Central Collection Agency · eFile. No responda a este mensaje automático.',
  signIn: 'Iniciar sesión en eFile',
  resetPassword: 'Restablecer mi contraseña',
  completeRegistration: 'Completar mi registro',
  forgotPassword: 'Si olvidó su contraseña, puede restablecerla aquí:',
  linkExpires: 'Este enlace vence en {hours} horas y se puede usar una sola vez.',
  notYou: 'Si usted no hizo este cambio, comuníquese de inmediato con la Central Collection Agency.',
  reminderUnsubscribe: 'Cancelar la suscripción a estos recordatorios',
  fileAndPayOnline: 'Puede presentar y pagar en línea en eFile:',
  payOnline: 'Puede pagar en línea en eFile:',
  payInstallmentOnline: 'Pagar el pago parcial {installment} en línea',

  'registration.subject': 'Confirme su registro en eFile',
  'registration.thanks':
    'Gracias por registrarse en eFile, el servicio de presentación en línea de la Central Collection Agency.',
  'registration.confirm':
    'Para completar el registro, confirme su dirección de correo electrónico y cree su contraseña:',
  'registration.expires':
    'Este enlace vence en {hours} horas y se puede usar una sola vez. Si usted no se registró, puede ignorar este correo electrónico.',

  'legacy.subject': 'Confirme su dirección de correo electrónico para eFile',
  'legacy.changed':
    'Hemos cambiado la forma de iniciar sesión en su cuenta. Confirme su dirección de correo electrónico y cree una nueva contraseña para seguir usando eFile:',
  'legacy.link': 'Confirmar mi correo electrónico',

  'staffInvitation.subject': 'Invitación a la consola del personal de eFile',
  'staffInvitation.created':
    'Un administrador de la Central Collection Agency creó para usted la cuenta de personal de eFile {username} ({role}). Para crear su contraseña, abra este enlace:',
  'staffInvitation.link': 'Crear mi contraseña de personal',
  'staffInvitation.expires':
    'Este enlace vence en {hours} horas y se puede usar una sola vez. La primera vez que inicie sesión, configurará una aplicación de autenticación para el segundo paso.',
  'staffInvitation.unexpected':
    'Si no esperaba esta invitación, avise de inmediato a la agencia y no abra el enlace.',

  'staffCodesGuessed.subject':
    'Consola del personal de eFile: alguien intenta adivinar los códigos de {username}',
  'staffCodesGuessed.what':
    'El {at}, se ingresaron {failures} códigos de autenticación incorrectos para la cuenta de personal {username} en {minutes} minutos, después de ingresar su contraseña correcta. El segundo paso de esa cuenta queda bloqueado durante {minutes} minutos, desde cualquier dirección.',
  'staffCodesGuessed.act':
    'Quien los ingresó conoce la contraseña. A menos que el miembro del personal confirme que fue él, desactive la cuenta en la consola del personal, vuelva a invitarlo y revise las direcciones en el registro de auditoría del personal.',

  'auditAnchor.subject': 'Anclaje del registro de auditoría de eFile {at}',
  'auditAnchor.keep':
    'Estos son los extremos de las cadenas del registro de auditoría de eFile con fecha {at}. Guarde este mensaje: `npm run audit:verify -- --anchors <file>` comprueba el registro con las líneas siguientes guardadas en un archivo, una por línea.',
  'auditAnchor.stop':
    'Si dejan de llegar mensajes como este, o si una verificación indica BROKEN, avise al responsable de seguridad de la agencia.',

  'reset.subject': 'Restablezca su contraseña de eFile',
  'reset.asked':
    'Recibimos una solicitud para restablecer la contraseña de su cuenta de eFile. Para elegir una nueva contraseña, abra este enlace:',
  'reset.expiresOne':
    'Este enlace vence en 1 hora y se puede usar una sola vez. Si usted no pidió restablecer su contraseña, puede ignorar este correo electrónico: su contraseña no ha cambiado.',
  'reset.expires':
    'Este enlace vence en {hours} horas y se puede usar una sola vez. Si usted no pidió restablecer su contraseña, puede ignorar este correo electrónico: su contraseña no ha cambiado.',
  'reset.username': 'Su nombre de usuario es {username}.',

  'passwordChanged.subject': 'Se cambió su contraseña de eFile',
  'passwordChanged.changed':
    'Se acaba de cambiar la contraseña de su cuenta de eFile, y se cerraron todas las demás sesiones.',

  'emailChange.subject': 'Confirme su nuevo correo electrónico de eFile',
  'emailChange.asked':
    'Usted pidió usar esta dirección para su cuenta de eFile. Para confirmar el cambio, abra este enlace:',
  'emailChange.link': 'Confirmar mi nuevo correo electrónico',
  'emailChange.expires':
    'Este enlace vence en {hours} horas y se puede usar una sola vez. Hasta entonces, su cuenta conserva su dirección actual.',

  'emailChanged.subject': 'Se cambió su correo electrónico de eFile',
  'emailChanged.changed':
    'La dirección de correo electrónico de su cuenta de eFile se cambió a {newEmail}. De ahora en adelante, le enviaremos allí los mensajes sobre su cuenta.',

  'registrationExists.subject': 'Alguien intentó registrarse en eFile con su correo electrónico',
  'registrationExists.tried':
    'Alguien, quizás usted, acaba de intentar registrar una nueva cuenta de eFile con esta dirección de correo electrónico. La dirección ya pertenece a su cuenta, así que no se creó ninguna cuenta nueva.',
  'registrationExists.username': 'Su nombre de usuario es {username}. Para iniciar sesión, abra este enlace:',
  'registrationExists.ignore':
    'Si usted no intentó registrarse, puede ignorar este correo electrónico: nada ha cambiado en su cuenta.',

  'registrationExistsNewTaxpayer.subject':
    'Alguien registró a un nuevo contribuyente en eFile con su correo electrónico',
  'registrationExistsNewTaxpayer.registered':
    'Alguien, quizás usted, acaba de registrarse como nuevo contribuyente con esta dirección de correo electrónico. La Central Collection Agency le asignó a ese contribuyente el número {taxpayerId}. La dirección ya pertenece a su cuenta de eFile, así que no se creó ninguna cuenta nueva.',
  'registrationExistsNewTaxpayer.someoneElse':
    'Si usted registró a otra persona que comparte esta dirección, la Central Collection Agency puede abrir una cuenta para el contribuyente número {taxpayerId} con otra dirección de correo electrónico: llame al {phone} o escríbanos desde la página Contáctenos.',
  'registrationExistsNewTaxpayer.username':
    'Su propio nombre de usuario es {username}. Para iniciar sesión, abra este enlace:',
  'registrationExistsNewTaxpayer.ignore':
    'Si nadie que usted conozca se registró, puede ignorar este correo electrónico: nada ha cambiado en su cuenta.',

  'einLinkCode.subject': 'Su código de eFile para vincular {business}',
  'einLinkCode.asked':
    'El usuario de eFile {username} pidió presentar formularios en nombre de {business}. Esta es la dirección de correo electrónico de la empresa registrada en la Central Collection Agency, así que enviamos el código aquí.',
  'einLinkCode.code':
    'Si esta solicitud es suya o de su empresa, dé este código a ese usuario para que lo ingrese en Administrar cuentas de empresas: {code}',
  'einLinkCode.expires':
    'El código vence en {days} días. Si nadie de su empresa pidió presentar en línea en su nombre, ignore este correo electrónico y comuníquese con la Central Collection Agency.',

  'einLinkRequested.subject': 'Una solicitud para presentar en nombre de {business} en eFile',
  'einLinkRequested.asked':
    'El usuario de eFile {username} pidió que lo vinculen a {business}, empresa en cuyo nombre presenta su cuenta.',
  'einLinkRequested.approve':
    'No podrá presentar en nombre de la empresa ni ver sus formularios hasta que usted o la Central Collection Agency lo aprueben. Apruebe o rechace la solicitud en Administrar cuentas de empresas.',
  'einLinkRequested.unknown':
    'Si no conoce a este usuario, rechace la solicitud y comuníquese con la Central Collection Agency.',

  'einLinked.subject': '{username} ahora presenta en nombre de {business} en eFile',
  'einLinked.linked':
    'El usuario de eFile {username} ahora está vinculado a {business} y puede presentar sus formularios.',
  'einLinked.unknown':
    'Si no conoce a este usuario, comuníquese de inmediato con la Central Collection Agency.',

  'einLinkDecided.approvedSubject': 'Se aprobó su solicitud para presentar en nombre de {business}',
  'einLinkDecided.deniedSubject': 'Se rechazó su solicitud para presentar en nombre de {business}',
  'einLinkDecided.approved':
    'Se aprobó su solicitud para presentar en nombre de {business} en eFile. Si ya ingresó el código enviado al correo electrónico registrado de la empresa, ahora aparece en su lista Contribuyente actual.',
  'einLinkDecided.denied':
    'Se rechazó su solicitud para presentar en nombre de {business} en eFile. Si cree que se trata de un error, comuníquese con la Central Collection Agency.',

  'reminderAnnualReturn.subject':
    'Recordatorio: su declaración del impuesto municipal sobre los ingresos de {taxYear} vence el {dueDate}',
  'reminderAnnualReturn.notFiled':
    'Su Declaración anual individual (Individual Annual Return) del impuesto municipal sobre los ingresos de {taxYear} del contribuyente {taxpayerId} vence el {dueDate}, y aún no la hemos recibido.',
  'reminderAnnualReturn.balance':
    'Su cuenta de {taxYear} del contribuyente {taxpayerId} muestra un saldo adeudado de {balance}, con vencimiento el {dueDate}.',
  'reminderAnnualReturn.already': 'Si ya presentó o pagó, gracias: puede ignorar este recordatorio.',
  'reminderAnnualReturn.stop':
    'Para dejar de recibir recordatorios sobre la declaración anual (los demás recordatorios continúan):',

  'reminderEstimate.subject':
    'Recordatorio: el pago parcial {installment} del estimado, de {amount}, vence el {dueDate}',
  'reminderEstimate.due':
    'El pago parcial {installment} de su Estimado individual (Individual Estimate) del impuesto municipal sobre los ingresos de {taxYear} del contribuyente {taxpayerId} vence el {dueDate}. Falta pagar para esa fecha: {amount}.',
  'reminderEstimate.already': 'Si ya pagó, gracias: puede ignorar este recordatorio.',
  'reminderEstimate.stop':
    'Para dejar de recibir recordatorios sobre los pagos parciales del estimado (los demás recordatorios continúan):',

  'reminderEmployersReturn.subject':
    'Recordatorio: su declaración del empleador, {period}, vence el {dueDate}',
  'reminderEmployersReturn.due':
    "La Declaración del empleador del impuesto retenido (Employer's Return of Income Tax Withheld), {period}, de {taxpayerId} vence el {dueDate}, y aún no la hemos recibido.",
  'reminderEmployersReturn.already': 'Si ya la presentó, gracias: puede ignorar este recordatorio.',
  'reminderEmployersReturn.stop':
    'Para dejar de recibir recordatorios sobre las declaraciones del empleador (los demás recordatorios continúan):',

  'reminderNetProfitInstallment.subject':
    'Recordatorio: el pago parcial {installment} del estimado de ganancias netas, de {amount}, vence el {dueDate}',
  'reminderNetProfitInstallment.due':
    'El pago parcial {installment} del Estimado de ganancias netas (Net Profit Estimate) de {taxYear} de {taxpayerId} vence el {dueDate}. Falta pagar para esa fecha: {amount}.',
  'reminderNetProfitInstallment.already': 'Si ya pagó, gracias: puede ignorar este recordatorio.',
  'reminderNetProfitInstallment.stop':
    'Para dejar de recibir recordatorios sobre los pagos parciales del estimado de ganancias netas (los demás recordatorios continúan):',

  'reminderBusinessAnnualReturn.subject':
    'Recordatorio: la declaración de ganancias netas de {taxYear} vence el {dueDate}',
  'reminderBusinessAnnualReturn.due':
    'La declaración anual de ganancias netas de {taxYear} de {taxpayerId} vence el {dueDate}. La empresa presentó un Estimado de ganancias netas (Net Profit Estimate) para {taxYear}; la declaración liquida el año.',
  'reminderBusinessAnnualReturn.online': 'Puede ver en eFile lo que la empresa ha presentado y pagado:',
  'reminderBusinessAnnualReturn.already': 'Si ya la presentó, gracias: puede ignorar este recordatorio.',
  'reminderBusinessAnnualReturn.stop':
    'Para dejar de recibir recordatorios sobre la declaración anual de la empresa (los demás recordatorios continúan):',

  businessTaxpayer: '{business} (contribuyente {taxpayerId})',

  'filingReceipt.subject': 'Recibido: {form}, número de confirmación {confirmationNumber}',
  'filingReceipt.received': 'Recibimos su {form}, el {filedAt}.',
  'filingReceipt.confirmation': 'Número de confirmación: {confirmationNumber}',
  'filingReceipt.due':
    'Cantidad adeudada con esta presentación: {amountDue}. Si se paga después de la fecha de vencimiento, se agregan intereses y multas.',
  'filingReceipt.pay': 'Pagar en línea',
  'filingReceipt.nothingDue': 'No se adeuda nada con esta presentación.',
  'filingReceipt.account': 'Ver Mi cuenta',
  'filingReceipt.keep':
    'Guarde este correo electrónico como comprobante. Puede imprimir el formulario presentado desde Mi cuenta.',

  'paymentReceipt.subject': 'Pago recibido: {amount}, referencia de pago {reference}',
  'paymentReceipt.received': 'Recibimos su pago de {amount} el {paidAt}.',
  'paymentReceipt.receivedWith':
    'Recibimos su pago de {amount} el {paidAt}, hecho con la tarjeta o cuenta terminada en {last4}.',
  'paymentReceipt.paysFor': 'Este pago corresponde a su {form}.',
  'paymentReceipt.confirmation': 'Número de confirmación del formulario: {confirmationNumber}',
  'paymentReceipt.reference': 'Referencia de pago: {reference}',
  'paymentReceipt.keep':
    'Guarde este correo electrónico como comprobante. Mi cuenta, en eFile, muestra todos los pagos.',

  'registrationApproved.subject': 'Se aprobó su registro en eFile',
  'registrationApproved.approved':
    'La Central Collection Agency aprobó su registro como contribuyente {taxpayerId}.',
  'registrationApproved.setPassword':
    'Para iniciar sesión, confirme su dirección de correo electrónico y cree su contraseña:',
  'registrationApproved.setPasswordFor':
    'Para iniciar sesión, confirme su dirección de correo electrónico y cree su contraseña para el nombre de usuario {username}:',
  'registrationApproved.signIn': 'Ya puede iniciar sesión en eFile:',

  'registrationRefused.subject': 'No se aprobó su registro en eFile',
  'registrationRefused.refused':
    'La Central Collection Agency no pudo aprobar su registro como contribuyente {taxpayerId}.',
  'registrationRefused.reason': 'Motivo: {reason}',
  'registrationRefused.questions':
    'Si tiene preguntas, llame al {phone} o escríbanos desde la página Contáctenos.',

  'contactReply.subject': 'Re: su mensaje a la Central Collection Agency — {type}',
  'contactReply.yourMessage': 'Su mensaje:',
  'contactReply.footer':
    'Central Collection Agency · eFile. Para volver a escribirnos, use la página Contáctenos.',

  'contact.subject': 'Solicitud de contacto: {type}',
  'contact.type': 'Tipo: {type}',
  'contact.name': 'Nombre: {name}',
  'contact.phone': 'Teléfono: {phoneNumber}',
  'contact.email': 'Correo electrónico: {emailAddress}',
  'contact.message': 'Mensaje:',
  'contact.footer':
    'Enviado desde el formulario Contáctenos de eFile. Responda a este mensaje para contestar a {name} en {emailAddress}.',
} as const;
