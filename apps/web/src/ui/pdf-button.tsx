import { useState } from 'react';
import { t } from '../i18n';
import { openPdf } from '../lib/pdf';

/** "Print (PDF)": opens the server's PDF of a filed form; says so when it cannot. */
export function PdfButton({ url }: { url: string }) {
  const [failed, setFailed] = useState(false);
  return (
    <>
      <button
        type="button"
        className="usa-button usa-button--outline"
        onClick={() => {
          setFailed(false);
          openPdf(url).catch(() => setFailed(true));
        }}
      >
        {t('files.pdf')}
      </button>
      {failed && (
        <span className="usa-error-message" role="alert">
          {t('files.pdfFailed')}
        </span>
      )}
    </>
  );
}
