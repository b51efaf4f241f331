/**
 * The names the first visit shows (the landing page lists the forms): each form's name by its
 * registry id (`formName`) and the Contact Us types (`contactTypeName`). Apart from the rest of the
 * contracts' words so that the web carries only these on an English first visit; the rest loads
 * with the routes that use it (ADR 0056). Part of `en` (`./en.ts`).
 */
export const namesEn = {
  forms: {
    'exemption-certificate': 'Exemption Certificate',
    'annual-return': 'Individual Annual Return',
    'individual-estimate': 'Individual Estimate',
    'employers-return': "Employer's Return of Income Tax Withheld",
    'net-profit-estimate': 'Net Profit Estimate',
    'billing-statement': 'Tax, Penalty, and Interest Billing Statement',
  },
  contactTypes: {
    'General Tax and Filing': 'General Tax and Filing',
    Website: 'Website',
  },
} as const;
