import type { Clock } from '@efile/tax';
import type { Config } from './config';
import type { Database } from './db/client';

/** What every module needs, built once by buildApp and decorated on the app as `deps`. */
export interface AppDeps {
  config: Config;
  database: Database;
  clock: Clock;
  // `rules`, the effective tax rules (ADR 0039), is added by modules/rules/store.ts (the core
  // imports no module).
}

/** The signed-in session, set by the authenticate hook. */
export interface SessionAuth {
  sessionId: number;
  userId: number;
  username: string;
  isBusinessUser: boolean;
  /** The taxpayer the user files as in this session (null: a business user with none yet). */
  taxpayerId: string | null;
  /** The link to that taxpayer sees only forms filed from this moment (ADR 0017); null: all. */
  seesFormsFrom: Date | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** A filing route's preHandler after `authenticate`: the Idempotency-Key (plugins/idempotency). */
    idempotent: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
  }
  interface FastifyRequest {
    auth: SessionAuth | null;
    /** The Idempotency-Key this call claimed (plugins/idempotency), or null. */
    idempotency: { id: number } | null;
  }
}
