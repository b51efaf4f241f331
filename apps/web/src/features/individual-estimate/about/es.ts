import type { FormAbout } from '../../../i18n/form-words';

/**
 * What the rest of the portal says about this form, in Spanish (issue 26; the glossary is
 * docs/glossary-es.md): its dashboard tile, its short name in the console, and its reminder
 * e-mails on the settings page.
 */
export const about = {
  tile: {
    title: 'Estimado individual (Individual Estimate)',
    text: 'Declare y pague el impuesto estimado por trimestre.',
  },
  short: 'Estimado individual',
  reminders: {
    'estimate-installment': {
      name: 'Pagos parciales del estimado',
      hint: 'Antes de cada pago parcial de un estimado presentado que no esté pagado por completo.',
    },
  },
} satisfies FormAbout;
