import type { FormAbout } from '../../../i18n/form-words';

/**
 * What the rest of the portal says about this form, in English: its dashboard tile, its short
 * name in the console, and its reminder e-mails on the settings page. Loaded with the screens that
 * show them (a few lines; the form's own words are in `locales/en.ts`).
 */
export const about = {
  tile: {
    title: 'Net Profit Estimate',
    text: 'Declare and pay estimated net profit tax by quarter.',
  },
  short: 'Net profit estimate',
  reminders: {
    'net-profit-installment': {
      name: 'Net profit estimate installments',
      hint: 'Before each installment of a filed net profit estimate that is not paid in full.',
    },
    'business-annual-return': {
      name: 'The business annual (net profit) return',
      hint: 'Before the net profit return is due, for a year the business filed an estimate.',
    },
  },
} satisfies FormAbout;
