import type { FormAbout } from '../../../i18n/form-words';

/**
 * What the rest of the portal says about this form, in English: its dashboard tile, its short
 * name in the console, and its reminder e-mails on the settings page. Loaded with the screens that
 * show them (a few lines; the form's own words are in `locales/en.ts`).
 */
export const about = {
  tile: {
    title: 'Individual Annual Return',
    text: 'File your city income tax return from your W-2 and 1099 forms.',
  },
  short: 'Annual return',
  reminders: {
    'annual-return': {
      name: 'The annual return',
      hint: 'Before the annual return is due, when it is not filed or the year shows a balance.',
    },
  },
} satisfies FormAbout;
