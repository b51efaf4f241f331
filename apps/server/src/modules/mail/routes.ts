import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { api, emailField, ProblemCode } from '@efile/contracts';
import { ProblemError } from '../../plugins/problems';
import type { DevMailbox, StoredMail } from './dev-mailbox';

const escape = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const linkify = (text: string) =>
  escape(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

function page(messages: StoredMail[]): string {
  const items = messages
    .map(
      (m) => `<article>
<h2>${escape(m.subject)}</h2>
<p>To ${escape(m.to.join(', '))}${m.replyTo ? ` · Reply-To ${escape(m.replyTo)}` : ''} · ${escape(m.receivedAt)}</p>
<pre>${linkify(m.text)}</pre>
</article>`,
    )
    .join('\n<hr>\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Local mailbox — eFile (development)</title></head>
<body><main><h1>Local mailbox (development only)</h1>
<p>Mail the portal sent, newest first. Production sends through SMTP_URL and has no such page.</p>
${items || '<p>No mail yet.</p>'}</main></body></html>`;
}

const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;

/**
 * Only a browser on this machine reads the mailbox: the socket's own peer (not the proxied client
 * address) must be loopback, and a request relayed by a proxy (Forwarded/X-Forwarded-For) is
 * refused even from loopback. Anyone else gets Not Found, as if there were no such page.
 */
export function isLocalRequest(request: FastifyRequest): boolean {
  const peer = request.raw.socket.remoteAddress ?? '';
  const relayed = request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined;
  return LOOPBACK.test(peer) && !relayed;
}

/** The local mailbox, for people and browser tests; mounted only when there is one (never in production). */
export default async function devMailboxRoutes(app: FastifyInstance, options: { mailbox: DevMailbox }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', async (request) => {
    if (!isLocalRequest(request)) throw new ProblemError(404, ProblemCode.NotFound);
  });
  const query = z.strictObject({ to: emailField('to').optional() });

  // Public in the sense of no session: loopback only (above), and never mounted in production.
  r.get(
    api.devMailbox,
    { schema: { hide: true, querystring: query }, config: { access: 'public' } },
    async (request) => ({
      messages: await options.mailbox.list(request.query.to),
    }),
  );

  r.get('/dev/mailbox', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(page(await options.mailbox.list())),
  );
}
