import { randomUUID } from 'node:crypto';
import type { DestinationStream } from 'pino';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { api } from '@efile/contracts';
import { systemClock, type Clock } from '@efile/tax';
import type { Config } from './config';
import type { AppDeps } from './context';
import type { Database } from './db/client';
import { recordRoutes } from './lib/route-table';
import { loadForms } from './forms';
import authPlugin, { authenticateFirst } from './plugins/auth';
import staffAuthPlugin from './plugins/staff-auth';
import { clientErrorHandler, frameworkErrors, requestPath, rewriteUrl } from './plugins/edge';
import idempotency from './plugins/idempotency';
import inputGuard from './plugins/input-guard';
import problems from './plugins/problems';
import security from './plugins/security';
import spa from './plugins/spa';
import xsrf from './plugins/xsrf';
import authRoutes from './modules/auth/routes';
import estimateRoutes from './modules/estimate-credits/routes';
import featureRoutes from './modules/features/routes';
import healthRoutes from './modules/health/routes';
import clientErrorRoutes from './modules/client-errors/routes';
import taxpayerRoutes from './modules/taxpayers/routes';
import { setUpMail, type MailOptions } from './modules/mail';
import credentialsRoutes from './modules/credentials/routes';
import registrationRoutes from './modules/registration/routes';
import formRoutes from './modules/forms/routes';
import uploadRoutes from './modules/uploads/routes';
import paymentRoutes from './modules/payments/routes';
import ledgerRoutes from './modules/ledger/routes';
import statementRoutes from './modules/statement/routes';
import reminders from './modules/reminders';
import auditAnchors from './modules/audit-anchors';
import businessRoutes from './modules/businesses/routes';
import { setUpPayments, type HandedPayments } from './modules/payments';
import staffRoutes from './modules/staff/routes';
import workQueueRoutes from './modules/work-queues/routes';
import staffAccountRoutes from './modules/staff/account-routes';
import mailroomRoutes from './modules/mailroom/routes';
import exportRoutes from './modules/exports/routes';
import rulesRoutes from './modules/rules/routes';
import { RulesStore } from './modules/rules/store';

export interface BuildOptions {
  config: Config;
  database: Database;
  clock?: Clock;
  /** Where logs go (tests read them); stdout by default. */
  logStream?: DestinationStream;
  /**
   * The payment provider (ADR 0029): from PAYMENT_PROVIDER_URL (paymentsFromConfig), or a
   * stand-in its caller started. buildApp never starts one.
   */
  payments: HandedPayments;
  /** Where mail goes: SMTP_URL, or a local mailbox its caller started (ADR 0029). */
  mail: MailOptions;
}

const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/** Never log secrets: no bodies, no query strings (they may hold ids), no auth headers or cookies. */
const serializers = {
  req(req: { method: string; url: string; id: string }) {
    return { method: req.method, path: requestPath(req.url), id: req.id };
  },
  res(res: { statusCode: number }) {
    return { statusCode: res.statusCode };
  },
};

/**
 * Builds the whole API (and the SPA it serves) from a config and the provider and mail transport
 * it is handed: the entry points listen, tests inject. It starts no server of its own.
 */
export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const forms = await loadForms();
  const app = Fastify({
    logger: {
      level: config.logLevel,
      serializers,
      redact: {
        paths: [
          'req.headers.authorization',
          'req.headers.cookie',
          'password',
          'token',
          '*.password',
          '*.token',
        ],
        censor: '[redacted]',
      },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    // A hop count as a function: Fastify 5.12 treats a bare number as "trust nothing" (ADR 0015).
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (
            (hops: number) => (_address: string, hop: number) =>
              hop < hops
          )(config.trustProxy)
        : config.trustProxy,
    bodyLimit: 1_048_576,
    // On a developer's terminal (ADR 0029) a request logs only when it warns or fails.
    ...(config.quietRequestLog
      ? {
          childLoggerFactory: (logger, bindings, opts) => logger.child(bindings, { ...opts, level: 'warn' }),
        }
      : {}),
    rewriteUrl,
    frameworkErrors,
    clientErrorHandler,
  });
  const deps: AppDeps = {
    config,
    database,
    clock: options.clock ?? systemClock,
    rules: new RulesStore(database),
  };
  app.decorate('deps', deps);
  recordRoutes(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(problems);
  const payments = setUpPayments(app, options.payments);
  await app.register(security, { formOrigins: [payments.origin] });
  await app.register(inputGuard);
  await app.register(cookie);
  await app.register(xsrf, { secure: config.cookieSecure });
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { connectTimeout: 500, maxRetriesPerRequest: 1, lazyConnect: false })
    : undefined;
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'efile-rl-', skipOnError: true } : {}),
  });
  await app.register(swagger, {
    openapi: {
      // not-user-facing: the OpenAPI document's title, read by developers.
      info: { title: 'eFile API', version: '0.1.0', description: 'Municipal income tax e-filing portal' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(authPlugin);
  await app.register(staffAuthPlugin);
  authenticateFirst(app);
  await app.register(idempotency);
  await setUpMail(app, options.mail);

  await app.register(healthRoutes);
  await app.register(clientErrorRoutes);
  await app.register(authRoutes);
  await app.register(featureRoutes);
  await app.register(taxpayerRoutes);
  await app.register(estimateRoutes);
  await app.register(credentialsRoutes);
  await app.register(registrationRoutes);
  // Each registry form's folder (modules/<id>/index.ts, ADR 0052): its routes; the forms module
  // prints them all.
  for (const form of forms) await app.register(form.routes);
  await app.register(formRoutes);
  await app.register(uploadRoutes);
  await app.register(businessRoutes);
  await app.register(paymentRoutes);
  await app.register(ledgerRoutes);
  await app.register(statementRoutes);
  await app.register(reminders);
  await app.register(auditAnchors);
  await app.register(staffRoutes);
  await app.register(workQueueRoutes);
  await app.register(staffAccountRoutes);
  await app.register(mailroomRoutes);
  await app.register(exportRoutes);
  await app.register(rulesRoutes);
  if (config.apiDocs)
    app.get(api.docs, { schema: { hide: true }, config: { access: 'public' } }, () => app.swagger());

  await app.register(spa, { root: config.webDist });
  return app;
}
