/**
 * A return URL is honoured only when it stays on our origin: a path, not `//host`, not
 * `/\host`, not `javascript:`. Anything else is ignored (spec §5).
 */
export function safeReturnUrl(candidate: string | null | undefined, origin: string): string | null {
  if (!candidate || !candidate.startsWith('/') || candidate.startsWith('//') || candidate.startsWith('/\\'))
    return null;
  try {
    const url = new URL(candidate, origin);
    if (url.origin !== origin) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}
