import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { api, ProblemCode, problemSchema } from '@efile/contracts';
import { loggableError } from '../../lib/db-errors';
import { safeEqual } from '../../lib/tokens';
import { DATABASE_RETRY_AFTER_SECONDS, ProblemError, sendProblem } from '../../plugins/problems';
import { mailMetrics } from '../mail';
import { text } from '../../lib/i18n';

const status = z.object({ status: z.enum(['ok']), engine: z.string().optional() });

const metrics = z.object({
  database: z.object({ engine: z.string(), up: z.boolean() }),
  mail: z.object({
    queued: z.number().int(),
    retrying: z.number().int(),
    failed: z.number().int(),
    oldestQueuedSeconds: z.number().int(),
  }),
});

export default async function healthRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { config, database, clock } = app.deps;
  /** Liveness: the process answers. */
  r.get(
    api.health,
    { config: { access: 'public' }, schema: { tags: ['health'], response: { 200: status } } },
    () => ({
      status: 'ok' as const,
    }),
  );

  const unavailable = (request: FastifyRequest, reply: FastifyReply, error: unknown) => {
    request.log.warn({ error: loggableError(error) }, 'database unavailable');
    return sendProblem(reply, 503, ProblemCode.ServiceUnavailable, {
      detail: text('problems.databaseNotAnswering'),
      retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS,
    });
  };

  /** Readiness: the database answers (a load balancer stops sending requests while it does not). */
  r.get(
    api.ready,
    {
      config: { access: 'public' },
      schema: { tags: ['health'], response: { 200: status, 503: problemSchema } },
    },
    async (request, reply) => {
      try {
        await database.db.execute(sql`select 1`);
        return { status: 'ok' as const, engine: database.engine };
      } catch (error) {
        return unavailable(request, reply, error);
      }
    },
  );

  /**
   * Figures for operators. With METRICS_TOKEN set it needs `Authorization: Bearer <token>`;
   * without it, it is open outside production and not served in production.
   */
  if (!config.metricsToken && config.env === 'production') return;
  r.get(
    api.metrics,
    {
      config: { access: 'public' },
      schema: { tags: ['health'], response: { 200: metrics, 503: problemSchema } },
      onRequest: async (request) => {
        if (!config.metricsToken) return;
        const presented = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
        if (!safeEqual(presented, config.metricsToken))
          throw new ProblemError(401, ProblemCode.Unauthenticated);
      },
    },
    async (request, reply) => {
      try {
        return {
          database: { engine: database.engine, up: true },
          mail: await mailMetrics(database.db, clock.now()),
        };
      } catch (error) {
        return unavailable(request, reply, error);
      }
    },
  );
}
