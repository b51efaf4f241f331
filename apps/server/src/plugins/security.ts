import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isApiRequest } from './edge';

/** Browser features the portal never uses, turned off for every page and anything it embeds. */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'usb=()',
].join(', ');

/**
 * Security headers with a strict Content-Security-Policy: scripts and styles only from our
 * own origin, no inline script, no framing; forms post only to us and the payment provider's
 * origin (the payment page's hidden form). API answers are never cached.
 */
export default fp(
  async function security(app: FastifyInstance, opts: { formOrigins: readonly string[] }) {
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'"],
          imgSrc: ["'self'", 'data:'],
          fontSrc: ["'self'"],
          connectSrc: ["'self'"],
          formAction: ["'self'", ...opts.formOrigins],
          frameAncestors: ["'none'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
        },
      },
      strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
      referrerPolicy: { policy: 'same-origin' },
      crossOriginEmbedderPolicy: false,
    });
    app.addHook('onSend', async (request, reply, payload) => {
      reply.header('x-request-id', request.id);
      reply.header('permissions-policy', PERMISSIONS_POLICY);
      if (isApiRequest(request)) reply.header('cache-control', 'no-store');
      return payload;
    });
  },
  { name: 'security' },
);
