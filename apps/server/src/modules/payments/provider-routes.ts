import type { FastifyInstance } from 'fastify';
import { ProblemCode, api } from '@efile/contracts';
import { ProblemError } from '../../plugins/problems';
import { applyOutcome } from './outcomes';
import { sessionTerms } from './sessions';
import { text } from '../../lib/i18n';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Server-to-server calls (the provider's) carry the security id, not the XSRF cookie. */
    xsrfExempt?: boolean;
  }
}

const notOurs = () =>
  new ProblemError(403, ProblemCode.Forbidden, {
    detail: text('problems.providerCredentialsMissing'),
  });

/**
 * The provider's calls to the portal (ADR 0013): step 2, may this remittance be paid (and for
 * how much); step 3, what became of an attempt — answered `success` once recorded, so anything
 * else (an error, a timeout) makes the provider try again.
 */
export default async function providerRoutes(app: FastifyInstance) {
  const { database, clock, config } = app.deps;
  const db = database.db;
  // Form bodies, read as text: the adapter parses them with the protocol's schemas.
  app.addContentTypeParser(
    ['application/x-www-form-urlencoded', 'application/json'],
    { parseAs: 'string' },
    (_request, body, done) => done(null, body),
  );
  // Called by the provider, server to server: public, proven by the signature and the verification.
  const options = { schema: { hide: true }, config: { xsrfExempt: true, access: 'public' as const } };

  app.post(api.paymentVerification, options, async (request) => {
    const remittanceId = app.payments.readVerification(String(request.body ?? ''));
    if (remittanceId === null) throw notOurs();
    const terms = await sessionTerms(db, remittanceId, config.mail.publicUrl, {
      now: clock.now(),
      rules: await app.deps.rules.current(),
    });
    return app.payments.verificationAnswer(remittanceId, terms);
  });

  app.post(api.paymentNotification, options, async (request, reply) => {
    const notice = app.payments.readNotification(String(request.body ?? ''));
    if (!notice) throw notOurs();
    const context = { request, log: request.log, now: clock.now(), rules: await app.deps.rules.current() };
    const applied = await applyOutcome(db, notice, 'notification', context);
    if (applied === 'unknown') throw new ProblemError(404, ProblemCode.NotFound);
    return reply.type('text/plain; charset=utf-8').send(app.payments.notificationAck);
  });
}
