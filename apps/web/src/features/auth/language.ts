import { api, languageChoice } from '@efile/contracts';
import { currentLanguage, rememberLanguage, unsavedChoice, type Language } from '../../i18n/language';
import { apiFetch } from '../../lib/http';

/**
 * Issue 26, at sign-in (and only then): which language the person reads in from now on. The
 * latest explicit choice wins. A language chosen in the header before signing in that the account
 * does not have is saved on the account (the switcher's own call, `PUT /api/account/language`),
 * so its e-mails and PDFs follow it; with no such choice the account's language wins and the page
 * follows it. Returns the language the page must be in: when it is not the page's, the caller
 * loads the next page afresh in it.
 */
export async function settleLanguage(): Promise<Language> {
  const { language: account } = await apiFetch(api.accountLanguage, { schema: languageChoice });
  const chosen = unsavedChoice();
  if (chosen && chosen !== account) {
    await apiFetch(api.accountLanguage, {
      method: 'PUT',
      body: languageChoice.parse({ language: chosen }),
    });
  }
  const language = chosen ?? account;
  // Kept for the browser, now the account's too: signing out leaves the page in it.
  rememberLanguage(language);
  return language;
}

/**
 * After a sign-in: settles the language, then opens `next` — in place when the page is already in
 * that language, else loaded afresh in it (every word, number and date at once, as the switcher
 * does). A failure to read or save the account's language leaves the page as it is: the choice
 * stays unsaved in the browser and is tried again at the next sign-in.
 */
export async function openInSettledLanguage(next: string, navigate: (to: string) => void): Promise<void> {
  const language = await settleLanguage().catch(() => currentLanguage());
  if (language === currentLanguage()) navigate(next);
  else window.location.replace(next);
}
