import { api } from '@efile/contracts';
import { getUser } from '../../lib/session';

/**
 * Opens the filed return's PDF: it needs the bearer token, so it is fetched, then shown from an
 * object URL (a plain link would arrive without the Authorization header).
 */
export async function openReturnPdf(formId: number): Promise<void> {
  const user = getUser();
  const response = await fetch(api.formPdf.replace(':id', String(formId)), {
    headers: user ? { authorization: `Bearer ${user.token}` } : {},
    credentials: 'same-origin',
  });
  if (!response.ok) throw new Error(`PDF: HTTP ${response.status}`);
  const url = URL.createObjectURL(await response.blob());
  window.open(url, '_blank', 'noopener');
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
