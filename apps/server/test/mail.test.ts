import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { api } from '@efile/contracts';
import type { Clock } from '@efile/tax';
import { mailOutbox } from '../src/db/schema';
import { DevMailbox } from '../src/modules/mail/dev-mailbox';
import { MAX_ATTEMPTS, retryDelayMs } from '../src/modules/mail/outbox';
import { linkQuery } from './support/mail';
import { Client, T0, TestServer, engines } from './support/test-app';

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
    // Worker on, no SMTP_URL: the app starts its local SMTP mailbox on loopback.
    const app = await server.build({
      env: { MAIL_WORKER: 'true', MAIL_POLL_MS: '600000', DATA_DIR: dataDir },
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

  it('gives up after the last attempt and marks the message failed', async () => {
    const clock = manualClock(T0);
    const app = await server.build({
      clock,
      env: { MAIL_WORKER: 'true', MAIL_POLL_MS: '600000', SMTP_URL: 'smtp://127.0.0.1:9' },
    });
    await app.ready();
    const client = new Client(app);
    const username = await server.addUser('gaveup');
    const address = `${username}@example.test`;
    await client.post(api.resetPasswordEmail, { email: address });
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
      await app.mail.deliverDue();
      clock.advance(retryDelayMs(attempt));
    }
    const [row] = await server.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, address));
    expect(row).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
  });

  it('two workers never send one message twice', async () => {
    const receiver = new DevMailbox(tempDir());
    await receiver.start();
    try {
      const env = { MAIL_WORKER: 'true', MAIL_POLL_MS: '600000', SMTP_URL: receiver.smtpUrl };
      const [a, b] = [await server.build({ env }), await server.build({ env })];
      const client = new Client(a!);
      const username = await server.addUser('twice');
      for (let i = 0; i < 3; i += 1)
        await client.post(api.resetPasswordEmail, { email: `${username}@example.test` });
      const sent = await Promise.all([a!.mail.deliverDue(), b!.mail.deliverDue()]);
      expect(sent[0]! + sent[1]!).toBe(3);
      expect(await receiver.list(`${username}@example.test`)).toHaveLength(3);
    } finally {
      await receiver.stop();
    }
  });

  it('never mounts the local mailbox in production', async () => {
    const app = await server.build({
      env: {
        NODE_ENV: 'production',
        SMTP_URL: 'smtp://127.0.0.1:9',
        PUBLIC_URL: 'https://efile.example.gov',
        PAYMENT_PROVIDER_URL: 'https://pay.example.com',
        PAYMENT_SECURITY_ID: 'secret-0123456789abcdef',
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
