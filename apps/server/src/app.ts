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
import { languageOf, withLanguage } from './lib/i18n';
import { recordRoutes } from './lib/route-table';
import { formModule, loadForms } from './forms';
import authPlugin, { authenticateFirst } from './plugins/auth';
import staffAuthPlugin from './plugins/staff-auth';
import { clientErrorHandler, frameworkErrors, requestPath, rewriteUrl } from './plugins/edge';
import idempotency from './plugins/idempotency';
import inputGuard from './plugins/input-guard';
import problems from './plugins/problems';
import security from './plugins/security';
import spa from './plugins/spa';
import xsrf from './plugins/xsrf';
import auditAnchors from './modules/audit-anchors';
import auth from './modules/auth';
import businesses from './modules/businesses';
import clientErrors from './modules/client-errors';
import credentials from './modules/credentials';
import estimateCredits from './modules/estimate-credits';
import exports from './modules/exports';
import features from './modules/features';
import formsModule from './modules/forms';
import health from './modules/health';
import ledger from './modules/ledger';
import mail, { type MailOptions } from './modules/mail';
import mailroom from './modules/mailroom';
import refunds from './modules/refunds';
import adjustments from './modules/adjustments';
import payments, { setUpPayments, type HandedPayments } from './modules/payments';
import registration from './modules/registration';
import reminders from './modules/reminders';
import rules, { RulesStore } from './modules/rules';
import staff from './modules/staff';
import statement from './modules/statement';
import taxpayers from './modules/taxpayers';
import uploads from './modules/uploads';
import workQueues from './modules/work-queues';

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
  // Tests and drills only (refused in production): which of the API processes answered (ADR 0065).
  if (config.apiProcesses.header) {
    const slot = String(config.apiProcesses.slot);
    app.addHook('onSend', (_request, reply, _payload, done) => {
      reply.header('x-efile-process', slot);
      done();
    });
  }
  // The reader's language (issue 26): the request runs in it, so its problems and PDFs are in it.
  app.addHook('onRequest', (request, _reply, done) => {
    withLanguage(languageOf(request.headers['accept-language']), done);
  });
  // The access hook first: the route table records each route's resolved access (ADR 0055).
  authenticateFirst(app);
  recordRoutes(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(problems);
  const provider = setUpPayments(app, options.payments);
  await app.register(security, { formOrigins: [provider.origin] });
  await app.register(inputGuard);
  await app.register(cookie);
  await app.register(xsrf, { secure: config.cookieSecure });
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { connectTimeout: 500, maxRetriesPerRequest: 1, lazyConnect: false })
    : undefined;
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: config.redisKeyPrefix, skipOnError: true } : {}),
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
  await app.register(idempotency);
  await app.register(mail, options.mail);

  // Each module's front door (modules/<name>/index.ts, ADR 0055): its plugin, with its folder's
  // default access. Each registry form's folder (ADR 0052) registers as a module too, by default
  // open to whom the registry lets file it; the forms module prints them all.
  await app.register(health);
  await app.register(clientErrors);
  await app.register(auth);
  await app.register(features);
  await app.register(taxpayers);
  await app.register(estimateCredits);
  await app.register(credentials);
  await app.register(registration);
  for (const form of forms) await app.register(formModule(form));
  await app.register(formsModule);
  await app.register(uploads);
  await app.register(businesses);
  await app.register(payments);
  await app.register(ledger);
  await app.register(statement);
  await app.register(reminders);
  await app.register(auditAnchors);
  await app.register(staff);
  await app.register(workQueues);
  await app.register(mailroom);
  await app.register(refunds);
  await app.register(adjustments);
  await app.register(exports);
  await app.register(rules);
  if (config.apiDocs)
    app.get(api.docs, { schema: { hide: true }, config: { access: 'public' } }, () => app.swagger());

  await app.register(spa, { root: config.webDist });
  return app;
}
