import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ProblemCode,
  api,
  paths,
  reminderSettings,
  reminderTokenStatus,
  reminderUnsubscribeQuery,
  reminderUnsubscribed,
} from '@efile/contracts';
import { filerOf } from '../../plugins/auth';
import { ProblemError } from '../../plugins/problems';
import { kindsFor, readSettings, resubscribe, tokenStatus, unsubscribe, writeSettings } from './unsubscribe';
import { text } from '../../lib/i18n';

const notFound = () =>
  new ProblemError(404, ProblemCode.NotFound, { detail: text('problems.unsubscribeLinkInvalid') });

/**
 * ADR 0033, 0042. `POST /api/reminders/unsubscribe?token=…` is the one-click unsubscribe of RFC
 * 8058 (the mail client posts `List-Unsubscribe=One-Click` to the List-Unsubscribe address, with
 * no cookie): public, no anti-forgery header, the token is the proof. The link in the message's
 * text opens the web page /reminders/unsubscribe, which reads the token's kind (GET …/token, no
 * change: link scanners open every link) and posts when the person asks; it can resubscribe with
 * the same token. Signed in, …/settings reads and saves the user's own choices, per kind.
 */
export default async function reminderRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { database, clock, config } = app.deps;
  // The one-click body (List-Unsubscribe=One-Click): read and ignored.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, body),
  );
  const limited = { rateLimit: { max: config.accountRatePerMinute, timeWindow: 60_000 } };
  const tokenOnly = { ...limited, access: 'public' as const, xsrfExempt: true };

  r.post(
    api.remindersUnsubscribe,
    {
      config: tokenOnly,
      schema: {
        tags: ['reminders'],
        querystring: reminderUnsubscribeQuery,
        response: { 200: reminderUnsubscribed },
      },
    },
    async (request) => {
      const done = await unsubscribe(database.db, request, request.query.token, clock.now());
      if (!done) throw notFound();
      request.log.info({ kind: done.kind }, 'reminders unsubscribed');
      return { kind: done.kind, unsubscribed: true as const };
    },
  );

  // Links in messages sent before the page existed: open the page, which asks (changes nothing).
  r.get(
    api.remindersUnsubscribe,
    {
      config: { ...limited, access: 'public' },
      schema: { hide: true, querystring: reminderUnsubscribeQuery },
    },
    async (request, reply) =>
      reply.redirect(`${paths.remindersUnsubscribe}?token=${encodeURIComponent(request.query.token)}`, 303),
  );

  r.get(
    api.remindersToken,
    {
      config: { ...limited, access: 'public' },
      schema: {
        tags: ['reminders'],
        querystring: reminderUnsubscribeQuery,
        response: { 200: reminderTokenStatus },
      },
    },
    async (request) => {
      const status = await tokenStatus(database.db, request.query.token);
      if (!status) throw notFound();
      return status;
    },
  );

  r.post(
    api.remindersResubscribe,
    {
      config: tokenOnly,
      schema: {
        tags: ['reminders'],
        querystring: reminderUnsubscribeQuery,
        response: { 200: reminderTokenStatus },
      },
    },
    async (request) => {
      const done = await resubscribe(database.db, request, request.query.token, clock.now());
      if (!done) throw notFound();
      request.log.info({ kind: done.kind }, 'reminders resubscribed');
      return done;
    },
  );

  // The user and whom they file as come from the session only: no id in the request.
  r.get(
    api.reminderSettings,
    { schema: { tags: ['reminders'], response: { 200: reminderSettings } } },
    async (request) => {
      const { userId } = filerOf(request);
      return { kinds: await readSettings(database.db, userId, kindsFor(!!request.auth?.isBusinessUser)) };
    },
  );

  r.put(
    api.reminderSettings,
    {
      schema: { tags: ['reminders'], body: reminderSettings, response: { 200: reminderSettings } },
    },
    async (request) => {
      const { userId } = filerOf(request);
      const kinds = kindsFor(!!request.auth?.isBusinessUser);
      const other = request.body.kinds.find((k) => !kinds.includes(k.kind));
      if (other)
        throw new ProblemError(400, ProblemCode.Validation, {
          detail: text('problems.remindersNotForFiler'),
          errors: { kinds: text('problems.notYourReminder', { kind: other.kind }) },
        });
      const saved = await writeSettings(database.db, request, userId, kinds, request.body.kinds, clock.now());
      return { kinds: saved };
    },
  );
}
