import type { IncomingMessage, ServerResponse } from 'node:http';

export const MAX_BODY_BYTES = 64 * 1024;

/**
 * The page may only use its own inline styles, may post its forms anywhere (the redirect after a
 * form post goes to the portal's returnUrl, which browsers check against form-action) and may not be framed.
 */
const PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; form-action *; frame-ancestors 'none'";

const COMMON_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  // A re-rendered page holds the typed card number: it must not stay in a cache.
  'Cache-Control': 'no-store',
};

/** The body as text, or null when it is larger than the limit (read to the end so the client hears the answer). */
export function readBody(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) chunks.push(chunk);
    });
    req.on('end', () => resolve(size > limit ? null : Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { ...COMMON_HEADERS, 'Content-Type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
}

export function sendHtml(res: ServerResponse, status: number, html: string): void {
  res.writeHead(status, {
    ...COMMON_HEADERS,
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Security-Policy': PAGE_CSP,
    // The session's URLs are the portal's business; do not hand them to other sites.
    'Referrer-Policy': 'no-referrer',
  });
  res.end(html);
}

export function sendText(
  res: ServerResponse,
  status: number,
  text: string,
  contentType = 'text/plain; charset=utf-8',
): void {
  res.writeHead(status, { ...COMMON_HEADERS, 'Content-Type': contentType });
  res.end(text);
}

/** 303 so the browser follows a form post with a GET. */
export function redirect(res: ServerResponse, location: string): void {
  res.writeHead(303, { ...COMMON_HEADERS, Location: location });
  res.end();
}
