import type { FormAbout } from '../../../i18n/form-words';

/**
 * What the rest of the portal says about this form, in English: its dashboard tile, its short
 * name in the console, and its reminder e-mails on the settings page. Loaded with the screens that
 * show them (a few lines; the form's own words are in `locales/en.ts`).
 */
export const about = {
  tile: {
    title: 'Individual Estimate',
    text: 'Declare and pay estimated tax by quarter.',
  },
  short: 'Individual estimate',
  reminders: {
    'estimate-installment': {
      name: 'Estimate installments',
      hint: 'Before each installment of a filed estimate that is not paid in full.',
    },
  },
} satisfies FormAbout;
