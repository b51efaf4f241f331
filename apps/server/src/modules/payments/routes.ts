import { randomBytes } from 'node:crypto';
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
import { assertPayable, conflict, payableForm, paymentInfo } from './service';

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
      const info = await paymentInfo(db, form);
      assertPayable(info);
      const remittanceId = `R${form.id}-${randomBytes(6).toString('hex').toUpperCase()}`;
      const row = await repo.insertPayment(db, {
        taxFormId: form.id,
        taxpayerId: form.taxpayerId,
        remittanceId,
        amount: info.amount,
        status: 'Initiated',
        createdByUserId: filer.userId,
      });
      const base = config.mail.publicUrl;
      try {
        const session = await app.payments.startSession({
          remittanceId,
          amountCents: info.amount,
          description: `${info.taxFormType}, confirmation ${info.confirmationNumber}`,
          returnUrl: `${base}/form/${form.id}/pay`,
          notifyUrl: `${base}${api.paymentNotification}`,
        });
        await db.transaction(async (tx) => {
          await repo.setPaymentStatus(tx, row.id, 'InProgress');
          const details = { formId: form.id, remittanceId, amount: info.amount };
          await audit(tx, request, { action: 'payment.initiated', ...filer, details }, clock.now());
        });
        return session;
      } catch (error) {
        if (!(error instanceof ProviderUnavailable)) throw error;
        request.log.error({ err: error, remittanceId }, 'payment session not started');
        await repo.setPaymentStatus(db, row.id, 'Error');
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
        await db.transaction(async (tx) => {
          const row = await repo.lockByRemittance(tx, notice.remittanceId);
          if (!row) throw new ProblemError(404, ProblemCode.NotFound);
          if (row.status === 'Completed') return; // told again: already recorded
          const amountDiffers = notice.amountCents !== row.amount;
          await repo.recordOutcome(tx, row.id, {
            status: notice.status,
            paymentType: notice.paymentType,
            partialCcNumber: notice.partialCcNumber,
            partialAccountNumber: notice.partialAccountNumber,
            transactionId: notice.transactionId,
            message: amountDiffers ? `provider amount ${notice.amountCents} differs` : notice.message,
            reportedAt: new Date(notice.occurredAt),
          });
          await audit(
            tx,
            request,
            {
              action: notice.status === 'Completed' ? 'payment.completed' : 'payment.failed',
              taxpayerId: row.taxpayerId,
              details: {
                formId: row.taxFormId,
                remittanceId: row.remittanceId,
                amount: notice.amountCents,
                transactionId: notice.transactionId,
                paymentType: notice.paymentType,
              },
            },
            clock.now(),
          );
          if (amountDiffers)
            request.log.warn({ remittanceId: row.remittanceId }, 'provider reported another amount');
        });
        return reply.code(204).send();
      },
    );
  });
}
