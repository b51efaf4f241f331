import type { RegistrationStatus } from '@efile/contracts';
import type { registration as english } from '../en/registration';
import type { Translation } from '../../translation';

/** What a registration status means to the person who registers, in Spanish (issue 26). */
const status = {
  NotRegisteredTaxpayer:
    'No tenemos registro de ese número de cuenta del contribuyente. Revise el número o regístrese como contribuyente nuevo.',
  NeedsToCreateWebAccount:
    'La agencia ya tiene un registro de este contribuyente. Cree su cuenta de eFile con el número de cuenta del contribuyente que le dio la agencia.',
  ReadyToLogin: 'Este contribuyente ya tiene una cuenta de eFile. Inicie sesión.',
  NotPrimaryTaxpayer:
    'Este número de cuenta del contribuyente pertenece al segundo declarante de una declaración conjunta. Quienes presentan en forma conjunta deben usar la información del contribuyente principal: regístrese con el número del contribuyente principal.',
  AccountInactive:
    'La cuenta de eFile de este contribuyente no está activa. Comuníquese con el soporte técnico.',
  NeedsAccountMigration:
    'Este contribuyente tiene una cuenta de eFile de nuestro sistema anterior de inicio de sesión. Para seguir usándola, confirme su dirección de correo electrónico y elija una contraseña nueva con el enlace que enviamos al correo electrónico registrado.',
  PendingTaxpayerRegistration:
    'El registro de este contribuyente está en revisión por la agencia. Si todavía no confirmó su dirección de correo electrónico, abra el enlace que enviamos al correo electrónico registrado. Le escribiremos cuando se apruebe el registro.',
  DuplicateEmail: 'Esta dirección de correo electrónico ya existe en nuestros registros. Pruebe con otra.',
  AccountCreated: 'Se creó su cuenta de eFile.',
  TaxpayerAlreadyHasUser:
    'Este contribuyente ya tiene una cuenta de eFile. Inicie sesión, o restablezca su contraseña si la olvidó.',
  WebUserRequiresPassword:
    'La cuenta de eFile de este contribuyente todavía no tiene contraseña. Abra el enlace que enviamos al correo electrónico registrado para confirmar su dirección y elegir su contraseña.',
} as const satisfies Record<RegistrationStatus, string>;

/** The registration screens' words in Spanish (issue 26; the glossary is docs/glossary-es.md). */
export const registration = {
  status,
  actions: {
    login: 'Iniciar sesión',
    forgotPassword: '¿Olvidó su contraseña?',
    registerNew: 'Registrarse como contribuyente nuevo',
    registerWithId: 'Registrarse con su número de cuenta del contribuyente',
    supportEmail: 'Escriba a',
    supportPhone: 'o llame al',
    resendIntro: '¿No recibió el correo electrónico, o venció el enlace? Podemos enviarlo de nuevo.',
    resend: 'Reenviar correo de confirmación',
    resending: 'Enviando...',
    resent:
      'Enviamos un correo electrónico a la dirección registrada de este contribuyente. Abra el enlace que contiene para continuar.',
    resendFailed: 'No pudimos enviar el correo electrónico. Vuelva a intentarlo.',
  },
  start: {
    title: 'Registrarse en eFile',
    intro:
      'Necesita una cuenta de eFile para presentar y pagar en línea. La forma de registrarse depende de cómo presenta con la Central Collection Agency.',
    haveIdHeading: 'Tengo un número de cuenta del contribuyente de la agencia',
    haveIdText:
      'Su número de cuenta del contribuyente aparece en las cartas y los formularios que le envió la Central Collection Agency. No es su número de Seguro Social.',
    taxpayerId: 'Número de cuenta del contribuyente',
    taxpayerIdHint: 'Solo dígitos, como aparece en su carta o formulario',
    check: 'Continuar',
    checking: 'Verificando...',
    checkFailed: 'No pudimos verificar este número de cuenta del contribuyente. Vuelva a intentarlo.',
    newHeading: 'Soy nuevo en la agencia',
    newText:
      'Si nunca presentó con la Central Collection Agency, regístrese como contribuyente nuevo: le damos un número de cuenta del contribuyente y creamos su cuenta de eFile.',
    newLink: 'Registrarse como contribuyente nuevo',
    businessHeading: 'Presento para una empresa',
    businessText:
      'Cree una cuenta de eFile para usted. Después de iniciar sesión, vincule las empresas para las que presenta por su EIN, o registre una empresa nueva.',
    businessLink: 'Crear una cuenta de empresa',
    haveAccount: '¿Ya tiene una cuenta de eFile?',
  },
  fields: {
    federalId: 'Número de identificación federal',
    federalIdHint: 'Su número de Seguro Social: 9 dígitos, sin guiones',
    zip: 'Código postal',
    zipOnFile: 'Código postal registrado',
    zipHint: '5 dígitos, o 9 dígitos',
    firstName: 'Nombre',
    middleInitial: 'Inicial del segundo nombre (opcional)',
    lastName: 'Apellido',
    birthDate: 'Fecha de nacimiento',
    streetAddress: 'Dirección',
    city: 'Ciudad',
    state: 'Estado',
    stateHint: 'Código de dos letras, por ejemplo OH',
    username: 'Nombre de usuario',
    usernameHint: 'Al menos 3 caracteres: letras, dígitos y . _ @ -',
    email: 'Correo electrónico',
    confirmEmail: 'Confirmar correo electrónico',
    ein: 'EIN',
    einHint: '9 dígitos, sin guiones',
    businessName: 'Nombre de la empresa',
    alternateName: 'Nombre alternativo (opcional)',
    phone: 'Teléfono',
    phoneHint: '10 dígitos, por ejemplo 2165550100',
  },
  form: {
    required: 'El campo {field} es obligatorio.',
    allRequired: 'Todos los campos son obligatorios, salvo los marcados como opcionales.',
    aboutYou: 'Sus datos',
    address: 'Su dirección',
    account: 'Su cuenta de eFile',
    business: 'La empresa',
    businessAddress: 'Dirección de la empresa',
    submit: 'Crear cuenta',
    submitting: 'Enviando...',
  },
  created: {
    title: 'Revise su correo electrónico',
    heading: 'Se creó su cuenta de eFile',
    checkEmail:
      'Revise su correo electrónico: enviamos un enlace a {email} para confirmar su dirección y elegir su contraseña. El enlace vence en 72 horas.',
    taxpayerId: 'Su nuevo número de cuenta del contribuyente es {taxpayerId}. Guárdelo para sus registros.',
    resent:
      'Enviamos el correo electrónico de nuevo a {email}. Puede tardar unos minutos en llegar; revise también su carpeta de correo no deseado.',
    toLogin: 'Ir a la página de inicio de sesión',
  },
  web: {
    title: 'Cree su cuenta de eFile',
    intro:
      'Para demostrar que este contribuyente es usted, ingrese el número de identificación federal (su número de Seguro Social) y el código postal que la agencia tiene registrados. Luego elija su nombre de usuario y la dirección de correo electrónico de su cuenta.',
    forTaxpayer: 'Número de cuenta del contribuyente: {taxpayerId}',
    otherId: 'Usar otro número de cuenta del contribuyente',
    businessTitle: 'Cree una cuenta de eFile de empresa',
    businessIntro:
      'Esta cuenta es suya, de la persona que presenta para la empresa. Después de iniciar sesión, vincule las empresas para las que presenta por su EIN, o registre una empresa nueva.',
  },
  individual: {
    title: 'Registrarse como contribuyente nuevo',
    intro:
      'Regístrese aquí si la Central Collection Agency no tiene registro de usted. Si tiene un número de cuenta del contribuyente de la agencia, regístrese con ese número.',
  },
  business: {
    title: 'Registrar una empresa',
    intro:
      'Registre una empresa de la que la Central Collection Agency no tiene registro. Quedará vinculada a su cuenta y usted presentará para ella.',
    registered:
      'La empresa {name} quedó registrada como contribuyente {taxpayerId}. Ahora presenta para esta empresa.',
    submit: 'Registrar empresa',
    cancel: 'Cancelar',
  },
} as const satisfies Translation<typeof english>;
