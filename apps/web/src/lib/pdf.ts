import { getUser } from './session';

/**
 * Opens a filed form's PDF from the API: it needs the bearer token, so it is fetched, then shown
 * from an object URL (a plain link would arrive without the Authorization header).
 */
export async function openPdf(url: string): Promise<void> {
  const user = getUser();
  const response = await fetch(url, {
    headers: user ? { authorization: `Bearer ${user.token}` } : {},
    credentials: 'same-origin',
  });
  if (!response.ok) throw new Error(`PDF: HTTP ${response.status}`);
  const objectUrl = URL.createObjectURL(await response.blob());
  window.open(objectUrl, '_blank', 'noopener');
  setTimeout(() => URL.revokeObjectURL(objectUrl), 60_000);
}
