/**
 * Each feature's catalogue, loaded with its route (issue 14: the first visit carries only the
 * shell's texts in `en.ts`). A catalogue file added under `catalogue/` gets a line here.
 */
export const featureCatalogues = {
  account: () => import('./catalogue/account').then((m) => m.account),
  annualReturn: () => import('./catalogue/annual-return').then((m) => m.annualReturn),
  billingStatement: () => import('./catalogue/billing-statement').then((m) => m.billingStatement),
  businesses: () => import('./catalogue/businesses').then((m) => m.businesses),
  contact: () => import('./catalogue/contact').then((m) => m.contact),
  email: () => import('./catalogue/email').then((m) => m.email),
  employersReturn: () => import('./catalogue/employers-return').then((m) => m.employersReturn),
  faq: () => import('./catalogue/faq').then((m) => m.faq),
  individualEstimate: () => import('./catalogue/individual-estimate').then((m) => m.individualEstimate),
  minimumAge: () => import('./catalogue/minimum-age').then((m) => m.minimumAge),
  netProfitEstimate: () => import('./catalogue/net-profit-estimate').then((m) => m.netProfitEstimate),
  password: () => import('./catalogue/password').then((m) => m.password),
  payments: () => import('./catalogue/payments').then((m) => m.payments),
  registration: () => import('./catalogue/registration').then((m) => m.registration),
  reminders: () => import('./catalogue/reminders').then((m) => m.reminders),
};

/** A feature catalogue's name: its key in the catalogue (`t('password.login.forgot')`). */
export type Namespace = keyof typeof featureCatalogues;

export const NAMESPACES = Object.keys(featureCatalogues) as Namespace[];

/** The feature catalogues' texts, for the message keys' type. */
export type FeatureTexts = { [N in Namespace]: Awaited<ReturnType<(typeof featureCatalogues)[N]>> };
