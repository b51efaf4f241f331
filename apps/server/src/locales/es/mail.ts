/**
 * The e-mails' words, in Spanish: the same entries with the same parameters as `locales/en/mail.ts`
 * (a subject, paragraphs and a footer each), written for taxpayers (usted) with the terms of
 * docs/glossary-es.md. The mail module lays them out (text and HTML, values escaped in HTML).
 */
import type { MailBlock, MailWords } from '../en/mail';

/** The footer of the messages the portal sends on its own: nobody reads replies to them. */
const AUTOMATED_FOOTER = 'Central Collection Agency · eFile. No responda a este mensaje automático.';

/** A message in words: the layout (plain text and HTML) is the mail module's. */
const message = (subject: string, blocks: readonly MailBlock[], footer = AUTOMATED_FOOTER): MailWords => ({
  subject,
  blocks,
  footer,
});

const greeting = (name: string | null | undefined) => (name ? `Hola, ${name}:` : 'Hola:');

/**
 * A reminder (ADR 0033, ADR 0042): what is due, where to act on it, and how to stop this kind of
 * reminder (`topic`) while the others continue.
 */
const reminder = (
  subject: string,
  p: { name: string | null; link: string; unsubscribe: string },
  what: { due: string; online: string; already: string; topic: string; action?: string },
) =>
  message(subject, [
    greeting(p.name),
    what.due,
    what.online,
    { link: p.link, label: what.action ?? 'Iniciar sesión en eFile' },
    `Si ya ${what.already}, gracias: puede ignorar este recordatorio.`,
    `Para dejar de recibir recordatorios sobre ${what.topic} (los demás recordatorios continúan):`,
    { link: p.unsubscribe, label: 'Cancelar la suscripción a estos recordatorios' },
  ]);

export const mail = {
  registration: (p: { name: string | null; link: string; hours: number }) =>
    message('Confirme su registro en eFile', [
      greeting(p.name),
      'Gracias por registrarse en eFile, el servicio de presentación en línea de la Central Collection Agency.',
      'Para completar el registro, confirme su dirección de correo electrónico y cree su contraseña:',
      { link: p.link, label: 'Completar mi registro' },
      `Este enlace vence en ${p.hours} horas y se puede usar una sola vez. Si usted no se registró, puede ignorar este correo electrónico.`,
    ]),
  legacy: (p: { name: string | null; link: string; hours: number }) =>
    message('Confirme su dirección de correo electrónico para eFile', [
      greeting(p.name),
      'Hemos cambiado la forma de iniciar sesión en su cuenta. Confirme su dirección de correo electrónico y cree una nueva contraseña para seguir usando eFile:',
      { link: p.link, label: 'Confirmar mi correo electrónico' },
      `Este enlace vence en ${p.hours} horas y se puede usar una sola vez.`,
    ]),
  /** Issue 16: an administrator invited a member of the agency's staff (ADR 0034). */
  staffInvitation: (p: { username: string; role: string; link: string; hours: number }) =>
    message('Invitación a la consola del personal de eFile', [
      'Hola:',
      `Un administrador de la Central Collection Agency creó para usted la cuenta de personal de eFile ${p.username} (${p.role}). Para crear su contraseña, abra este enlace:`,
      { link: p.link, label: 'Crear mi contraseña de personal' },
      `Este enlace vence en ${p.hours} horas y se puede usar una sola vez. La primera vez que inicie sesión, configurará una aplicación de autenticación para el segundo paso.`,
      'Si no esperaba esta invitación, avise de inmediato a la agencia y no abra el enlace.',
    ]),
  /** Issue 23 (ADR 0047): a staff account's second-factor codes are being guessed — its password is known. */
  staffCodesGuessed: (p: { username: string; failures: number; minutes: number; at: string }) =>
    message(`Consola del personal de eFile: alguien intenta adivinar los códigos de ${p.username}`, [
      'Hola:',
      `El ${p.at}, se ingresaron ${p.failures} códigos de autenticación incorrectos para la cuenta de personal ${p.username} en ${p.minutes} minutos, después de ingresar su contraseña correcta. El segundo paso de esa cuenta queda bloqueado durante ${p.minutes} minutos, desde cualquier dirección.`,
      'Quien los ingresó conoce la contraseña. A menos que el miembro del personal confirme que fue él, desactive la cuenta en la consola del personal, vuelva a invitarlo y revise las direcciones en el registro de auditoría del personal.',
    ]),
  /** Issue 23 item 8 (ADR 0048): the audit chains' heads, for an auditor to keep outside the database. */
  auditAnchor: (p: { at: string; lines: string[] }) =>
    message(`Anclaje del registro de auditoría de eFile ${p.at}`, [
      'Hola:',
      `Estos son los extremos de las cadenas del registro de auditoría de eFile con fecha ${p.at}. Guarde este mensaje: \`npm run audit:verify -- --anchors <file>\` comprueba el registro con las líneas siguientes guardadas en un archivo, una por línea.`,
      ...p.lines,
      'Si dejan de llegar mensajes como este, o si una verificación indica BROKEN, avise al responsable de seguridad de la agencia.',
    ]),
  reset: (p: { name: string | null; username?: string; link: string; hours: number }) =>
    message('Restablezca su contraseña de eFile', [
      greeting(p.name),
      'Recibimos una solicitud para restablecer la contraseña de su cuenta de eFile. Para elegir una nueva contraseña, abra este enlace:',
      { link: p.link, label: 'Restablecer mi contraseña' },
      `Este enlace vence en ${p.hours} hora${p.hours === 1 ? '' : 's'} y se puede usar una sola vez. Si usted no pidió restablecer su contraseña, puede ignorar este correo electrónico: su contraseña no ha cambiado.`,
      // Mails queued before the username was added have none.
      ...(p.username ? [`Su nombre de usuario es ${p.username}.`] : []),
    ]),
  passwordChanged: (p: { name: string | null }) =>
    message('Se cambió su contraseña de eFile', [
      greeting(p.name),
      'Se acaba de cambiar la contraseña de su cuenta de eFile, y se cerraron todas las demás sesiones.',
      'Si usted no hizo este cambio, comuníquese de inmediato con la Central Collection Agency.',
    ]),
  emailChange: (p: { name: string | null; link: string; hours: number }) =>
    message('Confirme su nuevo correo electrónico de eFile', [
      greeting(p.name),
      'Usted pidió usar esta dirección para su cuenta de eFile. Para confirmar el cambio, abra este enlace:',
      { link: p.link, label: 'Confirmar mi nuevo correo electrónico' },
      `Este enlace vence en ${p.hours} horas y se puede usar una sola vez. Hasta entonces, su cuenta conserva su dirección actual.`,
    ]),
  emailChanged: (p: { name: string | null; newEmail: string }) =>
    message('Se cambió su correo electrónico de eFile', [
      greeting(p.name),
      `La dirección de correo electrónico de su cuenta de eFile se cambió a ${p.newEmail}. De ahora en adelante, le enviaremos allí los mensajes sobre su cuenta.`,
      'Si usted no hizo este cambio, comuníquese de inmediato con la Central Collection Agency.',
    ]),
  /** Someone registered with an address that already has an account (the caller is not told). */
  registrationExists: (p: { name: string | null; username: string; signIn: string; forgot: string }) =>
    message('Alguien intentó registrarse en eFile con su correo electrónico', [
      greeting(p.name),
      'Alguien, quizás usted, acaba de intentar registrar una nueva cuenta de eFile con esta dirección de correo electrónico. La dirección ya pertenece a su cuenta, así que no se creó ninguna cuenta nueva.',
      `Su nombre de usuario es ${p.username}. Para iniciar sesión, abra este enlace:`,
      { link: p.signIn, label: 'Iniciar sesión en eFile' },
      'Si olvidó su contraseña, puede restablecerla aquí:',
      { link: p.forgot, label: 'Restablecer mi contraseña' },
      'Si usted no intentó registrarse, puede ignorar este correo electrónico: nada ha cambiado en su cuenta.',
    ]),
  /** A new taxpayer registered with an address that already has an account (ADR 0015). */
  registrationExistsNewTaxpayer: (p: {
    name: string | null;
    username: string;
    signIn: string;
    forgot: string;
    taxpayerId: string;
    phone: string;
  }) =>
    message('Alguien registró a un nuevo contribuyente en eFile con su correo electrónico', [
      greeting(p.name),
      `Alguien, quizás usted, acaba de registrarse como nuevo contribuyente con esta dirección de correo electrónico. La Central Collection Agency le asignó a ese contribuyente el número ${p.taxpayerId}. La dirección ya pertenece a su cuenta de eFile, así que no se creó ninguna cuenta nueva.`,
      `Si usted registró a otra persona que comparte esta dirección, la Central Collection Agency puede abrir una cuenta para el contribuyente número ${p.taxpayerId} con otra dirección de correo electrónico: llame al ${p.phone} o escríbanos desde la página Contáctenos.`,
      `Su propio nombre de usuario es ${p.username}. Para iniciar sesión, abra este enlace:`,
      { link: p.signIn, label: 'Iniciar sesión en eFile' },
      'Si olvidó su contraseña, puede restablecerla aquí:',
      { link: p.forgot, label: 'Restablecer mi contraseña' },
      'Si nadie que usted conozca se registró, puede ignorar este correo electrónico: nada ha cambiado en su cuenta.',
    ]),
  /** ADR 0017: the proof of a link request, to the business's e-mail on file. */
  einLinkCode: (p: { business: string; username: string; code: string; days: number }) =>
    message(`Su código de eFile para vincular ${p.business}`, [
      'Hola:',
      `El usuario de eFile ${p.username} pidió presentar formularios en nombre de ${p.business}. Esta es la dirección de correo electrónico de la empresa registrada en la Central Collection Agency, así que enviamos el código aquí.`,
      `Si esta solicitud es suya o de su empresa, dé este código a ese usuario para que lo ingrese en Administrar cuentas de empresas: ${p.code}`,
      `El código vence en ${p.days} días. Si nadie de su empresa pidió presentar en línea en su nombre, ignore este correo electrónico y comuníquese con la Central Collection Agency.`,
    ]),
  /** ADR 0017: to each user already linked to the business, when someone asks to be linked. */
  einLinkRequested: (p: { name: string | null; business: string; username: string }) =>
    message(`Una solicitud para presentar en nombre de ${p.business} en eFile`, [
      greeting(p.name),
      `El usuario de eFile ${p.username} pidió que lo vinculen a ${p.business}, empresa en cuyo nombre presenta su cuenta.`,
      'No podrá presentar en nombre de la empresa ni ver sus formularios hasta que usted o la Central Collection Agency lo aprueben. Apruebe o rechace la solicitud en Administrar cuentas de empresas.',
      'Si no conoce a este usuario, rechace la solicitud y comuníquese con la Central Collection Agency.',
    ]),
  /** ADR 0017: to each user already linked to the business, when a new link is made. */
  einLinked: (p: { name: string | null; business: string; username: string }) =>
    message(`${p.username} ahora presenta en nombre de ${p.business} en eFile`, [
      greeting(p.name),
      `El usuario de eFile ${p.username} ahora está vinculado a ${p.business} y puede presentar sus formularios.`,
      'Si no conoce a este usuario, comuníquese de inmediato con la Central Collection Agency.',
    ]),
  /** ADR 0017: to the user who asked, when their request is approved or denied. */
  einLinkDecided: (p: { name: string | null; business: string; approved: boolean }) =>
    message(
      p.approved
        ? `Se aprobó su solicitud para presentar en nombre de ${p.business}`
        : `Se rechazó su solicitud para presentar en nombre de ${p.business}`,
      [
        greeting(p.name),
        p.approved
          ? `Se aprobó su solicitud para presentar en nombre de ${p.business} en eFile. Si ya ingresó el código enviado al correo electrónico registrado de la empresa, ahora aparece en su lista Contribuyente actual.`
          : `Se rechazó su solicitud para presentar en nombre de ${p.business} en eFile. Si cree que se trata de un error, comuníquese con la Central Collection Agency.`,
      ],
    ),
  /** ADR 0033: the annual return is due soon and is not filed, or is filed with a balance. */
  reminderAnnualReturn: (p: {
    name: string | null;
    taxpayerId: string;
    taxYear: number;
    dueDate: string;
    balance: string | null;
    link: string;
    unsubscribe: string;
  }) =>
    reminder(
      `Recordatorio: su declaración del impuesto municipal sobre los ingresos de ${p.taxYear} vence el ${p.dueDate}`,
      p,
      {
        due:
          p.balance === null
            ? `Su Declaración anual individual (Individual Annual Return) del impuesto municipal sobre los ingresos de ${p.taxYear} del contribuyente ${p.taxpayerId} vence el ${p.dueDate}, y aún no la hemos recibido.`
            : `Su cuenta de ${p.taxYear} del contribuyente ${p.taxpayerId} muestra un saldo adeudado de ${p.balance}, con vencimiento el ${p.dueDate}.`,
        online: 'Puede presentar y pagar en línea en eFile:',
        already: 'presentó o pagó',
        topic: 'la declaración anual',
      },
    ),
  /** ADR 0033: an installment of a filed individual estimate is due soon and not paid in full. */
  reminderEstimate: (p: {
    name: string | null;
    taxpayerId: string;
    taxYear: number;
    installment: number;
    dueDate: string;
    amount: string;
    link: string;
    unsubscribe: string;
  }) =>
    reminder(
      `Recordatorio: el pago parcial ${p.installment} del estimado, de ${p.amount}, vence el ${p.dueDate}`,
      p,
      {
        due: `El pago parcial ${p.installment} de su Estimado individual (Individual Estimate) del impuesto municipal sobre los ingresos de ${p.taxYear} del contribuyente ${p.taxpayerId} vence el ${p.dueDate}. Falta pagar para esa fecha: ${p.amount}.`,
        online: 'Puede pagar en línea en eFile:',
        action: `Pagar el pago parcial ${p.installment} en línea`,
        already: 'pagó',
        topic: 'los pagos parciales del estimado',
      },
    ),
  /** ADR 0042: an employer's return for a withholding period is due soon and not filed. */
  reminderEmployersReturn: (p: {
    name: string | null;
    taxpayerId: string;
    period: string;
    dueDate: string;
    link: string;
    unsubscribe: string;
  }) =>
    reminder(`Recordatorio: su declaración del empleador de ${p.period} vence el ${p.dueDate}`, p, {
      due: `La Declaración del empleador del impuesto retenido (Employer's Return of Income Tax Withheld) de ${p.period} del contribuyente ${p.taxpayerId} vence el ${p.dueDate}, y aún no la hemos recibido.`,
      online: 'Puede presentar y pagar en línea en eFile:',
      already: 'la presentó',
      topic: 'las declaraciones del empleador',
    }),
  /** ADR 0042: an installment of a filed net profit estimate is due soon and not paid in full. */
  reminderNetProfitInstallment: (p: {
    name: string | null;
    taxpayerId: string;
    taxYear: number;
    installment: number;
    dueDate: string;
    amount: string;
    link: string;
    unsubscribe: string;
  }) =>
    reminder(
      `Recordatorio: el pago parcial ${p.installment} del estimado de ganancias netas, de ${p.amount}, vence el ${p.dueDate}`,
      p,
      {
        due: `El pago parcial ${p.installment} del Estimado de ganancias netas (Net Profit Estimate) de ${p.taxYear} del contribuyente ${p.taxpayerId} vence el ${p.dueDate}. Falta pagar para esa fecha: ${p.amount}.`,
        online: 'Puede pagar en línea en eFile:',
        action: `Pagar el pago parcial ${p.installment} en línea`,
        already: 'pagó',
        topic: 'los pagos parciales del estimado de ganancias netas',
      },
    ),
  /** ADR 0042: a business that declared estimated net profit tax for a year: its annual return is due soon. */
  reminderBusinessAnnualReturn: (p: {
    name: string | null;
    taxpayerId: string;
    taxYear: number;
    dueDate: string;
    link: string;
    unsubscribe: string;
  }) =>
    reminder(`Recordatorio: la declaración de ganancias netas de ${p.taxYear} vence el ${p.dueDate}`, p, {
      due: `La declaración anual de ganancias netas de ${p.taxYear} del contribuyente ${p.taxpayerId} vence el ${p.dueDate}. La empresa presentó un Estimado de ganancias netas (Net Profit Estimate) para ${p.taxYear}; la declaración liquida el año.`,
      online: 'Puede ver en eFile lo que la empresa ha presentado y pagado:',
      already: 'la presentó',
      topic: 'la declaración anual de la empresa',
    }),
  /** Issue 22 (ADR 0045): the receipt of a filing, queued in the filing transaction. */
  filingReceipt: (p: {
    name: string | null;
    form: string;
    confirmationNumber: string;
    filedAt: string;
    amountDue: string | null;
    link: string;
  }) =>
    message(`Recibido: ${p.form}, número de confirmación ${p.confirmationNumber}`, [
      greeting(p.name),
      `Recibimos su ${p.form} el ${p.filedAt}.`,
      `Número de confirmación: ${p.confirmationNumber}`,
      ...(p.amountDue
        ? [
            `Monto adeudado con esta presentación: ${p.amountDue}. Si se paga después de la fecha de vencimiento, se agregan intereses y multas.`,
            { link: p.link, label: 'Pagar en línea' },
          ]
        : ['No se adeuda nada con esta presentación.', { link: p.link, label: 'Ver Mi cuenta' }]),
      'Guarde este correo electrónico como comprobante. Puede imprimir el formulario presentado desde Mi cuenta.',
    ]),
  /** Issue 22 (ADR 0045): the receipt of an online payment, queued with its Completed outcome. */
  paymentReceipt: (p: {
    name: string | null;
    amount: string;
    paidFor: string | null;
    confirmationNumber: string | null;
    reference: string;
    paidAt: string;
    method: string | null;
  }) =>
    message(`Pago recibido: ${p.amount}, referencia de pago ${p.reference}`, [
      greeting(p.name),
      `Recibimos su pago de ${p.amount} el ${p.paidAt}${p.method ? `, hecho con la tarjeta o cuenta ${p.method}` : ''}.`,
      ...(p.paidFor ? [`Este pago corresponde a su ${p.paidFor}.`] : []),
      ...(p.confirmationNumber ? [`Número de confirmación del formulario: ${p.confirmationNumber}`] : []),
      `Referencia de pago: ${p.reference}`,
      'Guarde este correo electrónico como comprobante. Mi cuenta, en eFile, muestra todos los pagos.',
    ]),
  /** ADR 0037: the agency approved a taxpayer's online registration (with the password link if none is set). */
  registrationApproved: (p: {
    name: string | null;
    taxpayerId: string;
    username: string | null;
    link: string | null;
    hours: number;
    signIn: string;
  }) =>
    message('Se aprobó su registro en eFile', [
      greeting(p.name),
      `La Central Collection Agency aprobó su registro como contribuyente ${p.taxpayerId}.`,
      ...(p.link
        ? [
            `Para iniciar sesión, confirme su dirección de correo electrónico y cree su contraseña${p.username ? ` para el nombre de usuario ${p.username}` : ''}:`,
            { link: p.link, label: 'Completar mi registro' },
            `Este enlace vence en ${p.hours} horas y se puede usar una sola vez.`,
          ]
        : ['Ya puede iniciar sesión en eFile:', { link: p.signIn, label: 'Iniciar sesión en eFile' }]),
    ]),
  /** ADR 0037: the agency refused a taxpayer's online registration, with its reason. */
  registrationRefused: (p: { name: string | null; taxpayerId: string; reason: string; phone: string }) =>
    message('No se aprobó su registro en eFile', [
      greeting(p.name),
      `La Central Collection Agency no pudo aprobar su registro como contribuyente ${p.taxpayerId}.`,
      `Motivo: ${p.reason}`,
      `Si tiene preguntas, llame al ${p.phone} o escríbanos desde la página Contáctenos.`,
    ]),
  /** ADR 0037: a member of staff answers a Contact Us message. */
  contactReply: (p: { name: string; type: string; reply: string; original: string }) =>
    message(
      `Re: su mensaje a la Central Collection Agency (${p.type})`,
      [`Hola, ${p.name}:`, p.reply, 'Su mensaje:', p.original],
      'Central Collection Agency · eFile. Para volver a escribirnos, use la página Contáctenos.',
    ),
  /** To agency staff, with the sender as Reply-To: staff answer by replying. */
  contact: (p: { type: string; name: string; phoneNumber: string; emailAddress: string; message: string }) =>
    message(
      `Solicitud de contacto: ${p.type}`,
      [
        `Tipo: ${p.type}`,
        `Nombre: ${p.name}`,
        `Teléfono: ${p.phoneNumber}`,
        `Correo electrónico: ${p.emailAddress}`,
        'Mensaje:',
        p.message,
      ],
      `Enviado desde el formulario Contáctenos de eFile. Responda a este mensaje para contestar a ${p.name} en ${p.emailAddress}.`,
    ),
  /** Issue 27 (ADR 0058): each step of a refund or credit claim, to who claimed it. */
  refundClaimUpdate: (p: {
    name: string | null;
    status: 'received' | 'in-review' | 'approved' | 'sent' | 'refused';
    taxYear: number;
    refund: string | null;
    credit: string | null;
    method: 'direct-deposit' | 'check' | null;
    account: string | null;
    expectedOn: string | null;
    interest: string | null;
    reason: string | null;
    link: string;
  }) => {
    const asked = [
      ...(p.refund ? [`un reembolso de ${p.refund}`] : []),
      ...(p.credit ? [`un crédito de ${p.credit} para ${p.taxYear + 1}`] : []),
    ].join(' y ');
    const how =
      p.method === 'direct-deposit'
        ? `por depósito directo a la cuenta ${p.account ?? ''}`
        : p.method === 'check'
          ? 'por cheque a la dirección que tenemos registrada'
          : null;
    const said = {
      received: [
        `Recibimos su solicitud de ${asked} de su pago en exceso de ${p.taxYear}.`,
        'Revisamos cada solicitud; este correo electrónico y Mi cuenta le informan de cada paso.',
      ],
      'in-review': [`Su solicitud de ${asked} (${p.taxYear}) está en revisión.`],
      approved: [
        `Su solicitud de ${asked} (${p.taxYear}) está aprobada.`,
        ...(p.refund
          ? ['El reembolso sale con el próximo lote de reembolsos.']
          : [`El crédito está en su cuenta de ${p.taxYear + 1}.`]),
      ],
      sent: [
        `Su reembolso de ${p.refund ?? ''} (${p.taxYear}) fue enviado${how ? ` ${how}` : ''}.`,
        ...(p.interest ? [`Incluye ${p.interest} de intereses por el tiempo que tardó.`] : []),
        ...(p.expectedOn ? [`Espérelo a más tardar el ${p.expectedOn}.`] : []),
      ],
      refused: [
        `No pudimos aprobar su solicitud de ${asked} (${p.taxYear}).`,
        `Motivo: ${p.reason ?? ''}`,
        'El crédito sigue en su cuenta. Si tiene preguntas, escríbanos desde la página Contáctenos.',
      ],
    }[p.status];
    const subject = {
      received: `Recibida: su solicitud de reembolso o crédito de ${p.taxYear}`,
      'in-review': `En revisión: su solicitud de reembolso o crédito de ${p.taxYear}`,
      approved: `Aprobada: su solicitud de reembolso o crédito de ${p.taxYear}`,
      sent: `Enviado: su reembolso de ${p.taxYear}`,
      refused: `No aprobada: su solicitud de reembolso o crédito de ${p.taxYear}`,
    }[p.status];
    return message(subject, [greeting(p.name), ...said, { link: p.link, label: 'Ver Mi cuenta' }]);
  },
} as const;
