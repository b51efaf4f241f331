import { expect, type APIRequestContext } from '@playwright/test';

/** A message as the development mailbox (GET /api/dev/mailbox) lists it. */
export interface MailboxMessage {
  id: string;
  receivedAt: string;
  from: string;
  to: string[];
  replyTo: string | null;
  subject: string;
  text: string;
  html: string;
}

/**
 * Waits until the embedded server's local mailbox holds a message to `to` whose subject
 * contains `subject` and that arrived after `since`, and returns the newest such message.
 * Mail goes through the outbox and a real SMTP hop, so it can take a moment.
 */
export async function waitForMail(
  request: APIRequestContext,
  to: string,
  subject: string,
  since = new Date(0),
): Promise<MailboxMessage> {
  let found: MailboxMessage | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`/api/dev/mailbox?to=${encodeURIComponent(to)}`);
        if (!response.ok()) return undefined;
        const { messages } = (await response.json()) as { messages: MailboxMessage[] };
        found = messages.find(
          (m) => m.subject.includes(subject) && new Date(m.receivedAt).getTime() >= since.getTime(),
        );
        return found?.id;
      },
      { message: `mail "${subject}" to ${to}`, timeout: 15_000 },
    )
    .toBeTruthy();
  return found!;
}

/** The first link in a message's text part that starts with the app's origin and `path`. */
export function linkIn(message: MailboxMessage, path: string): string {
  const match = message.text.match(new RegExp(`https?://[^\\s]+${path.replace(/[/?]/g, '\\$&')}[^\\s]*`));
  if (!match) throw new Error(`No ${path} link in mail "${message.subject}":\n${message.text}`);
  const url = new URL(match[0]);
  return `${url.pathname}${url.search}`;
}
