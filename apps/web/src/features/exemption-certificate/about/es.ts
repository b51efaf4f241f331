import type { FormAbout } from '../../../i18n/form-words';

/**
 * What the rest of the portal says about this form, in Spanish (issue 26; the glossary is
 * docs/glossary-es.md): its dashboard tile, its short name in the console, and its reminder
 * e-mails on the settings page.
 */
export const about = {
  tile: {
    title: 'Certificado de exención (Exemption Certificate)',
    text: 'Indíquenos por qué no tiene que presentar una declaración para el año tributario.',
  },
  short: 'Certificado de exención',
} satisfies FormAbout;
