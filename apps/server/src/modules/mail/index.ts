import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { DevMailbox } from './dev-mailbox';
import devMailboxRoutes from './routes';
import { MailWorker } from './worker';

export { enqueueMail } from './outbox';
export type { StoredMail } from './dev-mailbox';

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
 * Starts delivery when MAIL_WORKER is on: to SMTP_URL, or outside production without one to a
 * local mailbox on loopback (with its /dev/mailbox page). With the worker off, messages wait in
 * the outbox for a node that delivers.
 */
export async function setUpMail(app: FastifyInstance): Promise<void> {
  const { config, database, clock } = app.deps;
  let mailbox: DevMailbox | undefined;
  let smtpUrl = config.mail.smtpUrl;
  if (config.mail.worker && !smtpUrl && config.env !== 'production') {
    mailbox = new DevMailbox(path.join(config.dataDir, 'mailbox'));
    await mailbox.start();
    smtpUrl = mailbox.smtpUrl;
    await app.register(devMailboxRoutes, { mailbox });
  }
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
  app.addHook('onClose', async () => {
    await worker?.stop();
    await mailbox?.stop();
  });
}
