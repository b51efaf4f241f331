import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ProblemCode, XSRF_COOKIE, XSRF_HEADER } from '@efile/contracts';
import { newToken, safeEqual } from '../lib/tokens';
import { isApiRequest } from './edge';
import { sendProblem } from './problems';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Double-submit anti-forgery: every response without the cookie sets a random `XSRF-TOKEN`
 * (readable by our script, SameSite=Strict); state-changing API requests must echo it in
 * `X-XSRF-TOKEN`, or they are refused.
 */
export default fp(
  async function xsrf(app: FastifyInstance, opts: { secure: boolean }) {
    app.addHook('onRequest', async (request, reply) => {
      const cookie = request.cookies[XSRF_COOKIE];
      if (!cookie) {
        reply.setCookie(XSRF_COOKIE, newToken(), {
          path: '/',
          sameSite: 'strict',
          secure: opts.secure,
          httpOnly: false,
        });
      }
      // By the matched route or the parsed path: `POST http://host/api/…` is an API request too.
      if (SAFE_METHODS.has(request.method) || !isApiRequest(request)) return;
      if (request.routeOptions.config.xsrfExempt) return;
      const header = request.headers[XSRF_HEADER.toLowerCase()];
      if (!cookie || typeof header !== 'string' || !safeEqual(cookie, header)) {
        return sendProblem(reply, 403, ProblemCode.Xsrf);
      }
    });
  },
  { name: 'xsrf', dependencies: ['@fastify/cookie'] },
);
