import type { FastifyInstance } from 'fastify';
import type { DevMailbox } from './dev-mailbox';
import devMailboxRoutes from './routes';
import { MailWorker } from './worker';
import { defineModule } from '../../plugins/module';

export { enqueueMail } from './outbox';
export type { MailParams, MailTemplate } from './catalogue';
export { mailMetrics } from './links';
export { DevMailbox, type StoredMail } from './dev-mailbox';

/** What the app exposes of mail: deliver now (tests, operators) and the local mailbox if any. */
export interface MailHandle {
  deliverDue(): Promise<number>;
  mailbox: DevMailbox | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    mail: MailHandle;
  }
}

/**
 * The mail transport buildApp is handed (ADR 0029): an SMTP server to deliver to, or a local
 * mailbox someone started (the local launcher, a test), whose /dev/mailbox page is then mounted.
 * Neither: messages wait in the outbox.
 */
export interface MailOptions {
  smtpUrl?: string | undefined;
  mailbox?: DevMailbox | undefined;
}

/**
 * Starts delivery when MAIL_WORKER is on, to the SMTP server or mailbox the app is handed. The app
 * never starts a mailbox itself, and refuses one in production. With the worker off, messages
 * wait in the outbox for a node that delivers.
 */
async function setUpMail(app: FastifyInstance, options: MailOptions): Promise<void> {
  const { config, database, clock } = app.deps;
  const { mailbox } = options;
  if (mailbox && config.env === 'production')
    throw new Error('the local mailbox is for development and tests: production sends through SMTP_URL');
  if (mailbox) await app.register(devMailboxRoutes, { mailbox });
  const smtpUrl = options.smtpUrl ?? mailbox?.smtpUrl;
  const worker =
    config.mail.worker && smtpUrl
      ? new MailWorker({
          db: database.db,
          clock,
          log: app.log.child({ component: 'mail' }),
          smtpUrl,
          from: config.mail.from,
          messageIdDomain: new URL(config.mail.publicUrl).hostname,
          pollMs: config.mail.pollMs,
        })
      : undefined;
  app.decorate('mail', { deliverDue: () => worker?.deliverDue() ?? Promise.resolve(0), mailbox });
  if (worker) app.addHook('onReady', async () => worker.start());
  // The mailbox belongs to whoever started it: they stop it.
  app.addHook('onClose', async () => worker?.stop());
}

/**
 * Its plugin (ADR 0055), registered with the app's `MailOptions`: delivery and `app.mail`, on the
 * app; the local mailbox's page (public, said by its route) when one is handed.
 */
export default defineModule<MailOptions>({ name: 'mail', setUp: setUpMail });
