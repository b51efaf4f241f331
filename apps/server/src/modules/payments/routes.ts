import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  PAY_BY_MAIL_FORMS,
  PayableFormType,
  api,
  formIdParam,
  paymentInfo as paymentInfoSchema,
  paymentSessionStart,
  ProblemCode,
} from '@efile/contracts';
import { audit } from '../../lib/audit';
import { requireFiler } from '../../plugins/auth';
import { ProblemError } from '../../plugins/problems';
import { ProviderUnavailable } from './provider';
import * as repo from './repository';
import { applyOutcome } from './outcomes';
import { openSession } from './sessions';
import { assertPayable, conflict, payableForm, paymentInfo, paymentInfoOf } from './service';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Server-to-server calls (the provider's notifications) carry a signature, not the XSRF cookie. */
    xsrfExempt?: boolean;
  }
}

const tags = ['payments'];

/**
 * Spec §2/§7 payments: the payment info of a filed form, a session with the external provider
 * (the browser then posts to it), paying by check instead, and the provider's signed
 * notifications that record what was paid.
 */
export default async function paymentRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { database, clock, config } = app.deps;
  const db = database.db;
  const guard = { preHandler: app.authenticate };

  r.get(
    api.paymentInfo,
    { ...guard, schema: { tags, params: formIdParam, response: { 200: paymentInfoSchema } } },
    async (request) => {
      const form = await payableForm(db, requireFiler(request), request.params.id);
      return paymentInfo(db, form);
    },
  );

  r.post(
    api.initiatePayment,
    {
      ...guard,
      schema: { tags, params: formIdParam, response: { 200: paymentSessionStart } },
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
    },
    async (request) => {
      const filer = requireFiler(request);
      const form = await payableForm(db, filer, request.params.id);
      const context = { request, now: clock.now() };
      const { row } = await openSession(db, filer, form, app.remittanceKey, context);
      const info = paymentInfoOf(form, []);
      const base = config.mail.publicUrl;
      try {
        // The same remittance and amount again is the same session at the provider (a retry).
        const session = await app.payments.startSession({
          remittanceId: row.remittanceId,
          amountCents: row.amount,
          description: `${info.taxFormType}, confirmation ${info.confirmationNumber}`,
          returnUrl: `${base}/form/${form.id}/pay`,
          notifyUrl: `${base}${api.paymentNotification}`,
        });
        await repo.moveStatus(db, row.id, 'Initiated', 'InProgress');
        return session;
      } catch (error) {
        if (!(error instanceof ProviderUnavailable)) throw error;
        // The session stays Initiated: the next start retries this remittance, never a second one.
        request.log.error({ err: error, remittanceId: row.remittanceId }, 'payment session not started');
        throw new ProblemError(502, ProblemCode.PaymentProviderUnavailable);
      }
    },
  );

  r.post(
    api.noPayment,
    { ...guard, schema: { tags, params: formIdParam, response: { 200: paymentInfoSchema } } },
    async (request) => {
      const filer = requireFiler(request);
      const form = await payableForm(db, filer, request.params.id);
      if (!PAY_BY_MAIL_FORMS.includes(form.formType)) {
        throw conflict(`The ${PayableFormType[form.formType]} must be paid online.`);
      }
      assertPayable(await paymentInfo(db, form));
      const now = clock.now();
      await db.transaction(async (tx) => {
        await repo.markPayByMail(tx, form.id, now);
        await audit(tx, request, { action: 'payment.by-mail', ...filer, details: { formId: form.id } }, now);
      });
      return paymentInfo(db, { ...form, payByMailAt: now });
    },
  );

  await app.register(async (provider) => {
    // The signature covers the exact bytes: keep the body as text for this route.
    provider.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    );
    provider.post(
      api.paymentNotification,
      { schema: { hide: true }, config: { xsrfExempt: true } },
      async (request, reply) => {
        const notice = app.payments.readNotification(
          request.headers,
          String(request.body ?? ''),
          clock.now(),
        );
        if (!notice)
          throw new ProblemError(403, ProblemCode.Forbidden, {
            detail: 'The notification is not signed by the payment provider.',
          });
        const log = request.log;
        const applied = await applyOutcome(db, notice, 'notification', { request, log, now: clock.now() });
        if (applied === 'unknown') throw new ProblemError(404, ProblemCode.NotFound);
        return reply.code(204).send();
      },
    );
  });
}
