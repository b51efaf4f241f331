import type { FormAbout } from '../../../i18n/form-words';

/**
 * What the rest of the portal says about this form, in Spanish (issue 26; the glossary is
 * docs/glossary-es.md): its dashboard tile, its short name in the console, and its reminder
 * e-mails on the settings page.
 */
export const about = {
  tile: {
    title: 'Declaración anual individual (Individual Annual Return)',
    text: 'Presente su declaración del impuesto municipal sobre los ingresos con sus formularios W-2 y 1099.',
  },
  short: 'Declaración anual',
  reminders: {
    'annual-return': {
      name: 'La declaración anual',
      hint: 'Antes del vencimiento de la declaración anual, si no está presentada o si el año muestra un saldo.',
    },
  },
} satisfies FormAbout;
