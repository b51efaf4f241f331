import type { FormAbout } from '../../../i18n/form-words';

/**
 * What the rest of the portal says about this form, in Spanish (issue 26; the glossary is
 * docs/glossary-es.md): its dashboard tile, its short name in the console, and its reminder
 * e-mails on the settings page.
 */
export const about = {
  tile: {
    title: "Declaración del empleador del impuesto retenido (Employer's Return of Income Tax Withheld)",
    text: 'Informe y pague el impuesto municipal que retuvo, cada mes o cada trimestre.',
  },
  short: 'Declaración del empleador',
  reminders: {
    'employers-return': {
      name: 'Declaraciones del empleador, de cada período',
      hint: "Antes del vencimiento de la Declaración del empleador del impuesto retenido (Employer's Return of Income Tax Withheld) de cada período, si no está presentada.",
    },
  },
} satisfies FormAbout;
