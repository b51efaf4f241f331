import { currentLanguage } from '../i18n/language';
import { getUser } from './session';

/** The file name the server gives a PDF (`content-disposition`), or a plain one. */
export function pdfFileName(disposition: string | null): string {
  const name = /filename="([^"]+)"/.exec(disposition ?? '')?.[1];
  return name && /^[\w.-]+\.pdf$/.test(name) ? name : 'eFile-form.pdf';
}

/**
 * Downloads a filed form's PDF from the API with the name the server gives it
 * ('annual-return-2025-AR2025-….pdf', issue 14): it needs the bearer token, so it is fetched,
 * then saved from an object URL (a plain link would arrive without the Authorization header).
 * Asked in the page's language, as `apiFetch` asks (issue 26): the server writes the PDF in it,
 * not in the browser's own preference.
 */
export async function openPdf(url: string): Promise<void> {
  const user = getUser();
  const response = await fetch(url, {
    headers: {
      'accept-language': currentLanguage(),
      ...(user ? { authorization: `Bearer ${user.token}` } : {}),
    },
    credentials: 'same-origin',
  });
  if (!response.ok) throw new Error(`PDF: HTTP ${response.status}`);
  const objectUrl = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = objectUrl;
  link.download = pdfFileName(response.headers.get('content-disposition'));
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(objectUrl), 60_000);
}
