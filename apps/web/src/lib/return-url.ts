/** A path another origin could be read from: `//host`, `/\host` (browsers treat `\` as `/`). */
const otherOrigin = (path: string) => /^[/\\]{2}/.test(path);

/**
 * A return URL is honoured only when it stays on our origin: a path, not `//host`, not
 * `/\host`, not `javascript:`. Anything else is ignored (spec §5). The normalised result is
 * checked again: `/.//host`, `/..//host` and `/%2e//host` normalise to `//host`.
 */
export function safeReturnUrl(candidate: string | null | undefined, origin: string): string | null {
  if (!candidate || !candidate.startsWith('/') || otherOrigin(candidate)) return null;
  try {
    const url = new URL(candidate, origin);
    if (url.origin !== origin) return null;
    const result = `${url.pathname}${url.search}${url.hash}`;
    return otherOrigin(result) ? null : result;
  } catch {
    return null;
  }
}
