import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { api } from '@efile/contracts';
import type { Clock } from '@efile/tax';
import { mailOutbox } from '../src/db/schema';
import { DevMailbox } from '../src/modules/mail/dev-mailbox';
import { GIVE_UP_AFTER_MS, MAX_RETRY_DELAY_MS, retryDelayMs } from '../src/modules/mail/outbox';
import { latestMail, linkQuery } from './support/mail';
import { PRODUCTION_ENV } from './support/production-env';
import { Client, HOUR, T0, TestServer, engines } from './support/test-app';

/** A clock the test moves by hand. */
function manualClock(start: Date) {
  let now = start.getTime();
  const clock: Clock & { advance(ms: number): void } = {
    now: () => new Date(now),
    advance: (ms) => void (now += ms),
  };
  return clock;
}

const tempDir = () => mkdtempSync(path.join(os.tmpdir(), 'efile-mail-'));

describe.each(engines)('mail delivery over SMTP on $name', (engine) => {
  const server = TestServer.setup(engine);

  it('delivers a queued message through a real SMTP server, with text and HTML parts', async () => {
    const dataDir = tempDir();
    // Worker on, handed a local SMTP mailbox on loopback (as the local launcher does).
    const app = await server.build({
      env: { MAIL_WORKER: 'true', MAIL_POLL_MS: '600000', DATA_DIR: dataDir },
      mailbox: true,
    });
    const client = new Client(app);
    await app.ready();
    const username = await server.addUser('smtp');
    await client.post(api.resetPasswordEmail, { email: `${username}@example.test` });
    await app.mail.deliverDue();

    const [message] = await app.mail.mailbox!.list(`${username}@example.test`);
    expect(message).toMatchObject({
      subject: 'Reset your eFile password',
      from: '"CCA eFile" <no-reply@cca.example.gov>',
      to: [`${username}@example.test`],
    });
    expect(message!.messageId).toMatch(/^<outbox-\d+@127\.0\.0\.1>$/);
    expect(message!.html).toContain('<a href="http://127.0.0.1:8080/auth/reset-password?');
    expect(linkQuery(message!, '/auth/reset-password').token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    // The development page and JSON list show it; sent rows are not sent again.
    const page = await client.get('/dev/mailbox');
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Reset your eFile password');
    const listed = await client.get(`${api.devMailbox}?to=${username}@example.test`);
    expect(listed.json<{ messages: unknown[] }>().messages).toHaveLength(1);
    expect(await app.mail.deliverDue()).toBe(0);
    expect(await app.mail.mailbox!.list(`${username}@example.test`)).toHaveLength(1);
  });

  it('keeps a message when the mail server is down and sends it once when it is back', async () => {
    const receiver = new DevMailbox(tempDir());
    await receiver.start();
    const port = receiver.port;
    await receiver.stop();

    const clock = manualClock(T0);
    const app = await server.build({
      clock,
      env: { MAIL_WORKER: 'true', MAIL_POLL_MS: '600000', SMTP_URL: `smtp://127.0.0.1:${port}` },
    });
    await app.ready();
    const client = new Client(app);
    const username = await server.addUser('down');
    const address = `${username}@example.test`;
    await client.post(api.resetPasswordEmail, { email: address });
    const row = async () =>
      (await server.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, address)))[0]!;

    expect(await app.mail.deliverDue()).toBe(0);
    expect(await row()).toMatchObject({ status: 'pending', attempts: 1, sentAt: null });
    expect((await row()).nextAttemptAt.getTime()).toBe(T0.getTime() + retryDelayMs(1));
    expect((await row()).lastError).toBeTruthy();

    // Not due yet: nothing is tried before the back-off has passed.
    clock.advance(retryDelayMs(1) - 1000);
    expect(await app.mail.deliverDue()).toBe(0);
    expect((await row()).attempts).toBe(1);

    const back = new DevMailbox(tempDir());
    await back.start(port);
    try {
      clock.advance(2000);
      expect(await app.mail.deliverDue()).toBe(1);
      expect(await row()).toMatchObject({ status: 'sent', attempts: 2 });
      expect(await app.mail.deliverDue()).toBe(0);
      expect(await back.list(address)).toHaveLength(1);
    } finally {
      await back.stop();
    }
  });

  /** A port where no SMTP server listens (one was there a moment ago), to start one on later. */
  async function downPort(): Promise<number> {
    const probe = new DevMailbox(tempDir());
    await probe.start();
    await probe.stop();
    return probe.port;
  }

  const metricsOf = async (client: Client) =>
    (await client.get(api.metrics)).json<{
      mail: { queued: number; retrying: number; failed: number; oldestQueuedSeconds: number };
    }>().mail;

  it('keeps retrying through a day-long outage, every 15 minutes at most, and mails a link that still works', async () => {
    const port = await downPort();
    const clock = manualClock(T0);
    const env = { MAIL_WORKER: 'true', MAIL_POLL_MS: '600000', SMTP_URL: `smtp://127.0.0.1:${port}` };
    const app = await server.build({ clock, env });
    await app.ready();
    const client = new Client(app);
    const before = await metricsOf(client);
    const username = await server.addUser('outage');
    const address = `${username}@example.test`;
    await client.post(api.resetPasswordEmail, { email: address });
    const queued = linkQuery(await latestMail(server.db, address), '/auth/reset-password');
    const row = async () =>
      (await server.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, address)))[0]!;

    // 25 hours of outage: the worker looks every 5 minutes; every attempt is at most 15 minutes apart.
    let lastAttempt = T0.getTime();
    let attempts = 0;
    while (clock.now().getTime() < T0.getTime() + 25 * HOUR) {
      await app.mail.deliverDue();
      const current = await row();
      if (current.attempts > attempts) {
        expect(clock.now().getTime() - lastAttempt).toBeLessThanOrEqual(MAX_RETRY_DELAY_MS);
        attempts = current.attempts;
        lastAttempt = clock.now().getTime();
      }
      clock.advance(5 * 60_000);
    }
    expect(await row()).toMatchObject({ status: 'pending', sentAt: null });
    expect(attempts).toBeGreaterThan(90);
    expect(await metricsOf(client)).toMatchObject({
      queued: before.queued + 1,
      retrying: before.retrying + 1,
      failed: before.failed,
    });
    expect((await metricsOf(client)).oldestQueuedSeconds).toBeGreaterThanOrEqual(25 * 3600 - 60);

    // The server is back: the message goes out once, with a new link of a full hour.
    const back = new DevMailbox(tempDir());
    await back.start(port);
    try {
      clock.advance(MAX_RETRY_DELAY_MS);
      expect(await app.mail.deliverDue()).toBe(1);
      const [delivered] = await back.list(address);
      expect(delivered!.text).toContain('This link expires in 1 hour');
      const fresh = linkQuery(delivered!, '/auth/reset-password');
      expect(fresh.token).not.toBe(queued.token);
      expect(await metricsOf(client)).toMatchObject({ queued: 0, retrying: 0, failed: before.failed });

      const reset = (token: string) =>
        client.post(api.resetPassword, { email: address, token, password: 'Quiet-Harbor-Lantern-42' });
      expect((await reset(queued.token!)).statusCode).toBe(401);
      expect((await reset(fresh.token!)).statusCode).toBe(200);
    } finally {
      await back.stop();
    }
  });

  it('gives up after three days of failures and counts the message failed on /api/metrics', async () => {
    const clock = manualClock(T0);
    const app = await server.build({
      clock,
      env: { MAIL_WORKER: 'true', MAIL_POLL_MS: '600000', SMTP_URL: `smtp://127.0.0.1:${await downPort()}` },
    });
    await app.ready();
    const client = new Client(app);
    const before = await metricsOf(client);
    await client.post(api.contactSupport, {
      type: 'Website',
      name: 'Pat Doe',
      phoneNumber: '216-555-0100',
      emailAddress: 'pat@example.test',
      message: 'Hello',
    });
    for (let attempt = 1; clock.now().getTime() <= T0.getTime() + GIVE_UP_AFTER_MS; attempt += 1) {
      await app.mail.deliverDue();
      clock.advance(retryDelayMs(attempt));
    }
    await app.mail.deliverDue();
    const after = await metricsOf(client);
    expect(after.failed).toBe(before.failed + 1);
    expect(after.queued).toBe(before.queued);
  });

  it('a link replaced by a newer one while both waited is not mailed', async () => {
    const port = await downPort();
    const clock = manualClock(T0);
    const env = { MAIL_WORKER: 'true', MAIL_POLL_MS: '600000', SMTP_URL: `smtp://127.0.0.1:${port}` };
    const app = await server.build({ clock, env });
    await app.ready();
    const client = new Client(app);
    const username = await server.addUser('twolinks');
    const address = `${username}@example.test`;
    await client.post(api.resetPasswordEmail, { email: address });
    await app.mail.deliverDue();
    await client.post(api.resetPasswordEmail, { email: address });
    const newest = linkQuery(await latestMail(server.db, address), '/auth/reset-password');
    const back = new DevMailbox(tempDir());
    await back.start(port);
    try {
      clock.advance(HOUR);
      await app.mail.deliverDue();
      const delivered = await back.list(address);
      expect(delivered).toHaveLength(1);
      const statuses = (await server.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, address)))
        .map((r) => r.status)
        .sort();
      expect(statuses).toEqual(['sent', 'superseded']);
      // The one mailed carries a re-issued link (an hour passed), not the replaced first one.
      expect(linkQuery(delivered[0]!, '/auth/reset-password').token).not.toBe(newest.token);
    } finally {
      await back.stop();
    }
  });

  it('two workers never send one message twice', async () => {
    const receiver = new DevMailbox(tempDir());
    await receiver.start();
    try {
      const env = { MAIL_WORKER: 'true', MAIL_POLL_MS: '600000', SMTP_URL: receiver.smtpUrl };
      const [a, b] = [await server.build({ env }), await server.build({ env })];
      const client = new Client(a!);
      // Three people (a second link to one person replaces the first: only the newest is mailed).
      const addresses = [];
      for (let i = 0; i < 3; i += 1) addresses.push(`${await server.addUser('twice')}@example.test`);
      for (const email of addresses) await client.post(api.resetPasswordEmail, { email });
      const sent = await Promise.all([a!.mail.deliverDue(), b!.mail.deliverDue()]);
      expect(sent[0]! + sent[1]!).toBe(3);
      for (const email of addresses) expect(await receiver.list(email)).toHaveLength(1);
    } finally {
      await receiver.stop();
    }
  });

  it('never mounts the local mailbox in production', async () => {
    const production = {
      ...PRODUCTION_ENV,
      MAIL_WORKER: 'true',
      MAIL_POLL_MS: '600000',
      DATA_DIR: tempDir(),
    };
    // Handed one by mistake, the app refuses to start.
    await expect(server.build({ env: production, mailbox: true })).rejects.toThrow(/production/);
    const app = await server.build({
      env: {
        ...PRODUCTION_ENV,
        MAIL_WORKER: 'true',
        MAIL_POLL_MS: '600000',
      },
    });
    expect(app.mail.mailbox).toBeUndefined();
    const client = new Client(app);
    expect((await client.get(api.devMailbox)).statusCode).toBe(404);
    expect((await client.get('/dev/mailbox')).body).not.toContain('Local mailbox');
  });
});
