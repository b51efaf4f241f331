import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { api } from '@efile/contracts';

const status = z.object({ status: z.enum(['ok', 'unavailable']), engine: z.string().optional() });

export default async function healthRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  /** Liveness: the process answers. */
  r.get(api.health, { schema: { tags: ['health'], response: { 200: status } } }, () => ({
    status: 'ok' as const,
  }));
  /** Readiness: the database answers. */
  r.get(
    api.ready,
    { schema: { tags: ['health'], response: { 200: status, 503: status } } },
    async (_req, reply) => {
      try {
        await app.deps.database.db.execute(sql`select 1`);
        return { status: 'ok' as const, engine: app.deps.database.engine };
      } catch {
        return reply.code(503).send({ status: 'unavailable' as const });
      }
    },
  );
}
