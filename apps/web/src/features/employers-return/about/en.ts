import type { FormAbout } from '../../../i18n/form-words';

/**
 * What the rest of the portal says about this form, in English: its dashboard tile, its short
 * name in the console, and its reminder e-mails on the settings page. Loaded with the screens that
 * show them (a few lines; the form's own words are in `locales/en.ts`).
 */
export const about = {
  tile: {
    title: "Employer's Return of Income Tax Withheld",
    text: 'Report and pay the city tax you withheld, monthly or quarterly.',
  },
  short: 'Employer’s return',
  reminders: {
    'employers-return': {
      name: "Employer's returns, each period",
      hint: "Before each period's Employer's Return of Income Tax Withheld is due, when not filed.",
    },
  },
} satisfies FormAbout;
