import { DISCLAIMER_COOKIE } from '@efile/contracts/shell';

export function readCookie(name: string, source = document.cookie): string | undefined {
  for (const part of source.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

/** Spec §9: cookie `disclaimer` with value `true` once the Web Filing Agreement is accepted. */
export function hasAcceptedDisclaimer(): boolean {
  return readCookie(DISCLAIMER_COOKIE) === 'true';
}

export function acceptDisclaimer(): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${DISCLAIMER_COOKIE}=true; Path=/; SameSite=Lax${secure}`;
}
