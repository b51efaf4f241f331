import { formWords, type FormAbout } from '../../form-words';
import type { reminders as english } from '../en/reminders';
import type { Translation } from '../../translation';

const forms = formWords(
  import.meta.glob<FormAbout>('../../../features/*/about/es.ts', { eager: true, import: 'about' }),
);

/** The reminder e-mail pages' words in Spanish (issue 26; the glossary is docs/glossary-es.md). */
export const reminders = {
  /** What each kind of reminder is about, as the pages name it (its form folder's `about/es.ts`). */
  kinds: forms.reminderNames,
  /** A sentence about each kind: what the e-mail reminds of, and when. */
  hints: forms.reminderHints,
  unsubscribe: {
    title: 'Recordatorios por correo electrónico',
    loading: 'Verificando su enlace…',
    ask: '¿Dejar de recibir recordatorios por correo electrónico sobre: {kind}? Los demás recordatorios continúan.',
    confirm: 'Cancelar la suscripción',
    working: 'Guardando…',
    stoppedHeading: 'Suscripción cancelada',
    stopped:
      'Ya no recibirá recordatorios por correo electrónico sobre: {kind}. Los demás recordatorios continúan.',
    resubscribe: 'Volver a suscribirse',
    resubscribedHeading: 'Suscripción renovada',
    resubscribed: 'Volverá a recibir recordatorios por correo electrónico sobre: {kind}.',
    invalidHeading: 'Este enlace no es válido',
    invalid:
      'Este enlace para cancelar la suscripción no es válido. Use el enlace de su correo electrónico exactamente como se envió, o inicie sesión y elija sus recordatorios por correo electrónico.',
    failedHeading: 'Algo salió mal',
    failed: 'No pudimos guardar su elección. Vuelva a intentarlo.',
    toSettings: 'Elegir todos sus recordatorios por correo electrónico',
  },
  settings: {
    link: 'Recordatorios por correo electrónico',
    title: 'Recordatorios por correo electrónico',
    intro:
      'eFile puede enviarle correos electrónicos antes de las fechas de vencimiento. Elija los recordatorios que desea; la elección es solo suya y se aplica a cada contribuyente por el que presenta.',
    legend: 'Enviarme recordatorios por correo electrónico sobre',
    save: 'Guardar',
    saving: 'Guardando…',
    savedHeading: 'Guardado',
    saved: 'Se guardaron sus opciones de recordatorios por correo electrónico.',
    loadFailed:
      'No pudimos cargar sus opciones de recordatorios por correo electrónico. Vuelva a intentarlo.',
    failedHeading: 'Algo salió mal',
    failed: 'No pudimos guardar sus opciones. Vuelva a intentarlo.',
    toAccount: 'Volver a Mi cuenta',
  },
} as const satisfies Translation<typeof english>;
