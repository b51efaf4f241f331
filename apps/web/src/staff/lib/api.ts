import type { ZodType } from 'zod';
import { PROBLEM_CONTENT_TYPE, readProblem } from '@efile/contracts/problem-codes';
import { XSRF_COOKIE, XSRF_HEADER } from '@efile/contracts/shell';
import { readCookie } from '../../lib/cookies';
import { ApiError, endsSession } from '../../lib/http';
import { problemMessage } from '../../lib/problem-message';
import { st } from '../i18n';
import { clearStaffSession, getStaffSession } from './session';

export { ApiError };

let lastCall = Date.now();
/** When the console last reached the server with its session (each such call extends it). */
export const lastStaffCall = () => lastCall;

interface StaffRequest<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Query parameters, encoded here (empty values left out). */
  query?: Record<string, string | number | undefined>;
  body?: unknown;
  /** The contracts schema of the answer: it is parsed with it. */
  schema?: ZodType<T>;
  /** The sign-in steps: a 401 there is a wrong answer, not an ended session. */
  anonymous?: boolean;
  /** Extra headers (an adjustment's Idempotency-Key, ADR 0059). */
  headers?: Record<string, string>;
}

/** The path with its query string. */
export function withQuery(path: string, query: StaffRequest<unknown>['query'] = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

/** A path with its `:name` parameters filled in (`/api/staff/users/:id/disable`). */
export function pathOf(template: string, params: Record<string, string | number>): string {
  return template.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name] ?? '')));
}

/**
 * Calls the staff API (ADR 0036): the staff bearer token (never the taxpayer's), the XSRF cookie
 * copied into its header for changes, problem+json turned into an ApiError. When the server says
 * the session is gone (401), the session is forgotten and the console goes back to its sign-in
 * page with a message.
 */
export async function staffFetch<T = unknown>(path: string, options: StaffRequest<T> = {}): Promise<T> {
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = {
    ...options.headers,
    accept: `application/json, ${PROBLEM_CONTENT_TYPE}`,
  };
  const session = getStaffSession();
  if (session?.token && !options.anonymous) headers.authorization = `Bearer ${session.token}`;
  if (method !== 'GET') {
    const xsrf = readCookie(XSRF_COOKIE);
    if (xsrf) headers[XSRF_HEADER] = xsrf;
  }
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(withQuery(path, options.query), {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    credentials: 'same-origin',
  });
  if (session && !options.anonymous && response.status !== 401) lastCall = Date.now();
  const text = await response.text();
  const type = response.headers.get('content-type') ?? '';
  const data: unknown = text && type.includes('json') ? JSON.parse(text) : text || null;
  if (!response.ok) {
    const problem = type.includes(PROBLEM_CONTENT_TYPE) ? readProblem(data) : undefined;
    const error = new ApiError(response.status, problem, data);
    if (!options.anonymous && getStaffSession() && endsSession(response.status, problem)) {
      clearStaffSession(st('console.sessionEnded'));
    }
    throw error;
  }
  return options.schema ? options.schema.parse(data) : (data as T);
}

/** What a person reads for a failed call: the server's words, else a generic sentence. */
export function staffProblemMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 403 && !error.problem?.errors) {
    // A refusal in its own words (four eyes: "someone else makes the second approval") says
    // them; a role's bare refusal (its detail is its title) gets the console's sentence.
    const { detail, title } = error.problem ?? {};
    return detail && detail !== title ? detail : st('console.denied.body');
  }
  return problemMessage(error);
}

/** The file name a download's `content-disposition` gives (`filename*=UTF-8''…` or `filename="…"`). */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '')?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      return fallback;
    }
  }
  return /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? fallback;
}

/**
 * Downloads a file (a form's PDF, an uploaded file) from the staff API: it needs the staff bearer
 * token, so it is fetched and saved from an object URL (a plain link would arrive without it).
 */
export async function downloadStaffFile(url: string, fallbackName: string): Promise<void> {
  const session = getStaffSession();
  const response = await fetch(url, {
    headers: session ? { authorization: `Bearer ${session.token}` } : {},
    credentials: 'same-origin',
  });
  if (!response.ok) throw new ApiError(response.status, undefined, null);
  const objectUrl = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = objectUrl;
  link.download = fileNameOf(response.headers.get('content-disposition'), fallbackName);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(objectUrl), 60_000);
}
