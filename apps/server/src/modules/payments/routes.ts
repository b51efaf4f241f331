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
import providerRoutes from './provider-routes';
import { checkSession } from './reconcile';
import { openSession } from './sessions';
import { assertPayable, conflict, payableForm, paymentInfo } from './service';

const tags = ['payments'];

/**
 * Spec §2/§7 payments: the payment info of a filed form, a session with the external provider
 * (the browser then posts to it; at most one live per form), asking the provider when the
 * taxpayer comes back, paying by check instead, and the provider's server-to-server calls.
 */
export default async function paymentRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { database, clock, config } = app.deps;
  // Per client address: 30 a minute, or ACCOUNT_RATE_LIMIT_PER_MINUTE when higher.
  const limited = { rateLimit: { max: Math.max(30, config.accountRatePerMinute), timeWindow: 60_000 } };
  const db = database.db;

  r.get(
    api.paymentInfo,
    {
      config: { access: 'filer' },
      schema: { tags, params: formIdParam, response: { 200: paymentInfoSchema } },
    },
    async (request) => {
      const form = await payableForm(db, requireFiler(request), request.params.id);
      return paymentInfo(db, form);
    },
  );

  r.post(
    api.initiatePayment,
    {
      config: { ...limited, access: 'filer' },
      schema: { tags, params: formIdParam, response: { 200: paymentSessionStart } },
    },
    async (request) => {
      const filer = requireFiler(request);
      const form = await payableForm(db, filer, request.params.id);
      const context = { request, now: clock.now() };
      let { row, created } = await openSession(db, filer, form, app.remittanceKey, context);
      if (!created && row.status === 'InProgress') {
        // An earlier session is unresolved: ask the provider first; paid there means paid here.
        const outcome = await checkSession(
          { db, provider: app.payments, log: request.log, ...context },
          row,
          'return',
        ).catch((error: unknown) => {
          request.log.warn({ err: error, remittanceId: row.remittanceId }, 'payment status unknown');
          return 'unknown';
        });
        if (outcome === 'recorded' || outcome === 'repeated' || outcome === 'closed')
          ({ row, created } = await openSession(db, filer, form, app.remittanceKey, context));
      }
      return app.payments.sessionStart(row.remittanceId);
    },
  );

  r.post(
    api.checkPayment,
    {
      config: { ...limited, access: 'filer' },
      schema: { tags, params: formIdParam, response: { 200: paymentInfoSchema } },
    },
    async (request) => {
      const form = await payableForm(db, requireFiler(request), request.params.id);
      const live = (await repo.listPayments(db, form.id)).filter((p) => p.status === 'InProgress');
      try {
        for (const row of live) {
          await checkSession(
            { db, provider: app.payments, log: request.log, now: clock.now(), request },
            row,
            'return',
          );
        }
      } catch (error) {
        if (!(error instanceof ProviderUnavailable)) throw error;
        request.log.warn({ err: error }, 'payment status unknown');
        throw new ProblemError(502, ProblemCode.PaymentProviderUnavailable);
      }
      return paymentInfo(db, form);
    },
  );

  r.post(
    api.noPayment,
    {
      config: { access: 'filer' },
      schema: { tags, params: formIdParam, response: { 200: paymentInfoSchema } },
    },
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

  await app.register(providerRoutes);
}
