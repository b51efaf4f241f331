import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ProblemCode, api, reminderUnsubscribed, reminderUnsubscribeQuery } from '@efile/contracts';
import { ProblemError } from '../../plugins/problems';
import type { ReminderKind } from '../../db/schema';
import { tokenKind, unsubscribe } from './unsubscribe';

const KIND_LABEL: Record<ReminderKind, string> = {
  'annual-return': 'the annual return',
  'estimate-installment': 'estimate installments',
};

const escape = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(title)} — eFile</title></head><body><main><h1>${escape(title)}</h1>${body}</main></body></html>`;

const notFound = () =>
  new ProblemError(404, ProblemCode.NotFound, { detail: 'This unsubscribe link is not valid.' });

/**
 * ADR 0033. `POST /api/reminders/unsubscribe?token=…` is the one-click unsubscribe of RFC 8058
 * (the mail client posts `List-Unsubscribe=One-Click` to the List-Unsubscribe address, with no
 * cookie): public, no anti-forgery header, the token is the proof. `GET` is the link in the
 * message's text: a page with one button that posts, because link scanners open every link.
 */
export default async function reminderRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { database, clock, config } = app.deps;
  // The one-click body (List-Unsubscribe=One-Click) and the page's form: read and ignored.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, body),
  );
  const limited = { rateLimit: { max: config.accountRatePerMinute, timeWindow: 60_000 } };

  r.post(
    api.remindersUnsubscribe,
    {
      config: { ...limited, access: 'public', xsrfExempt: true },
      schema: {
        tags: ['reminders'],
        querystring: reminderUnsubscribeQuery,
        response: { 200: reminderUnsubscribed },
      },
    },
    async (request, reply) => {
      const done = await unsubscribe(database.db, request.query.token, clock.now());
      if (!done) throw notFound();
      request.log.info({ kind: done.kind }, 'reminders unsubscribed');
      // The confirmation page's form (a browser): a page, not JSON. A string is sent as it is.
      if (request.headers.accept?.includes('text/html')) {
        const html = page(
          'Unsubscribed',
          `<p>You will get no more e-mail reminders about ${escape(KIND_LABEL[done.kind])}. Other reminders continue.</p>`,
        );
        return reply.type('text/html; charset=utf-8').send(html as never);
      }
      return { kind: done.kind, unsubscribed: true as const };
    },
  );

  r.get(
    api.remindersUnsubscribe,
    {
      config: { ...limited, access: 'public' },
      schema: { hide: true, querystring: reminderUnsubscribeQuery },
    },
    async (request, reply) => {
      const kind = await tokenKind(database.db, request.query.token);
      if (!kind) throw notFound();
      const action = `${api.remindersUnsubscribe}?token=${encodeURIComponent(request.query.token)}`;
      return reply
        .type('text/html; charset=utf-8')
        .send(
          page(
            'Stop e-mail reminders',
            `<p>Stop e-mail reminders about ${escape(KIND_LABEL[kind])}? Other reminders continue.</p><form method="post" action="${escape(action)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">Unsubscribe</button></form>`,
          ),
        );
    },
  );
}
