import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ProblemCode } from '@efile/contracts';
import { isApiRequest, requestPath } from './edge';
import { sendProblem } from './problems';

/** The agency's console (issue 16, ADR 0036): its own entry page, never the taxpayers'. */
export function isStaffPage(url: string): boolean {
  const pathname = requestPath(url);
  return pathname === '/staff' || pathname.startsWith('/staff/');
}

/**
 * Serves the built SPA: hashed assets cached for a year, `index.html` (never cached) for every
 * other GET outside /api so the client router can answer, and a problem for unknown API paths.
 * `/staff` and `/staff/*` get `staff.html`, the console's own entry (not indexed by robots).
 *
 * The web build writes `.br` and `.gz` next to each asset (apps/web/build/precompress.ts):
 * `preCompressed` sends the best one the browser accepts, with `Vary: Accept-Encoding`, and
 * the file itself to a browser that accepts neither. Nothing is compressed per request.
 */
export default fp(
  async function spa(app: FastifyInstance, opts: { root: string }) {
    const index = path.join(opts.root, 'index.html');
    const built = existsSync(index);
    if (built) {
      await app.register(fastifyStatic, {
        root: opts.root,
        wildcard: false,
        index: false,
        preCompressed: true,
        // The encoded copies are chosen by Accept-Encoding, never addressed by URL.
        globIgnore: ['**/*.br', '**/*.gz'],
        setHeaders(res, file) {
          res.header(
            'cache-control',
            file.includes(`${path.sep}assets${path.sep}`)
              ? 'public, max-age=31536000, immutable'
              : 'no-cache',
          );
        },
      });
    } else {
      app.log.warn({ root: opts.root }, 'web app not built: run `npm run build` to serve the SPA');
    }
    app.setNotFoundHandler((request, reply) => {
      const isPage = (request.method === 'GET' || request.method === 'HEAD') && !isApiRequest(request);
      if (built && isPage && isStaffPage(request.url)) {
        return reply
          .header('cache-control', 'no-cache')
          .header('x-robots-tag', 'noindex')
          .sendFile('staff.html');
      }
      if (built && isPage) return reply.header('cache-control', 'no-cache').sendFile('index.html');
      return sendProblem(reply, 404, ProblemCode.NotFound, { instance: requestPath(request.url) });
    });
  },
  { name: 'spa' },
);
