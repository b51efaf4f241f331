import type { Problem } from '@efile/contracts';
import {
  PROBLEM_CONTENT_TYPE,
  ProblemCode,
  problemCodeOf,
  readProblem,
} from '@efile/contracts/problem-codes';
import { IDEMPOTENCY_KEY_HEADER, XSRF_COOKIE, XSRF_HEADER, type Reader } from '@efile/contracts/shell';
import { readCookie } from './cookies';
import { getUser } from './session';
import { currentLanguage } from '../i18n/language';

/** An API answer that was not 2xx. `problem` is set for problem+json bodies; `body` holds any other text. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly problem: Problem | undefined,
    readonly body: unknown,
  ) {
    super(problem?.detail ?? `HTTP ${status}`);
  }
}

type UnauthorizedHandler = (error: ApiError) => void;
let onUnauthorized: UnauthorizedHandler = () => {};

/**
 * Whether an answer says the session is gone (spec §8 "401 or 403 while signed in"): a 401 or
 * 403 whose problem is `unauthenticated`, or a bare 401. A 403 for a forbidden action
 * (not-authorized-to-file, forbidden, xsrf, invalid-password) and a 401 for a bad e-mailed link
 * (invalid-token) leave the person signed in: the page says what went wrong.
 */
export function endsSession(status: number, problem: Problem | undefined): boolean {
  if (status !== 401 && status !== 403) return false;
  if (!problem) return status === 401;
  return problemCodeOf(problem.type) === ProblemCode.Unauthenticated;
}

/** The shell registers what to do when the session is gone while signed in (spec §8). */
export function setUnauthorizedHandler(handler: UnauthorizedHandler): void {
  onUnauthorized = handler;
}

const isRelative = (url: string) => url.startsWith('/') && !url.startsWith('//');

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  /** A contracts schema (or a zod-free reader of the shell): the answer is parsed with it. */
  schema?: Reader<T>;
  /** Sign-in and sign-out must not trigger the session-expired path. */
  skipUnauthorizedHandler?: boolean;
  /** Filing calls: sent as `Idempotency-Key`, so every retry of a submission files once (issues 11, 23). */
  idempotencyKey?: string;
}

/**
 * A new random key (128 bits, hex) for one submission: filing calls take theirs from
 * `fileOnce` (lib/filing-key.ts), which keeps it across retries. `crypto.getRandomValues` works
 * outside secure contexts too, where `crypto.randomUUID` does not exist.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Calls the API: the bearer token goes only to our own origin; for state-changing requests to
 * relative URLs the XSRF cookie is copied into its header (spec §7).
 */
export async function apiFetch<T = unknown>(url: string, options: RequestOptions<T> = {}): Promise<T> {
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = { accept: `application/json, ${PROBLEM_CONTENT_TYPE}` };
  const user = getUser();
  if (user && isRelative(url)) headers.authorization = `Bearer ${user.token}`;
  // The server answers in the page's language: its messages, the PDFs it writes (issue 26).
  if (isRelative(url)) headers['accept-language'] = currentLanguage();
  if (method !== 'GET' && isRelative(url)) {
    const xsrf = readCookie(XSRF_COOKIE);
    if (xsrf) headers[XSRF_HEADER] = xsrf;
  }
  if (options.idempotencyKey) headers[IDEMPOTENCY_KEY_HEADER] = options.idempotencyKey;
  // A FormData body (file upload) sets its own multipart content type and boundary.
  const isForm = options.body instanceof FormData;
  if (options.body !== undefined && !isForm) headers['content-type'] = 'application/json';

  const response = await fetch(url, {
    method,
    headers,
    body:
      options.body === undefined
        ? undefined
        : isForm
          ? (options.body as FormData)
          : JSON.stringify(options.body),
    credentials: 'same-origin',
  });
  const text = await response.text();
  const type = response.headers.get('content-type') ?? '';
  const data: unknown = text && type.includes('json') ? JSON.parse(text) : text || null;

  if (!response.ok) {
    const problem = type.includes(PROBLEM_CONTENT_TYPE) ? readProblem(data) : undefined;
    const error = new ApiError(response.status, problem, data);
    if (endsSession(response.status, error.problem) && getUser() && !options.skipUnauthorizedHandler) {
      onUnauthorized(error);
    }
    throw error;
  }
  return options.schema ? options.schema.parse(data) : (data as T);
}
