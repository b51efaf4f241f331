import type { password as english } from '../en/password';
import type { Translation } from '../../translation';

/** The password screens' words in Spanish (issue 26; the glossary is docs/glossary-es.md). */
export const password = {
  form: {
    password: 'Contraseña',
    confirmPassword: 'Confirmar contraseña',
    passwordRequired: 'El campo Contraseña es obligatorio.',
    confirmRequired: 'El campo Confirmar contraseña es obligatorio.',
    tooLong: 'La contraseña debe tener como máximo {max} caracteres. Esta tiene {count}: acórtela.',
    hint: 'Use de {min} a {max} caracteres (como máximo {max}: una más larga se rechaza, no se acorta). Unas cuantas palabras comunes son fáciles de recordar y difíciles de adivinar.',
    show: 'Mostrar contraseña',
    refused: 'No se aceptó esta contraseña: {reasons}',
    submit: 'Enviar',
    submitting: 'Enviando...',
  },
  errors: {
    invalidPasswordTitle: 'Contraseña no válida',
    invalidPasswordIntro: 'No se pudo aceptar su contraseña:',
    close: 'Cerrar',
    errorTitle: 'Error',
    linkExpiredTitle: 'Enlace vencido',
    unknownTitle: 'Error desconocido',
    unknownBody:
      'Ocurrió un error desconocido. Vuelva a intentarlo o comuníquese con el soporte técnico si el problema continúa.',
  },
  legacy: {
    title: 'Confirme su dirección de correo electrónico',
    intro:
      'Cambiamos la forma de iniciar sesión en las cuentas. Para confirmar su dirección de correo electrónico y terminar de trasladar su cuenta, establezca una nueva contraseña a continuación.',
    mismatch: 'Las contraseñas deben coincidir.',
    missingLink:
      'A este enlace le falta la dirección de correo electrónico o el token de confirmación. Use el enlace de su correo electrónico exactamente como se envió.',
    badRequestTitle: 'Error al confirmar el correo electrónico',
    badRequestBody:
      'Hubo un problema al confirmar su dirección de correo electrónico. Use el enlace de su correo electrónico y vuelva a intentarlo.',
    unauthorized: 'No pudimos completar su solicitud de confirmación de correo electrónico.',
    expired:
      'El enlace de confirmación de correo electrónico venció. Puede hacer una nueva solicitud y volver a intentarlo.',
    returnToLogin: 'Volver a Iniciar sesión',
  },
  registration: {
    title: 'Confirmación del registro de la cuenta',
    successTitle: 'Listo',
    successDocumentTitle: 'Listo: su cuenta está registrada',
    failedTitle: 'Error',
    alreadyRegisteredTitle: 'Su cuenta ya está registrada. Inicie sesión para continuar.',
    alreadyConfirmed: 'Su correo electrónico ya está confirmado.',
    loading: 'Verificando su enlace de confirmación de correo electrónico…',
    intro: 'Para completar el registro, establezca su contraseña a continuación.',
    mismatch: 'Las contraseñas que ingresó no coinciden.',
    missingEmail: 'No se proporcionó su dirección de correo electrónico.',
    missingToken:
      'No se proporcionó su token de confirmación de correo electrónico. Intente reenviar el correo de confirmación. Si el problema continúa, comuníquese con el soporte técnico.',
    expired:
      'El enlace de confirmación de correo electrónico venció. Puede hacer una nueva solicitud y volver a intentarlo.',
    statusFailed:
      'Ocurrió un error inesperado al confirmar su dirección de correo electrónico. Puede reenviar el correo de confirmación.',
    success:
      'Su registro se completó correctamente. Vuelva a la página de inicio para iniciar sesión en su cuenta de eFile.',
    pendingReviewTitle: 'Su dirección de correo electrónico está confirmada',
    pendingReview:
      'Su contraseña está establecida. La Central Collection Agency está revisando su registro: le enviaremos un correo electrónico cuando se apruebe, y entonces podrá iniciar sesión.',
    submitBadRequest:
      'Hubo un problema al confirmar su dirección de correo electrónico. Vuelva a intentarlo.',
    submitUnauthorized: 'No pudimos completar su solicitud de confirmación de correo electrónico.',
    submitUnknown:
      'Ocurrió un error desconocido al completar su registro. Vuelva a intentarlo o comuníquese con el soporte técnico si el problema continúa.',
    returnToLogin: 'Volver a Iniciar sesión',
    resend: 'Reenviar correo de confirmación',
    resending: 'Enviando...',
    resendSuccess: 'Se envió el correo de confirmación. Revise su bandeja de entrada.',
    resendFailed: 'Ocurrió un error al reenviar su correo de confirmación.',
  },
  forgot: {
    title: '¿Olvidó su contraseña?',
    intro:
      'Ingrese la dirección de correo electrónico de su cuenta de eFile, no su nombre de usuario. Le enviaremos un enlace para restablecer su contraseña, con su nombre de usuario por si también lo olvidó.',
    email: 'Dirección de correo electrónico',
    send: 'Enviar',
    sending: 'Enviando...',
    sent: 'Si una cuenta usa esta dirección de correo electrónico, le enviamos un enlace para restablecer su contraseña. El enlace vence en 1 hora.',
    sentHeading: 'Revise su correo electrónico',
    failed: 'No pudimos enviar el enlace para restablecer la contraseña. Vuelva a intentarlo.',
    returnToLogin: 'Volver a Iniciar sesión',
  },
  reset: {
    title: 'Restablecer su contraseña',
    intro:
      'Elija una nueva contraseña para su cuenta de eFile. Cuando se cambie, se cerrará su sesión en todos los demás lugares.',
    mismatch: 'Las contraseñas deben coincidir.',
    missingLink:
      'A este enlace le falta la dirección de correo electrónico o el token para restablecer la contraseña. Use el enlace de su correo electrónico exactamente como se envió.',
    success: 'Se cambió su contraseña. Inicie sesión con su nueva contraseña.',
    badRequestTitle: 'Error al restablecer la contraseña',
    badRequestBody:
      'Hubo un problema al restablecer su contraseña. Use el enlace de su correo electrónico y vuelva a intentarlo.',
    unauthorized:
      'No pudimos completar su solicitud para restablecer la contraseña. Es posible que el enlace ya se haya usado; puede pedir uno nuevo.',
    expired:
      'El enlace para restablecer la contraseña venció. Puede pedir un enlace nuevo y volver a intentarlo.',
    requestNew: 'Pedir un enlace nuevo',
    toLogin: 'Ir a Iniciar sesión',
  },
  login: {
    forgot: '¿Olvidó su contraseña?',
    register: 'Registrarse para obtener una cuenta de eFile',
  },
} as const satisfies Translation<typeof english>;
