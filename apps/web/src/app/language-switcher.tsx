import { useState } from 'react';
import { api } from '@efile/contracts/paths';
import { t } from '../i18n';
import { currentLanguage, rememberLanguage, type Language } from '../i18n/language';
import { apiFetch } from '../lib/http';

/**
 * The header's language choice (issue 26, USWDS language selector, two languages): the other
 * language's name in that language ("Español", "English"), marked with its `lang`. Choosing keeps
 * it for the browser and, signed in, on the account (e-mails and PDFs follow it); a choice made
 * signed out goes to the account at the next sign-in. Then it reloads the page in the chosen
 * language — a form with unsaved typing asks first.
 */
export function LanguageSwitcher({ signedIn }: { signedIn: boolean }) {
  const other: Language = currentLanguage() === 'es' ? 'en' : 'es';
  const [busy, setBusy] = useState(false);
  const choose = async () => {
    setBusy(true);
    // Signed out, the account gets the choice at the next sign-in (features/auth/language.ts).
    let saved = false;
    if (signedIn) {
      // The browser keeps the choice even if the account's cannot be saved now (saved at the next
      // sign-in, or the next choice); the page is in the chosen language either way.
      saved = await apiFetch(api.accountLanguage, { method: 'PUT', body: { language: other } }).then(
        () => true,
        () => false,
      );
    }
    rememberLanguage(other, { unsaved: !saved });
    window.location.reload();
    // Still here when the person chose to stay on a form with unsaved typing.
    setBusy(false);
  };
  return (
    <div className="efile-language">
      <button
        type="button"
        className="usa-button usa-button--outline usa-button--inverse"
        lang={other}
        disabled={busy}
        onClick={() => void choose()}
      >
        {t('header.language')}
      </button>
    </div>
  );
}
