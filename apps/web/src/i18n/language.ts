/**
 * The language the taxpayer app speaks (issue 26): English or Spanish, chosen in the header on
 * every page. The choice is kept for the browser (localStorage) and, signed in, on the account
 * (the server writes e-mails and PDFs in it); a first visit follows the browser's preferred
 * languages. Choosing reloads the page in the other language: every word, number and date on it
 * changes at once, and a form with unsaved typing asks first (its guard), so nothing is lost.
 * The staff console never starts a language: it stays English.
 */
import { LANGUAGES, type Language } from '@efile/contracts/shell';

export { LANGUAGES, type Language };

const STORED = 'efile.language';

const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);

/** The browser's choice, else the first of its preferred languages we speak, else English. */
export function chosenLanguage(): Language {
  try {
    const stored = window.localStorage.getItem(STORED);
    if (isLanguage(stored)) return stored;
  } catch {
    // Storage refused (private mode): the browser's preference decides.
  }
  const preferred = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  for (const tag of preferred) {
    const base = tag?.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return 'en';
}

let current: Language = 'en';

/** The language the page was started in (`startLanguage`); English until then and in the console. */
export const currentLanguage = (): Language => current;

/** How numbers and dates are written in a language (United States conventions, the agency's). */
export const localeOf = (language: Language = current): string => (language === 'es' ? 'es-US' : 'en-US');

/** Starts the page in `language`: its words loaded by `onStart`, `<html lang>` set. */
export async function startLanguage(
  language: Language,
  onStart: (language: Language) => Promise<void> | void,
): Promise<void> {
  current = language;
  await onStart(language);
  document.documentElement.lang = language;
}

/**
 * Set while the browser holds a choice the account does not have yet: one made signed out (or whose
 * save failed). The next sign-in saves it on the account: the latest explicit choice wins.
 */
const UNSAVED = 'efile.language.unsaved';

/**
 * Keeps the choice for this browser (the page reloads in it). `unsaved`: made signed out, or not
 * saved on the account, so the next sign-in saves it there (`unsavedChoice`).
 */
export function rememberLanguage(language: Language, { unsaved = false } = {}): void {
  try {
    window.localStorage.setItem(STORED, language);
    if (unsaved) window.localStorage.setItem(UNSAVED, language);
    else window.localStorage.removeItem(UNSAVED);
  } catch {
    // Without storage the choice lasts until the browser's preference decides again.
  }
}

/**
 * The language chosen in this browser that the account does not have yet (chosen in the header
 * signed out): null when there is none — then the account's language wins at sign-in.
 */
export function unsavedChoice(): Language | null {
  try {
    const unsaved = window.localStorage.getItem(UNSAVED);
    return isLanguage(unsaved) && unsaved === window.localStorage.getItem(STORED) ? unsaved : null;
  } catch {
    return null;
  }
}
