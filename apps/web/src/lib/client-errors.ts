import { useEffect } from 'react';
import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router';
import { api } from '@efile/contracts/paths';
import { XSRF_COOKIE, XSRF_HEADER } from '@efile/contracts/shell';
import { readCookie } from './cookies';

type App = 'taxpayer' | 'staff';

const reported = new WeakSet<object>();

/**
 * Tells the server a person met a crash (POST /api/client-errors, ADR 0045): the page's path
 * without its query, the error's name, message and stack, cut to the contract's bounds. Once per
 * error object (StrictMode renders twice); never throws, never waits.
 */
export function reportClientError(app: App, error: unknown, path = window.location.pathname): void {
  if (typeof error === 'object' && error !== null) {
    if (reported.has(error)) return;
    reported.add(error);
  }
  const known = error instanceof Error ? error : undefined;
  const body = {
    app,
    path: (path || '/').slice(0, 300),
    name: (known?.name ?? typeof error).slice(0, 100),
    message: (known?.message ?? String(error)).slice(0, 1000),
    ...(known?.stack ? { stack: known.stack.slice(0, 4000) } : {}),
  };
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  const xsrf = readCookie(XSRF_COOKIE);
  if (xsrf) headers[XSRF_HEADER] = xsrf;
  try {
    void fetch(api.clientErrors, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
      keepalive: true,
    }).catch(() => undefined);
  } catch {
    // Reporting is best effort: the page says what happened either way.
  }
}

/**
 * For a route's error page: the error the router caught, reported once. A "not found" answer
 * the router throws is not a crash: it is not reported, and the page says so instead.
 */
export function useRouteCrash(app: App): { notFound: boolean } {
  const error = useRouteError();
  const { pathname } = useLocation();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  useEffect(() => {
    if (!notFound) reportClientError(app, error, pathname);
  }, [app, error, notFound, pathname]);
  return { notFound };
}
