import type { email as english } from '../en/email';
import type { Translation } from '../../translation';

/** The e-mail screens' words in Spanish (issue 26; the glossary is docs/glossary-es.md). */
export const email = {
  change: {
    title: 'Cambiar correo electrónico',
    intro:
      'Ingrese su nueva dirección de correo electrónico dos veces. Enviamos un enlace de confirmación a la nueva dirección; su cuenta de eFile la usará cuando abra el enlace.',
    newEmail: 'Nuevo correo electrónico',
    confirmEmail: 'Confirmar nuevo correo electrónico',
    disabledHint: 'Ingrese la misma dirección de correo electrónico válida en ambos campos para enviar.',
    submit: 'Enviar',
    submitting: 'Enviando...',
    sentHeading: 'Revise su correo electrónico',
    sent: 'Enviamos un enlace de confirmación a {email}. Su dirección de correo electrónico cambiará cuando abra el enlace. El enlace vence en 24 horas.',
    duplicateTitle: 'Dirección de correo electrónico duplicada',
    duplicate: 'Esta dirección de correo electrónico ya existe en nuestros registros. Pruebe con otra.',
    failedTitle: 'Algo salió mal',
    failed: 'No pudimos completar su solicitud de cambio de correo electrónico. Vuelva a intentarlo.',
    close: 'Cerrar',
    toDashboard: 'Volver al panel principal',
  },
  confirmChange: {
    title: 'Confirme su nueva dirección de correo electrónico',
    confirming: 'Confirmando su nueva dirección de correo electrónico…',
    missingLink:
      'A este enlace le falta el token, la dirección de correo electrónico o el número de cuenta. Use el enlace de su correo electrónico exactamente como se envió.',
    errorTitle: 'Error',
    unauthorized: 'No pudimos completar su solicitud de confirmación de correo electrónico.',
    expiredTitle: 'Enlace vencido',
    expired:
      'El enlace de confirmación de correo electrónico venció. Puede hacer una nueva solicitud y volver a intentarlo.',
    duplicateTitle: 'Dirección de correo electrónico duplicada',
    duplicate: 'Esta dirección de correo electrónico ya existe en nuestros registros. Pruebe con otra.',
    unknownTitle: 'Error desconocido',
    unknown:
      'Ocurrió un error inesperado al confirmar su nueva dirección de correo electrónico. Vuelva a intentarlo o comuníquese con el soporte técnico si el problema continúa.',
    changeAgain: 'Cambiar su dirección de correo electrónico',
    toLogin: 'Ir a Iniciar sesión',
  },
  confirmed: {
    title: 'Correo electrónico confirmado',
    confirmed: 'Se confirmó su dirección de correo electrónico.',
    legacy: 'Su nueva contraseña está establecida. Ya puede iniciar sesión.',
    change: 'Su cuenta de eFile ahora usa su nueva dirección de correo electrónico.',
    notConfirmedTitle: 'Confirme su dirección de correo electrónico',
    notConfirmed:
      'Para confirmar su dirección de correo electrónico, abra el enlace del correo electrónico que le enviamos. El enlace lo lleva a la página que la confirma.',
    toDashboard: 'Ir al panel principal',
    toLogin: 'Iniciar sesión',
  },
} as const satisfies Translation<typeof english>;
