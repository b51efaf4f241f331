import { STATUS_CODES, type IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { PROBLEM_CONTENT_TYPE, ProblemCode, problemTypeUri, type Problem } from '@efile/contracts';
import { sendProblem } from './problems';
import { currentLanguage, render, say, text, type TextKey } from '../lib/i18n';

/**
 * The HTTP edge, before any route: how a request target is read, and the problem+json answers
 * to requests that never reach a route (bad URL encoding, a malformed request line, headers too
 * large). Wired as Fastify options in app.ts.
 */

/**
 * The path of a request target without its query: `/api/x?y` and the absolute form
 * `http://host/api/x?y` (which a client may send and the router accepts) both give `/api/x`.
 */
export function requestPath(url: string): string {
  const target = url.split(/[?#]/, 1)[0] ?? '';
  const absolute = /^https?:\/\/[^/]*(\/.*)?$/i.exec(target);
  return absolute ? (absolute[1] ?? '/') : target;
}

/** Whether the request is to the API: by the route it matched, else by its parsed path. */
export function isApiRequest(request: FastifyRequest): boolean {
  return (request.routeOptions.url ?? requestPath(request.url)).startsWith('/api/');
}

/** Rewrites an absolute-form target to origin form, so every hook and log sees one path. */
export function rewriteUrl(req: IncomingMessage): string {
  const url = req.url ?? '/';
  if (url.startsWith('/')) return url;
  const query = url.includes('?') ? url.slice(url.indexOf('?')) : '';
  return requestPath(url) + query;
}

/** Errors of the router itself (FST_ERR_BAD_URL: a path that is not valid percent-encoding, …). */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const status =
    error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  const detail =
    error.code === 'FST_ERR_BAD_URL' ? text('problems.addressNotValid') : text('problems.requestUnreadable');
  return sendProblem(reply, status, ProblemCode.Validation, {
    title: say('problems.requestUnreadable'),
    detail,
    errors: { '(url)': detail },
  });
}

const CLIENT_ERRORS: Record<string, { status: number; detail: TextKey }> = {
  HPE_HEADER_OVERFLOW: { status: 431, detail: 'problems.headersTooLarge' },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, detail: 'problems.requestTooSlow' },
};

/**
 * Node's parser refused the request (malformed request line or header, headers too large, a
 * timeout): answer problem+json on the raw socket and close it. A reset connection gets nothing.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const known = CLIENT_ERRORS[error.code ?? ''];
  const status = known?.status ?? 400;
  // The raw socket has no request to take a language from: the default language.
  const detail = render(currentLanguage(), { key: known?.detail ?? 'problems.requestUnreadable' });
  const problem: Problem = {
    type: problemTypeUri(ProblemCode.Validation),
    title: say('problems.requestUnreadable'),
    status,
    detail,
  };
  const body = JSON.stringify(problem);
  if (socket.writable) {
    socket.write(
      [
        `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Bad Request'}`,
        `Content-Type: ${PROBLEM_CONTENT_TYPE}; charset=utf-8`,
        `Content-Length: ${Buffer.byteLength(body)}`,
        'Cache-Control: no-store',
        'X-Content-Type-Options: nosniff',
        'Connection: close',
        '',
        body,
      ].join('\r\n'),
    );
  }
  socket.destroy(error);
}
