import { formWords, type FormAbout } from '../../form-words';

/** The registry's forms as the dashboard names them: each form folder's `about/en.ts`. */
const forms = formWords(
  import.meta.glob<FormAbout>('../../../features/*/about/en.ts', { eager: true, import: 'about' }),
);

/**
 * The dashboard's tiles, also the signed-in left menu's links and a filed form's name on My
 * Account: a catalogue of their own (not the shell's), so the landing page's first visit does not
 * carry every form's about file (issue 26: landing JavaScript ≤ 100 KB).
 */
export const tiles = {
  ...forms.tiles,
  estimatesAndCredits: {
    title: 'Estimates and Credits',
    text: 'See the estimates you paid and your prior-year credit.',
  },
  changeEmail: { title: 'Change Email', text: 'Change the e-mail address of your eFile account.' },
  manageBusinessAccounts: {
    title: 'Manage Business Accounts',
    text: 'Link and unlink the businesses you file for.',
  },
} as const;

declare module '../../features' {
  interface FeatureTexts {
    tiles: typeof tiles;
  }
}
