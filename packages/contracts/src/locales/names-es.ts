import type { namesEn } from './names-en';

/** The names of `names-en.ts` in Spanish (glossary-es.md: the English name beside the Spanish). */
export const namesEs: {
  readonly [N in keyof typeof namesEn]: { readonly [K in keyof (typeof namesEn)[N]]: string };
} = {
  forms: {
    'exemption-certificate': 'Certificado de exención (Exemption Certificate)',
    'annual-return': 'Declaración anual individual (Individual Annual Return)',
    'individual-estimate': 'Estimado individual (Individual Estimate)',
    'employers-return':
      "Declaración del empleador del impuesto retenido (Employer's Return of Income Tax Withheld)",
    'net-profit-estimate': 'Estimado de ganancias netas (Net Profit Estimate)',
    'billing-statement':
      'Estado de cuenta de impuestos, multas e intereses (Tax, Penalty, and Interest Billing Statement)',
  },
  contactTypes: {
    'General Tax and Filing': 'Impuestos y declaraciones (General Tax and Filing)',
    Website: 'Sitio web (Website)',
  },
};
