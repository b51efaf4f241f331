import type { FormAbout } from '../../../i18n/form-words';

/**
 * What the rest of the portal says about this form, in Spanish (issue 26; the glossary is
 * docs/glossary-es.md): its dashboard tile, its short name in the console, and its reminder
 * e-mails on the settings page.
 */
export const about = {
  tile: {
    title: 'Estimado de ganancias netas (Net Profit Estimate)',
    text: 'Declare y pague por trimestre el impuesto estimado sobre las ganancias netas.',
  },
  short: 'Estimado de ganancias netas',
  reminders: {
    'net-profit-installment': {
      name: 'Pagos parciales del estimado de ganancias netas',
      hint: 'Antes de cada pago parcial de un estimado de ganancias netas presentado que no esté pagado por completo.',
    },
    'business-annual-return': {
      name: 'La declaración anual de la empresa (de ganancias netas)',
      hint: 'Antes del vencimiento de la declaración anual de ganancias netas, en un año en que la empresa presentó un estimado.',
    },
  },
} satisfies FormAbout;
