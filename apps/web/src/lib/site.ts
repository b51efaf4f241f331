/** The agency's own web site, where "I Disagree" sends a person who cannot close the window. */
export const AGENCY_SITE_URL: string =
  import.meta.env.VITE_AGENCY_SITE_URL ?? 'https://ccatax.ci.cleveland.oh.us/';

/**
 * How to reach the agency (spec §1, the contact page and the FAQ). The contact form itself sends
 * 'General Tax and Filing' to the individual-tax address and 'Website' to technical support.
 */
export const AGENCY_CONTACT = {
  addressLines: ['Central Collection Agency', '205 West St. Clair Avenue', 'Cleveland, Ohio 44113'],
  phone: '216-664-2070',
  fax: '216-420-8291',
  email: {
    individual: 'cca-individual@cca.example.gov',
    netProfit: 'cca-netprofit@cca.example.gov',
    support: 'efilesupport@cca.example.gov',
  },
} as const;

/** A phone number as a tel: link target (digits only, US country code). */
export const telHref = (phone: string) => `tel:+1${phone.replace(/\D/g, '')}`;
