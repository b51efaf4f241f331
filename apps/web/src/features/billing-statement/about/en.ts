import type { FormAbout } from '../../../i18n/form-words';

/**
 * What the rest of the portal says about this form, in English: its dashboard tile, its short
 * name in the console, and its reminder e-mails on the settings page. Loaded with the screens that
 * show them (a few lines; the form's own words are in `locales/en.ts`).
 */
export const about = {
  tile: {
    title: 'Tax, Penalty, and Interest Billing Statement',
    text: 'Pay tax, penalty and interest that you owe.',
  },
  short: 'Billing statement',
} satisfies FormAbout;
