import { formWords, type FormAbout } from '../../form-words';
import type { tiles as english } from '../en/tiles';
import type { Translation } from '../../translation';

/** The registry's forms as the dashboard names them: each form folder's `about/es.ts`. */
const forms = formWords(
  import.meta.glob<FormAbout>('../../../features/*/about/es.ts', { eager: true, import: 'about' }),
);

/** The dashboard's tiles in Spanish (the left menu's links, a filed form's name on My Account). */
export const tiles = {
  ...forms.tiles,
  estimatesAndCredits: {
    title: 'Estimados y créditos',
    text: 'Vea los estimados que pagó y su crédito del año anterior.',
  },
  changeEmail: {
    title: 'Cambiar correo electrónico',
    text: 'Cambie la dirección de correo electrónico de su cuenta de eFile.',
  },
  manageBusinessAccounts: {
    title: 'Administrar cuentas de empresas',
    text: 'Vincule y desvincule las empresas para las que presenta.',
  },
} as const satisfies Translation<typeof english>;
