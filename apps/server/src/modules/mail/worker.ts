import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '@efile/tax';
import type { Tx } from '../../db/client';
import { loggableError } from '../../lib/db-errors';
import { refreshLink } from './links';
import { claimDue, markFailed, markSent, type OutboxRow } from './outbox';

export interface MailWorkerOptions {
  db: Tx;
  clock: Clock;
  log: FastifyBaseLogger;
  smtpUrl: string;
  from: string;
  /** Host part of the Message-ID of every message. */
  messageIdDomain: string;
  pollMs: number;
}

/**
 * Delivers the outbox over SMTP. `deliverDue()` sends what is due once (tests call it); `start()`
 * polls. The Message-ID is derived from the outbox row, so a resend after a crash is recognisable.
 */
export class MailWorker {
  private readonly transport: Transporter;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;
  private stopped = false;

  constructor(private readonly options: MailWorkerOptions) {
    const url = new URL(options.smtpUrl);
    this.transport = nodemailer.createTransport({
      host: url.hostname,
      port: Number(url.port) || (url.protocol === 'smtps:' ? 465 : 587),
      secure: url.protocol === 'smtps:',
      ...(url.username
        ? { auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } }
        : {}),
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
  }

  /**
   * Sends every due message once; returns how many the passes it waited for sent. A pass already
   * under way may have looked for due messages before the caller's was committed (the worker's own
   * tick, slow on a loaded machine: stop 35's CI), so it is waited for and the outbox looked at again.
   */
  async deliverDue(): Promise<number> {
    const earlier = this.running ? await this.running.catch(() => 0) : 0;
    this.running ??= this.deliver().finally(() => (this.running = undefined));
    return earlier + (await this.running);
  }

  private async deliver(): Promise<number> {
    const { db, clock, log } = this.options;
    const rows = await claimDue(db, clock.now());
    let sent = 0;
    for (const claimed of rows) {
      let row = claimed;
      try {
        const refreshed = await refreshLink(db, claimed, clock.now());
        if ('superseded' in refreshed) {
          log.info({ mailId: row.id, template: row.template }, 'mail superseded by a newer link');
          continue;
        }
        row = refreshed.row;
        if (refreshed.reissued) log.info({ mailId: row.id, template: row.template }, 'mail link re-issued');
        await this.send(row);
        await markSent(db, row.id, clock.now());
        sent += 1;
        log.info({ mailId: row.id, template: row.template }, 'mail sent');
      } catch (error) {
        // The SMTP server's answer; a query error's message loses its SQL parameters.
        const reason = String(loggableError(error).message);
        await markFailed(db, row, reason, clock.now());
        log.warn(
          { mailId: row.id, template: row.template, attempt: row.attempts + 1, reason },
          'mail failed',
        );
      }
    }
    return sent;
  }

  private send(row: OutboxRow) {
    return this.transport.sendMail({
      from: this.options.from,
      to: row.toAddress,
      ...(row.replyTo ? { replyTo: row.replyTo } : {}),
      subject: row.subject,
      text: row.textBody,
      html: row.htmlBody,
      messageId: `<outbox-${row.id}@${this.options.messageIdDomain}>`,
      ...(row.headers ? { headers: row.headers } : {}),
    });
  }

  start(): void {
    const tick = async () => {
      if (this.stopped) return;
      try {
        await this.deliverDue();
      } catch (error) {
        this.options.log.error({ error: loggableError(error) }, 'mail worker tick failed');
      }
      if (!this.stopped) this.timer = setTimeout(() => void tick(), this.options.pollMs);
    };
    this.timer = setTimeout(() => void tick(), 0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running?.catch(() => undefined);
    this.transport.close();
  }
}
