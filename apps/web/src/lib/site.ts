/** The agency's own web site, where "I Disagree" sends a person who cannot close the window. */
export const AGENCY_SITE_URL: string =
  import.meta.env.VITE_AGENCY_SITE_URL ?? 'https://ccatax.ci.cleveland.oh.us/';
