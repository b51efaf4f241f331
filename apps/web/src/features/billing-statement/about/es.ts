import type { FormAbout } from '../../../i18n/form-words';

/**
 * What the rest of the portal says about this form, in Spanish (issue 26; the glossary is
 * docs/glossary-es.md): its dashboard tile, its short name in the console, and its reminder
 * e-mails on the settings page.
 */
export const about = {
  tile: {
    title: 'Estado de cuenta de impuestos, multas e intereses (Tax, Penalty, and Interest Billing Statement)',
    text: 'Pague los impuestos, las multas y los intereses que debe.',
  },
  short: 'Estado de cuenta',
} satisfies FormAbout;
