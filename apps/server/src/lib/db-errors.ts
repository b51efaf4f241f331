/**
 * What a failed database call means for the answer and for the log. A query error from drizzle
 * carries the SQL parameters (ids, token hashes) in its message and its `params`: they are never
 * logged. A lost or refused connection is an outage (503 with Retry-After), not a bug (500).
 */

/** Node socket errors of a server that is down, restarting or unreachable. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs of a server that cannot serve now (issue 23 item 10: the one list). Besides the whole
 * class 08 (connection exception): 57P01 admin shutdown, 57P02 crash shutdown, 57P03 cannot
 * connect now (starting up), 57P04 database dropped, 57P05 idle session timeout; 53300 too many
 * connections; 55000 object not in prerequisite state, which is what connecting to a database
 * with `ALLOW_CONNECTIONS false` answers ("database … is not currently accepting connections" —
 * the portal's own queries raise 55000 for nothing else).
 */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '57P04', '57P05', '53300', '55000']);

/** node-postgres and PGlite say so in words, without a code. */
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/,
  /timeout exceeded when trying to connect/,
  /not queryable/,
  /^Cannot use a pool after calling end/,
  /^PGlite is closed/,
];

interface ErrorLike {
  name?: string;
  message?: string;
  code?: string;
  cause?: unknown;
  errors?: unknown[];
}

/** The error and what caused it, outermost first (drizzle wraps the driver's error). */
function chain(error: unknown): ErrorLike[] {
  const found: ErrorLike[] = [];
  let current: unknown = error;
  while (current && typeof current === 'object' && found.length < 5) {
    const e = current as ErrorLike;
    found.push(e, ...((e.errors ?? []).filter((x) => x && typeof x === 'object') as ErrorLike[]));
    current = e.cause;
  }
  return found;
}

/** True when the database could not be reached: the caller may try again shortly. */
export function isDatabaseUnavailable(error: unknown): boolean {
  return chain(error).some((e) => {
    const code = typeof e.code === 'string' ? e.code : '';
    if (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code) || code.startsWith('08')) return true;
    return UNAVAILABLE_MESSAGES.some((m) => m.test(e.message ?? ''));
  });
}

/** Fields of a PostgreSQL error that name what failed without holding the values involved. */
const SAFE_FIELDS = ['code', 'severity', 'constraint', 'table', 'column', 'routine'] as const;

/**
 * An error as it may be logged: its type, its message with any `params:` part cut off, the SQL
 * text (placeholders only), the driver error's code and constraint, and where it was thrown.
 * Never the parameters, the driver's `detail` (it quotes the values) or the raw cause.
 */
export function loggableError(error: unknown): Record<string, unknown> {
  if (!error || typeof error !== 'object') return { message: String(error) };
  const e = error as ErrorLike & { query?: unknown; stack?: string };
  const out: Record<string, unknown> = {
    type: e.name ?? 'Error',
    message: (e.message ?? '').replace(/\nparams:[\s\S]*$/, ''),
  };
  if (typeof e.query === 'string') out.query = e.query;
  if (typeof e.code === 'string') out.code = e.code;
  const frames = (e.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  if (frames.length > 0) out.stack = frames.slice(0, 10).map((line) => line.trim());
  const cause = chain(error)[1] as Record<string, unknown> | undefined;
  if (cause) {
    const safe: Record<string, unknown> = { type: cause.name };
    for (const field of SAFE_FIELDS) if (typeof cause[field] === 'string') safe[field] = cause[field];
    if (!('query' in e)) safe.message = cause.message;
    out.cause = safe;
  }
  return out;
}

/** PostgreSQL's unique_violation, from node-postgres or PGlite (possibly wrapped by drizzle). */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } } | undefined;
  return e?.code === '23505' || e?.cause?.code === '23505';
}
