import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser, type AddressObject } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A message as the local mailbox keeps it. */
export interface StoredMail {
  id: string;
  receivedAt: string;
  from: string;
  to: string[];
  replyTo: string | null;
  subject: string;
  messageId: string | null;
  text: string;
  html: string;
}

const addresses = (value: AddressObject | AddressObject[] | undefined): string[] =>
  (Array.isArray(value) ? value : value ? [value] : [])
    .flatMap((a) => a.value)
    .map((a) => a.address?.toLowerCase() ?? '')
    .filter(Boolean);

/**
 * The embedded default's mail server: a real SMTP server on loopback that keeps what it
 * receives as JSON files under `dir`, for people (the /dev/mailbox page) and browser tests to
 * read. Development and tests only; production sends through SMTP_URL.
 */
export class DevMailbox {
  private server: SMTPServer | undefined;
  private sequence = 0;
  port = 0;

  constructor(private readonly dir: string) {}

  get smtpUrl(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  /** Listens on loopback: on `port`, or a free one. */
  async start(port = 0): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      size: 5 * 1024 * 1024,
      onData: (stream, _session, callback) => {
        simpleParser(stream)
          .then((parsed) => this.store(parsed))
          .then(() => callback())
          .catch((error: Error) => callback(error));
      },
    });
    await new Promise<void>((resolve, reject) => {
      this.server!.once('error', reject);
      this.server!.listen(port, '127.0.0.1', () => resolve());
    });
    this.port = (this.server.server.address() as { port: number }).port;
  }

  private async store(parsed: Awaited<ReturnType<typeof simpleParser>>): Promise<void> {
    const receivedAt = new Date();
    this.sequence += 1;
    const id = `${receivedAt.getTime()}-${process.pid}-${this.sequence}`;
    const mail: StoredMail = {
      id,
      receivedAt: receivedAt.toISOString(),
      from: parsed.from?.text ?? '',
      to: addresses(parsed.to),
      replyTo: addresses(parsed.replyTo)[0] ?? null,
      subject: parsed.subject ?? '',
      messageId: parsed.messageId ?? null,
      text: parsed.text ?? '',
      html: typeof parsed.html === 'string' ? parsed.html : '',
    };
    await writeFile(path.join(this.dir, `${id}.json`), JSON.stringify(mail));
  }

  /** Newest first; only those addressed to `to` when given. */
  async list(to?: string, limit = 50): Promise<StoredMail[]> {
    const names = (await readdir(this.dir).catch(() => [] as string[])).filter((n) => n.endsWith('.json'));
    const all = await Promise.all(
      names.map(async (n) => JSON.parse(await readFile(path.join(this.dir, n), 'utf8')) as StoredMail),
    );
    const wanted = to?.toLowerCase();
    return all
      .filter((m) => !wanted || m.to.includes(wanted))
      .sort((a, b) => b.receivedAt.localeCompare(a.receivedAt) || b.id.localeCompare(a.id))
      .slice(0, limit);
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
