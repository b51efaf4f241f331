import { useState } from 'react';
import { api } from '@efile/contracts/paths';
import { t } from '../i18n';
import { currentLanguage, rememberLanguage, type Language } from '../i18n/language';
import { apiFetch } from '../lib/http';

/**
 * The header's language choice (issue 26, USWDS language selector, two languages): the other
 * language's name in that language ("Español", "English"), marked with its `lang`. Choosing keeps
 * it for the browser and, signed in, on the account (e-mails and PDFs follow it), then reloads the
 * page in it — a form with unsaved typing asks first.
 */
export function LanguageSwitcher({ signedIn }: { signedIn: boolean }) {
  const other: Language = currentLanguage() === 'es' ? 'en' : 'es';
  const [busy, setBusy] = useState(false);
  const choose = async () => {
    setBusy(true);
    if (signedIn) {
      // The browser keeps the choice even if the account's cannot be saved now (tried again on
      // the next choice); the page is in the chosen language either way.
      await apiFetch(api.accountLanguage, { method: 'PUT', body: { language: other } }).catch(
        () => undefined,
      );
    }
    rememberLanguage(other);
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
